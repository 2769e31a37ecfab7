/**
 * Bank-card vouchers are valid for some card ranges only. The card number travels masked: its first
 * 11 digits and then XXXX; only those digits are compared with a range's prefix (6 to 11 digits).
 */

/** How many leading digits of a card number are sent. */
export const CARD_DIGITS_SENT = 11;

/** A card number as it is sent: the first 11 digits followed by XXXX; null without 11 digits. */
export function maskCardNumber(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < CARD_DIGITS_SENT) return null;
  return `${digits.slice(0, CARD_DIGITS_SENT)}XXXX`;
}

/** The leading digits of a masked (or plain) card number; null when it does not start with 11 digits. */
export function cardDigits(ccNumber: string): string | null {
  const match = /^(\d{11})(?:X{4}|\d{2,8})?$/i.exec(ccNumber.replace(/[\s-]/g, ''));
  return match?.[1] ?? null;
}

/** Whether the card is in one of the ranges; an unreadable number is in none. */
export function cardInRanges(ccNumber: string, prefixes: readonly string[]): boolean {
  const digits = cardDigits(ccNumber);
  if (!digits) return false;
  return prefixes.some((prefix) => prefix.length > 0 && digits.startsWith(prefix));
}
