/**
 * The card payment provider of the config (selectedPaymentProvider) must be omise or gbprimepay, and
 * gbprimepay also needs the restaurant's public key for its browser script. Exact, lowercase names as the
 * config sends them; "gb_primepay" is the gateway code table's spelling (another field), refused here.
 * One rule for the payment step and the server's start-up check (tests/domain/payments/payment-provider.test.ts).
 */
export const PAYMENT_PROVIDERS = ['omise', 'gbprimepay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export type PaymentProviderResult =
  | { ok: true; provider: PaymentProvider; publicKey: string | null }
  | { ok: false; code: 'unknownProvider' | 'missingPublicKey'; message: string };

export function checkPaymentProvider(
  provider: string | null | undefined,
  publicKey: string | null | undefined,
): PaymentProviderResult {
  if (provider !== 'omise' && provider !== 'gbprimepay')
    return { ok: false, code: 'unknownProvider', message: 'payment provider must be omise or gbprimepay' };
  const key = publicKey?.trim() ?? '';
  if (provider === 'gbprimepay' && key === '')
    return { ok: false, code: 'missingPublicKey', message: 'gbprimepay needs a public key' };
  return { ok: true, provider, publicKey: key === '' ? null : key };
}
