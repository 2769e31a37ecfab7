/**
 * `at` plus `months` calendar months (UTC), clamped to the month's last day: 31 January + 1 month is
 * 28 or 29 February, never 3 March.
 */
export function addMonths(at: Date, months: number): Date {
  const target = new Date(at.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
