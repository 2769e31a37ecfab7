/**
 * How long each tracking cookie lives (tests/domain/tracking/cookie-lifetimes.test.ts): a campaign's
 * utm tags a week, a click id and the maps booking token a month, as the ad partners' attribution
 * windows expect.
 */
export const UTM_COOKIE_DAYS = 7;
export const CLICK_ID_COOKIE_DAYS = 30;

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_version'] as const;
export const CLICK_ID_PARAMS = ['ia_click_id', 'rwg_token', 'ac_click_id'] as const;
/** Every query parameter kept as a tracking cookie, under its own name. */
export const TRACKING_PARAMS = [...UTM_PARAMS, ...CLICK_ID_PARAMS] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

const DAY_SECONDS = 24 * 60 * 60;

export function cookieDays(name: TrackingParam): number {
  return (UTM_PARAMS as readonly string[]).includes(name) ? UTM_COOKIE_DAYS : CLICK_ID_COOKIE_DAYS;
}

/** The cookie's Max-Age. */
export function cookieMaxAgeSeconds(name: TrackingParam): number {
  return cookieDays(name) * DAY_SECONDS;
}

/** When a cookie written at `now` expires. */
export function cookieExpiresAt(name: TrackingParam, now: Date): Date {
  return new Date(now.getTime() + cookieMaxAgeSeconds(name) * 1000);
}
