/**
 * Bangkok's calendar day of an instant, YYYY-MM-DD (tests/domain/date/bangkok-iso-day.test.ts).
 * Thailand keeps UTC+7 all year (no daylight saving), so a fixed offset gives the same day as a time-zone
 * formatter at a fraction of the cost: building `Intl.DateTimeFormat` with `Asia/Bangkok` on every render
 * showed up in the first-paint traces.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export function bangkokIsoDay(now: Date): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
