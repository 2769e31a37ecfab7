/** No offer sells more than this many vouchers in one order (the database says the same). */
export const MAX_RESTAURANT_VOUCHERS_PER_ORDER = 10;

/**
 * How many of one restaurant voucher offer a member may buy at once
 * (tests/domain/restaurant-vouchers/voucher-quantity.test.ts): a whole number from 1 to the offer's own
 * maximum, which is itself at most MAX_RESTAURANT_VOUCHERS_PER_ORDER. The page offers only these, and the
 * server checks again against the offer row.
 */
export function checkVoucherQuantity(quantity: number, maxPerOrder: number): { ok: true } | { ok: false; max: number } {
  const max = Math.max(1, Math.min(maxPerOrder, MAX_RESTAURANT_VOUCHERS_PER_ORDER));
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) return { ok: false, max };
  return { ok: true };
}

/** What the buyer pays, in minor units: the offer's price (not its face value) times the quantity. */
export function voucherOrderTotal(priceMinor: number, quantity: number): number {
  return priceMinor * quantity;
}
