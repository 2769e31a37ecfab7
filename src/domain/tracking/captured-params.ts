import { TRACKING_PARAMS, type TrackingParam } from '@/domain/tracking/cookie-lifetimes';

/** A captured value is cut to this many characters (a maps token is about 100; utm tags are short). */
export const MAX_TRACKING_VALUE_LENGTH = 200;

/**
 * The tracking parameters of a landing URL's query that are kept (tests/domain/tracking/captured-params.test.ts):
 * only the six known names, the first value of each, trimmed, without control characters and at most
 * MAX_TRACKING_VALUE_LENGTH long; an empty one is not kept. Anything else in the query (tokens, ids,
 * the partner mode) is never a tracking value.
 */
export function capturedParams(search: string | URLSearchParams): Partial<Record<TrackingParam, string>> {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept: Partial<Record<TrackingParam, string>> = {};
  for (const name of TRACKING_PARAMS) {
    const value = cleanTrackingValue(query.get(name));
    if (value !== null) kept[name] = value;
  }
  return kept;
}

/** A tracking value as it may be stored, or null when nothing usable is left. */
export function cleanTrackingValue(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const value = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_TRACKING_VALUE_LENGTH);
  return value === '' ? null : value;
}
