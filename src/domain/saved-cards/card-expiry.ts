/** What the expiry rules need of a saved card: the month (1–12) and the four-digit year printed on it. */
export interface CardExpiry {
  expirationMonth: number;
  expirationYear: number;
}

/** Cards are issued and used in Thailand: the month ends at midnight Bangkok time (UTC+7, no DST). */
const BANGKOK_OFFSET_MS = 7 * 3600_000;

/**
 * A card is good through the last day of its expiry month, so it has expired once the month after it
 * has begun (tests/domain/saved-cards/card-expiry.test.ts). `now` is passed in.
 */
export function cardExpired(card: CardExpiry, now: Date): boolean {
  const local = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  const current = local.getUTCFullYear() * 12 + local.getUTCMonth();
  const last = card.expirationYear * 12 + (card.expirationMonth - 1);
  return current > last;
}

/** The expiry as printed on the card: MM/YY. */
export function expiryText(card: CardExpiry): string {
  return `${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear % 100).padStart(2, '0')}`;
}

/** The number as a saved card shows it: only its last four digits. */
export function maskedCardNumber(lastDigits: string): string {
  return `•••• ${lastDigits}`;
}
