/// <reference lib="WebWorker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isCatalogueApiRequest, isImageRequest, type RequestLike } from './cache-policy';

declare const self: ServiceWorkerGlobalScope;

export const CATALOGUE_CACHE = 'hh-catalogue-v1';
export const IMAGES_CACHE = 'hh-images-v1';

const DAY_S = 24 * 60 * 60;

function toRequestLike(url: URL, request: Request): RequestLike {
  return { url, method: request.method, hasAuthorization: request.headers.has('Authorization') };
}

/**
 * Runtime caches: catalogue GETs stale-while-revalidate, images cache-first, both
 * bounded. Everything else (account, booking, payment, any write) goes to the network untouched
 * (tested in tests/sw/cache-policy.test.ts and e2e/offline.spec.ts).
 */
export function setupRuntimeCaching(): void {
  const origin = self.location.origin;

  registerRoute(
    ({ url, request }) => isCatalogueApiRequest(toRequestLike(url, request), origin),
    new StaleWhileRevalidate({
      cacheName: CATALOGUE_CACHE,
      plugins: [
        // Opaque (0) or OK (200) only: a 4xx/5xx/503 must never replace good data.
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );

  registerRoute(
    ({ url, request }) => isImageRequest(toRequestLike(url, request), origin),
    new CacheFirst({
      cacheName: IMAGES_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );
}
