/**
 * Which vouchers a booking may hold together. A gift voucher combines with gift vouchers only (adding one
 * drops any other kind); any other voucher replaces the whole list. The same code is never added twice.
 */

export interface CombinableVoucher {
  code: string;
  isGift: boolean;
}

export type Combination<V extends CombinableVoucher> =
  { kind: 'ok'; list: V[] } | { kind: 'alreadyInserted' };

/** Codes are compared without case and surrounding spaces. */
export function sameCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

export function addVoucher<V extends CombinableVoucher>(list: readonly V[], voucher: V): Combination<V> {
  if (list.some((v) => sameCode(v.code, voucher.code))) return { kind: 'alreadyInserted' };
  if (!voucher.isGift) return { kind: 'ok', list: [voucher] };
  return { kind: 'ok', list: [...list.filter((v) => v.isGift), voucher] };
}

/** Whether a list as a whole follows the rule (what a reservation's codes must satisfy). */
export function validCombination(list: readonly CombinableVoucher[]): boolean {
  const codes = new Set(list.map((v) => v.code.trim().toUpperCase()));
  if (codes.size !== list.length) return false;
  return list.length <= 1 || list.every((v) => v.isGift);
}

export function removeVoucher<V extends CombinableVoucher>(list: readonly V[], code: string): V[] {
  return list.filter((v) => !sameCode(v.code, code));
}
