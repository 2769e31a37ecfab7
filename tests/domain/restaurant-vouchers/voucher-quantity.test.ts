import { describe, expect, it } from 'vitest';
import {
  checkVoucherQuantity,
  MAX_RESTAURANT_VOUCHERS_PER_ORDER,
  voucherOrderTotal,
} from '@/domain/restaurant-vouchers/voucher-quantity';

describe('checkVoucherQuantity', () => {
  it('allows 1 to the offer maximum, never above the order maximum', () => {
    expect(checkVoucherQuantity(1, 5)).toEqual({ ok: true });
    expect(checkVoucherQuantity(5, 5)).toEqual({ ok: true });
    expect(checkVoucherQuantity(6, 5)).toEqual({ ok: false, max: 5 });
    expect(checkVoucherQuantity(11, 50)).toEqual({ ok: false, max: MAX_RESTAURANT_VOUCHERS_PER_ORDER });
  });

  it('refuses zero, negatives and fractions', () => {
    for (const q of [0, -1, 1.5, Number.NaN]) expect(checkVoucherQuantity(q, 5).ok).toBe(false);
  });

  it('totals the price the buyer pays, not the face value', () => {
    expect(voucherOrderTotal(89_900, 3)).toBe(269_700);
  });
});
