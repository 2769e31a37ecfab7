/**
 * What each applied voucher takes off a booking's total, in minor units. Fixed vouchers take their
 * value, percent vouchers their share of the total up to their cap, gift vouchers what is left of their
 * stored value. Non-gift vouchers come first, then gifts pay what remains; together they never take
 * more than the total.
 */

export interface DiscountVoucher {
  id: number;
  category: 'gift' | 'restaurant' | 'bank' | 'first_app';
  amountType: 'fixed' | 'percent' | 'stored';
  valueMinor: number;
  percent: number | null;
  maxDiscountMinor: number | null;
  amountUsedMinor: number;
}

export interface UsedVoucher {
  id: number;
  amountMinor: number;
}

/** What one voucher could take off `totalMinor` on its own. */
export function voucherAmountMinor(voucher: DiscountVoucher, totalMinor: number): number {
  const total = Math.max(0, Math.floor(totalMinor));
  let amount: number;
  if (voucher.amountType === 'stored') amount = voucher.valueMinor - voucher.amountUsedMinor;
  else if (voucher.amountType === 'percent') {
    // Whole satang, rounded down: a discount never grows by rounding.
    amount = Math.floor((total * (voucher.percent ?? 0)) / 100);
    if (voucher.maxDiscountMinor != null) amount = Math.min(amount, voucher.maxDiscountMinor);
  } else amount = voucher.valueMinor;
  return Math.max(0, Math.min(amount, total));
}

/** Each voucher's part of the discount, in the order they pay; the sum is at most the total. */
export function usedVouchers(vouchers: readonly DiscountVoucher[], totalMinor: number): UsedVoucher[] {
  const ordered = [
    ...vouchers.filter((v) => v.category !== 'gift'),
    ...vouchers.filter((v) => v.category === 'gift'),
  ];
  let remaining = Math.max(0, Math.floor(totalMinor));
  return ordered.map((voucher) => {
    const amountMinor = Math.min(remaining, voucherAmountMinor(voucher, remaining));
    remaining -= amountMinor;
    return { id: voucher.id, amountMinor };
  });
}

/** The whole discount of a list. */
export function discountMinor(vouchers: readonly DiscountVoucher[], totalMinor: number): number {
  return usedVouchers(vouchers, totalMinor).reduce((sum, used) => sum + used.amountMinor, 0);
}
