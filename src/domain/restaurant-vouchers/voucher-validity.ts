/**
 * The last day a bought restaurant voucher can be used (tests/domain/restaurant-vouchers/voucher-validity.test.ts):
 * `days` days after the Bangkok date it was paid (`paidOn`, YYYY-MM-DD), so a voucher valid 30 days and
 * paid on 1 March is still good on 31 March.
 */
export function voucherValidUntil(paidOn: string, days: number): string {
  const until = new Date(`${paidOn}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + days);
  return until.toISOString().slice(0, 10);
}
