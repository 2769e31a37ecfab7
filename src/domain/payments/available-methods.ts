import type { PaymentMethod } from '@/contract/payments';
import { checkPaymentProvider } from '@/domain/payments/payment-provider';

/** The methods step 5 offers, in display order, by their payment method codes. */
export type OfferedMethod = Extract<PaymentMethod, 'card' | 'promptpay' | 'true_wallet' | 'shopee_pay'>;

export interface MethodsInput {
  /** config.selectedPaymentProvider */
  provider: string | null | undefined;
  /** The restaurant's public key of the card provider (gbprimepay needs one). */
  publicKey: string | null | undefined;
  /** restaurant.acceptedCreditCards */
  acceptedCreditCards: readonly string[];
  /** The booking's currency: PromptPay and the Thai wallets pay baht only. */
  currency: string;
  /** The wallet-payment flag (utm_source=truemoney): TrueMoney comes first and is chosen. */
  isWallet: boolean;
  /** The server's gateway as config.json tells it (cardForm); GB Prime Pay has no wallet flows here. */
  gateway?: 'sandbox' | 'omise' | 'gbprimepay';
}

/**
 * What the config and the restaurant allow: a card only with a valid provider (omise, or gbprimepay with
 * a public key) and at least one accepted card brand; PromptPay, TrueMoney and ShopeePay only in baht;
 * the wallets not through GB Prime Pay (our adapter refuses them, decision 0013).
 */
export function availableMethods(input: MethodsInput): OfferedMethod[] {
  const methods: OfferedMethod[] = [];
  const provider = checkPaymentProvider(input.provider, input.publicKey);
  if (provider.ok && input.acceptedCreditCards.length > 0) methods.push('card');
  if (input.currency === 'THB') methods.push('promptpay');
  if (input.currency === 'THB' && input.gateway !== 'gbprimepay') methods.push('true_wallet', 'shopee_pay');
  if (input.isWallet && methods.includes('true_wallet'))
    return ['true_wallet', ...methods.filter((m) => m !== 'true_wallet')];
  return methods;
}

/** The method step 5 starts with: the saved choice when still offered, else the first one. */
export function initialMethod(offered: readonly OfferedMethod[], saved: string | null): OfferedMethod | null {
  const match = offered.find((m) => m === saved);
  return match ?? offered[0] ?? null;
}

/** Whether a card's brand (as the gateway names it: "Visa", "MasterCard") is one the restaurant takes. */
const BRAND_ALIASES: Readonly<Record<string, string>> = { americanexpress: 'amex', master: 'mastercard' };

export function brandAccepted(brand: string, accepted: readonly string[]): boolean {
  const norm = (b: string) => {
    const key = b.toLowerCase().replace(/[^a-z]/g, '');
    return BRAND_ALIASES[key] ?? key;
  };
  const wanted = norm(brand);
  return accepted.some((a) => norm(a) === wanted);
}
