/**
 * The booking reference a diner reads out or shows at the door (tests/domain/booking/booking-reference.test.ts).
 *
 * - Eight characters of Crockford's base-32 alphabet: digits and capitals without I, L, O and U, so
 *   nothing a waiter or a diner could misread (1/I/L, 0/O) appears.
 * - Made from 5 random bytes (40 bits, big-endian, 5 bits per character): the reference names a
 *   booking, it does not open one — the confirmation's URL key does that.
 * - Shown in two groups of four, 'ABCD-EFGH', which is how people read it aloud.
 */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_BYTES = 5;
export const REFERENCE_LENGTH = 8;
export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** The reference spelled by 5 bytes (each 5 bits, most significant first, picks one character). */
export function referenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== REFERENCE_BYTES) throw new Error(`a booking reference takes ${REFERENCE_BYTES} bytes`);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = REFERENCE_LENGTH - 1; i >= 0; i--) out += REFERENCE_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

/** 'ABCDEFGH' → 'ABCD-EFGH'; anything that is not a reference is shown as it is. */
export function formatReference(reference: string): string {
  return REFERENCE_PATTERN.test(reference) ? `${reference.slice(0, 4)}-${reference.slice(4)}` : reference;
}
