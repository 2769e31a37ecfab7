import type { ServerContext } from '../../context';

/**
 * Time of the booking module: the instant comes from the context (tests inject a clock), dates and
 * start times are Asia/Bangkok wall time (UTC+7, no daylight saving), like the seed and the PWA.
 */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export function nowOf(ctx: ServerContext): Date {
  return ctx.now ? ctx.now() : new Date();
}

/** 'YYYY-MM-DD' of the instant in Bangkok. */
export function bangkokToday(now: Date): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'HH:mm' of the instant in Bangkok. */
export function bangkokTime(now: Date): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(11, 16);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as opening_hours and inventories count them. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A real calendar date (2026-02-30 is not). */
export function isRealDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === date;
}

/** ISO 8601 with the Bangkok offset, e.g. 2026-11-21T19:10:00+07:00 (the contract's expiredAt). */
export function bangkokIso(instant: Date): string {
  return `${new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}
