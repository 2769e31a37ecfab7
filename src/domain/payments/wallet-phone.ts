export type WalletPhoneResult =
  | { ok: true; phone: string }
  | { ok: false; refusal: 'walletPhoneEmpty' | 'walletPhoneInvalid' };

/**
 * The TrueMoney Wallet's phone number as typed on a buy page: spaces, dashes and dots dropped, +66 (or
 * 66) read as the leading 0, then a Thai mobile number of ten digits (06, 08 or 09). What is sent is the
 * local form, e.g. 0812345678, which the gateway's wallet source takes.
 */
export function checkWalletPhone(raw: string): WalletPhoneResult {
  const compact = raw.replace(/[\s().-]/g, '');
  if (compact === '') return { ok: false, refusal: 'walletPhoneEmpty' };
  const local = compact.replace(/^\+?66(?=\d{9}$)/, '0');
  if (!/^0[689]\d{8}$/.test(local)) return { ok: false, refusal: 'walletPhoneInvalid' };
  return { ok: true, phone: local };
}
