/** The smallest gift card one can buy, in baht: below it the card is not worth a meal. */
export const GIFT_CARD_MIN_BAHT = 100;
/** The largest, in baht: a stored value bought by a QR payment is kept within a prudent bound. */
export const GIFT_CARD_MAX_BAHT = 50_000;

export type GiftCardAmountRefusal = 'amountEmpty' | 'amountNotWhole' | 'amountOutOfRange';

/**
 * The amount a buyer typed, checked the same way on the page and on the server
 * (tests/domain/gift-cards/gift-card-amount.test.ts): nothing typed is "enter the amount first"; else a
 * whole number of baht from GIFT_CARD_MIN_BAHT to GIFT_CARD_MAX_BAHT. Thousands separators are allowed.
 */
export function checkGiftCardAmount(
  input: string | number | null | undefined,
): { ok: true; baht: number } | { ok: false; refusal: GiftCardAmountRefusal } {
  const text = typeof input === 'number' ? String(input) : (input ?? '').replace(/[,\s]/g, '');
  if (text === '') return { ok: false, refusal: 'amountEmpty' };
  if (!/^\d+$/.test(text)) return { ok: false, refusal: 'amountNotWhole' };
  const baht = Number(text);
  if (baht < GIFT_CARD_MIN_BAHT || baht > GIFT_CARD_MAX_BAHT) return { ok: false, refusal: 'amountOutOfRange' };
  return { ok: true, baht };
}
