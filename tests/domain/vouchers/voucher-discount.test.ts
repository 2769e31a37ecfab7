import { describe, expect, it } from 'vitest';
import {
  discountMinor,
  usedVouchers,
  voucherAmountMinor,
  type DiscountVoucher,
} from '@/domain/vouchers/voucher-discount';

const fixed: DiscountVoucher = {
  id: 1,
  category: 'restaurant',
  amountType: 'fixed',
  valueMinor: 10_000,
  percent: null,
  maxDiscountMinor: null,
  amountUsedMinor: 0,
};
const percent: DiscountVoucher = {
  ...fixed,
  id: 2,
  amountType: 'percent',
  valueMinor: 0,
  percent: 15,
  maxDiscountMinor: 30_000,
};
const gift: DiscountVoucher = {
  ...fixed,
  id: 3,
  category: 'gift',
  amountType: 'stored',
  valueMinor: 50_000,
  amountUsedMinor: 20_000,
};

describe('voucherAmountMinor', () => {
  it('takes a fixed value, never more than the total', () => {
    expect(voucherAmountMinor(fixed, 50_000)).toBe(10_000);
    expect(voucherAmountMinor(fixed, 6_000)).toBe(6_000);
  });
  it('takes a percent rounded down, up to its cap', () => {
    expect(voucherAmountMinor(percent, 100_001)).toBe(15_000);
    expect(voucherAmountMinor(percent, 1_000_000)).toBe(30_000);
  });
  it('takes what is left of a gift', () => {
    expect(voucherAmountMinor(gift, 100_000)).toBe(30_000);
    expect(voucherAmountMinor({ ...gift, amountUsedMinor: 50_000 }, 100_000)).toBe(0);
  });
});

describe('usedVouchers', () => {
  it('lets non-gift vouchers pay first, then gifts, never past the total', () => {
    const gift2 = { ...gift, id: 4, amountUsedMinor: 0 };
    expect(usedVouchers([gift, gift2], 60_000)).toEqual([
      { id: 3, amountMinor: 30_000 },
      { id: 4, amountMinor: 30_000 },
    ]);
    expect(usedVouchers([gift, fixed], 35_000)).toEqual([
      { id: 1, amountMinor: 10_000 },
      { id: 3, amountMinor: 25_000 },
    ]);
    expect(discountMinor([gift, gift2, fixed], 20_000)).toBe(20_000);
    expect(discountMinor([], 20_000)).toBe(0);
  });
});
