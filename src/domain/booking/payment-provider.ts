/**
 * The card payment provider (spec booking §5, config selectedPaymentProvider): it must be omise or
 * gbprimepay, and gbprimepay also needs the restaurant's public key (restaurant detail paymentPublicKey)
 * for its browser script. Exact, lowercase names as the config sends them; the code table's gateway
 * spelling "gb_primepay" is a different field (the gateway), not accepted here.
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
