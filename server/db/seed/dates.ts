/** Dates of the seed: everything is relative to "today in Asia/Bangkok", passed in, never read here. */

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the given instant in Asia/Bangkok (UTC+7, no daylight saving). */
export function bangkokDate(instant: Date): string {
  return new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' + n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight of `date` in Bangkok, as an instant. */
export function bangkokMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+07:00`);
}

export function assertIsoDate(date: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new Error(`seed: today must be YYYY-MM-DD, got ${date}`);
  }
}
