/**
 * Set by the service worker on an answer it stored for offline use, with the time it stored it (ISO
 * 8601). The worker's network-first routes (availability) serve a stored answer only when the network
 * fails, so a page that sees this header knows it is reading an answer of that time, possibly out of
 * date (tests/sw/cache-policy.test.ts; src/api/transport.ts reads it into `cachedAt`).
 */
export const CACHED_AT_HEADER = 'X-HH-Cached-At';
