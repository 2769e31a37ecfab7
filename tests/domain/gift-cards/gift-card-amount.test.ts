import { describe, expect, it } from 'vitest';
import { checkGiftCardAmount, GIFT_CARD_MAX_BAHT, GIFT_CARD_MIN_BAHT } from '@/domain/gift-cards/gift-card-amount';

describe('checkGiftCardAmount', () => {
  it('asks for an amount first when nothing is typed', () => {
    expect(checkGiftCardAmount('')).toEqual({ ok: false, refusal: 'amountEmpty' });
    expect(checkGiftCardAmount('  ')).toEqual({ ok: false, refusal: 'amountEmpty' });
    expect(checkGiftCardAmount(null)).toEqual({ ok: false, refusal: 'amountEmpty' });
  });

  it('takes whole baht within the bounds, with thousands separators', () => {
    expect(checkGiftCardAmount('1,500')).toEqual({ ok: true, baht: 1500 });
    expect(checkGiftCardAmount(GIFT_CARD_MIN_BAHT)).toEqual({ ok: true, baht: GIFT_CARD_MIN_BAHT });
    expect(checkGiftCardAmount(GIFT_CARD_MAX_BAHT)).toEqual({ ok: true, baht: GIFT_CARD_MAX_BAHT });
  });

  it('refuses fractions, signs and text, and amounts outside the bounds', () => {
    expect(checkGiftCardAmount('10.5')).toEqual({ ok: false, refusal: 'amountNotWhole' });
    expect(checkGiftCardAmount(-500)).toEqual({ ok: false, refusal: 'amountNotWhole' });
    expect(checkGiftCardAmount('abc')).toEqual({ ok: false, refusal: 'amountNotWhole' });
    expect(checkGiftCardAmount(GIFT_CARD_MIN_BAHT - 1)).toEqual({ ok: false, refusal: 'amountOutOfRange' });
    expect(checkGiftCardAmount(GIFT_CARD_MAX_BAHT + 1)).toEqual({ ok: false, refusal: 'amountOutOfRange' });
  });
});
