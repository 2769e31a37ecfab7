import { randomBytes } from 'node:crypto';

/** Gateway-style ids (chrg_test_…, tokn_test_…): the prefix tells the object, 20 hex chars of randomness. */
export function gatewayId(prefix: 'chrg' | 'tokn' | 'src' | 'cust' | 'card' | 'evnt' | 'rfnd'): string {
  return `${prefix}_test_${randomBytes(10).toString('hex')}`;
}

/** ≥128 random bits, URL-safe: ids that appear in URLs (payment return URLs) and must not be guessable. */
export function unguessablePublicId(): string {
  return randomBytes(18).toString('base64url');
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A bought voucher's code: the kind's prefix (RV for a restaurant's voucher, VG for a voucher group's copy),
 * then 130 random bits in upper-case base32 (voucher codes are matched without case), grouped to be read out.
 */
export function purchasedVoucherCode(prefix: 'RV' | 'VG'): string {
  const chars = Array.from(randomBytes(26), (b) => BASE32[b & 31]).join('');
  return `${prefix}-${chars.match(/.{1,6}/g)!.join('-')}`;
}
