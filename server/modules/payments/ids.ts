import { randomBytes } from 'node:crypto';

/** Gateway-style ids (chrg_test_…, tokn_test_…): the prefix tells the object, 20 hex chars of randomness. */
export function gatewayId(prefix: 'chrg' | 'tokn' | 'src' | 'cust' | 'card' | 'evnt' | 'rfnd'): string {
  return `${prefix}_test_${randomBytes(10).toString('hex')}`;
}

/** ≥128 random bits, URL-safe: ids that appear in URLs (payment return URLs) and must not be guessable. */
export function unguessablePublicId(): string {
  return randomBytes(18).toString('base64url');
}
