import { voucherValidUntil } from '@/domain/restaurant-vouchers/voucher-validity';

/**
 * The last day a bought copy of a voucher group's voucher can be used
 * (tests/domain/voucher-groups/group-copy-validity.test.ts): the group's `days` after the Bangkok date it
 * was paid (`paidOn`, YYYY-MM-DD), but never past the last day of the voucher it copies, whose own
 * terms end then.
 */
export function groupCopyValidUntil(paidOn: string, days: number, templateUntil: string): string {
  const until = voucherValidUntil(paidOn, days);
  return until < templateUntil ? until : templateUntil;
}
