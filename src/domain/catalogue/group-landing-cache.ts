/** Bangkok is UTC+7 all year (no daylight saving), so its hours need no time-zone library. */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The start (epoch ms) of the Asia/Bangkok clock hour that contains `nowMs`. */
export function startOfBangkokHour(nowMs: number): number {
  const local = nowMs + BANGKOK_OFFSET_MS;
  return local - (((local % HOUR_MS) + HOUR_MS) % HOUR_MS) - BANGKOK_OFFSET_MS;
}

/**
 * The group landing cache refreshes when empty or older than the current hour (tested in
 * tests/domain/catalogue/group-landing-cache.test.ts).
 * Fresh only when it was saved within the current Bangkok hour; an empty cache (null) is stale, and so
 * is a time in the future (a clock set back since), which we cannot trust.
 */
export function isGroupLandingCacheFresh(savedAtMs: number | null | undefined, nowMs: number): boolean {
  if (savedAtMs === null || savedAtMs === undefined || !Number.isFinite(savedAtMs)) return false;
  return savedAtMs >= startOfBangkokHour(nowMs) && savedAtMs <= nowMs;
}
