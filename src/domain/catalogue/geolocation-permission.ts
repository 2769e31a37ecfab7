/**
 * Near-me location rules (tests/domain/catalogue/geolocation-permission.test.ts): permission prompt or
 * granted allows the lookup, anything else is refused with one of two messages; 5000 ms, high accuracy.
 */

/** The options of every position lookup. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 5000 } as const;

/**
 * Whether a position may be asked for, given the Permissions API state of 'geolocation'. Without the
 * Permissions API (state unknown) the lookup is tried: the browser's own prompt then decides.
 */
export function locationLookupAllowed(state: string | undefined): boolean {
  if (state === undefined) return true;
  return state === 'prompt' || state === 'granted';
}

/**
 * Which of the two messages a failed lookup shows:
 * - 'browser' ('Please allow location access in your browser'): the site's permission is denied, by the
 *   Permissions API state or by GeolocationPositionError.PERMISSION_DENIED (1);
 * - 'device' ('Please turn on permission location on your device settings'): the browser may ask but the
 *   device gives no position — POSITION_UNAVAILABLE (2), TIMEOUT (3), or no geolocation support at all.
 */
export type LocationFailure = 'browser' | 'device';

export function locationFailure(cause: { permission?: string; errorCode?: number }): LocationFailure {
  if (cause.permission !== undefined && !locationLookupAllowed(cause.permission)) return 'browser';
  return cause.errorCode === 1 ? 'browser' : 'device';
}

/** Positions are rounded to 4 decimals (about 11 m): enough to search nearby, stable as a cache key. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
