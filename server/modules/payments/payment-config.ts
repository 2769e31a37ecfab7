import { createHmac, randomBytes } from 'node:crypto';
import { checkPaymentProvider } from '@/domain/payments/payment-provider';
import type { PromptpayProxy } from '@/domain/payments/promptpay-payload';
import { GBPRIMEPAY_API } from './gbprimepay-gateway';

/**
 * Payment settings from the environment (docs/decisions/0013-payments-sandbox.md).
 *
 * PAYMENT_GATEWAY picks the implementation: `sandbox` (default, in-process, nothing leaves the machine)
 * or `omise` (needs OMISE_PUBLIC_KEY and OMISE_SECRET_KEY). It is separate from PAYMENT_PROVIDER, which
 * server/index.ts already reads as the config entity's selectedPaymentProvider (must be omise or
 * gbprimepay): the sandbox is shaped like Omise, so the PWA sees `omise` with either gateway.
 * `gbprimepay` (GBPRIMEPAY_PUBLIC_KEY, GBPRIMEPAY_SECRET_KEY, GBPRIMEPAY_TOKEN; GBPRIMEPAY_API_URL for
 * GB's test host) makes the config say selectedPaymentProvider 'gbprimepay' with the public key.
 */
export type GatewayName = 'sandbox' | 'omise' | 'gbprimepay';

export interface GbPrimePayKeys {
  publicKey: string;
  secretKey: string;
  token: string;
  apiUrl: string;
}

export interface PaymentsConfig {
  gateway: GatewayName;
  /** HMAC secret of gateway webhooks (PAYMENT_WEBHOOK_SECRET); generated per process in the sandbox. */
  webhookSecret: string;
  omisePublicKey: string | null;
  omiseSecretKey: string | null;
  /** Set when gateway is gbprimepay. */
  gbPrimePay?: GbPrimePayKeys | null;
  /** Where the sandbox delivers its webhooks; default {publicUrl}/api/v5/payments/webhooks. */
  webhookUrl: string | null;
  /** The merchant's PromptPay id the sandbox's QR codes pay (SANDBOX_PROMPTPAY_ID). */
  sandboxPromptpay: PromptpayProxy;
  /** How long a card (3-D Secure) or wallet charge may stay pending before the booking is released. */
  pendingChargeMinutes: number;
}

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const wanted = env.PAYMENT_GATEWAY ?? 'sandbox';
  if (wanted !== 'sandbox' && wanted !== 'omise' && wanted !== 'gbprimepay')
    throw new Error(`PAYMENT_GATEWAY must be sandbox, omise or gbprimepay (got "${wanted}")`);
  const gateway: GatewayName = wanted;
  const gbPrimePay = gateway === 'gbprimepay' ? gbPrimePayKeysFromEnv(env) : null;
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
    // GB Prime Pay: our signature on its background URLs must outlive a restart, hence derived from the
    // secret key when PAYMENT_WEBHOOK_SECRET is unset.
    webhookSecret:
      env.PAYMENT_WEBHOOK_SECRET ||
      (gbPrimePay
        ? createHmac('sha256', gbPrimePay.secretKey).update('background-url').digest('hex')
        : randomBytes(32).toString('hex')),
    omisePublicKey,
    omiseSecretKey,
    gbPrimePay,
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

/** GB Prime Pay's keys; start-up fails with a clear message when one is missing. */
function gbPrimePayKeysFromEnv(env: NodeJS.ProcessEnv): GbPrimePayKeys {
  // The PWA refuses the gbprimepay provider without a public key: same rule, same words.
  const provider = checkPaymentProvider('gbprimepay', env.GBPRIMEPAY_PUBLIC_KEY);
  if (!provider.ok) throw new Error(`PAYMENT_GATEWAY=gbprimepay: ${provider.message} (GBPRIMEPAY_PUBLIC_KEY)`);
  const secretKey = env.GBPRIMEPAY_SECRET_KEY?.trim();
  const token = env.GBPRIMEPAY_TOKEN?.trim();
  if (!secretKey || !token)
    throw new Error('PAYMENT_GATEWAY=gbprimepay needs GBPRIMEPAY_SECRET_KEY and GBPRIMEPAY_TOKEN');
  return {
    publicKey: provider.publicKey!,
    secretKey,
    token,
    apiUrl: (env.GBPRIMEPAY_API_URL || GBPRIMEPAY_API).replace(/\/+$/, ''),
  };
}

/**
 * What config.json tells the PWA about cards (selectedPaymentProvider, plus our additive
 * fields): which card form to use, with which public key and, for GB, which host tokenizes. The sandbox
 * keeps the provider of PAYMENT_PROVIDER (it is shaped like Omise).
 */
export function clientPaymentConfig(
  config: Pick<PaymentsConfig, 'gateway' | 'omisePublicKey' | 'gbPrimePay'>,
  provider: 'omise' | 'gbprimepay',
): {
  selectedPaymentProvider: 'omise' | 'gbprimepay';
  cardForm: GatewayName;
  paymentPublicKey: string | null;
  paymentApiUrl: string | null;
} {
  if (config.gateway === 'gbprimepay')
    return {
      selectedPaymentProvider: 'gbprimepay',
      cardForm: 'gbprimepay',
      paymentPublicKey: config.gbPrimePay?.publicKey ?? null,
      paymentApiUrl: config.gbPrimePay?.apiUrl ?? null,
    };
  if (config.gateway === 'omise')
    return {
      selectedPaymentProvider: 'omise',
      cardForm: 'omise',
      paymentPublicKey: config.omisePublicKey,
      paymentApiUrl: null,
    };
  return { selectedPaymentProvider: provider, cardForm: 'sandbox', paymentPublicKey: null, paymentApiUrl: null };
}
