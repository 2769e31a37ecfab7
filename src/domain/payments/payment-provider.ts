/**
 * The payment provider of the config (spec booking §3 selectedPaymentProvider, §5): it must be omise or
 * gbprimepay, and gbprimepay needs a public key (the restaurant's card payment provider key).
 */
export type PaymentProviderCheck =
  | { ok: true; provider: 'omise' | 'gbprimepay' }
  | { ok: false; error: 'unknownProvider' | 'missingPublicKey' };

export function checkPaymentProvider(
  provider: string | null | undefined,
  publicKey: string | null | undefined,
): PaymentProviderCheck {
  if (provider !== 'omise' && provider !== 'gbprimepay') return { ok: false, error: 'unknownProvider' };
  if (provider === 'gbprimepay' && !publicKey?.trim()) return { ok: false, error: 'missingPublicKey' };
  return { ok: true, provider };
}
