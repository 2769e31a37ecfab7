import { randomBytes } from 'node:crypto';
import type { PromptpayProxy } from '@/domain/payments/promptpay-payload';

/**
 * Payment settings from the environment (docs/decisions/0011-payments-sandbox.md).
 *
 * PAYMENT_GATEWAY picks the implementation: `sandbox` (default, in-process, nothing leaves the machine)
 * or `omise` (needs OMISE_PUBLIC_KEY and OMISE_SECRET_KEY). It is separate from PAYMENT_PROVIDER, which
 * server/index.ts already reads as the config entity's selectedPaymentProvider (omise | gbprimepay, spec
 * booking §5): the sandbox is shaped like Omise, so the PWA sees `omise` with either gateway.
 */
export interface PaymentsConfig {
  gateway: 'sandbox' | 'omise';
  /** HMAC secret of gateway webhooks (PAYMENT_WEBHOOK_SECRET); generated per process in the sandbox. */
  webhookSecret: string;
  omisePublicKey: string | null;
  omiseSecretKey: string | null;
  /** Where the sandbox delivers its webhooks; default {publicUrl}/api/v5/payments/webhooks. */
  webhookUrl: string | null;
  /** The merchant's PromptPay id the sandbox's QR codes pay (SANDBOX_PROMPTPAY_ID). */
  sandboxPromptpay: PromptpayProxy;
  /** How long a card (3-D Secure) or wallet charge may stay pending before the booking is released. */
  pendingChargeMinutes: number;
}

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const gateway = (env.PAYMENT_GATEWAY ?? 'sandbox') === 'omise' ? 'omise' : 'sandbox';
  const omisePublicKey = env.OMISE_PUBLIC_KEY || null;
  const omiseSecretKey = env.OMISE_SECRET_KEY || null;
  if (gateway === 'omise' && (!omisePublicKey || !omiseSecretKey))
    throw new Error('PAYMENT_GATEWAY=omise needs OMISE_PUBLIC_KEY and OMISE_SECRET_KEY');
  if (gateway === 'omise' && !env.PAYMENT_WEBHOOK_SECRET)
    throw new Error(
      'PAYMENT_GATEWAY=omise needs PAYMENT_WEBHOOK_SECRET (the webhook secret of the Omise dashboard)',
    );
  const promptpayId = (env.SANDBOX_PROMPTPAY_ID ?? '0812345678').replace(/[\s-]/g, '');
  return {
    gateway,
    // A fresh secret per process is enough for the sandbox: it signs and verifies in the same process.
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    omisePublicKey,
    omiseSecretKey,
    webhookUrl: env.PAYMENT_WEBHOOK_URL || null,
    sandboxPromptpay:
      promptpayId.length === 13
        ? { type: 'national_id', value: promptpayId }
        : promptpayId.length === 15
          ? { type: 'ewallet', value: promptpayId }
          : { type: 'phone', value: promptpayId },
    pendingChargeMinutes: Number(env.PAYMENT_PENDING_MINUTES ?? 10),
  };
}
