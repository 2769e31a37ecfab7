/// <reference lib="WebWorker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHED_AT_HEADER } from '@/contract/cache-headers';
import { runtimeStrategyOf, type RequestLike } from './cache-policy';

declare const self: ServiceWorkerGlobalScope;

export const CATALOGUE_CACHE = 'hh-catalogue-v1';
export const IMAGES_CACHE = 'hh-images-v1';
export const AVAILABILITY_CACHE = 'hh-availability-v1';

const DAY_S = 24 * 60 * 60;

function toRequestLike(url: URL, request: Request): RequestLike {
  return { url, method: request.method, hasAuthorization: request.headers.has('Authorization') };
}

/**
 * Stamps the copy that goes into the cache with the time it was stored: NetworkFirst hands the page the
 * network's own response, so the page sees the stamp only on an answer read back from the cache.
 */
const stampCachedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * Runtime caches, per runtimeStrategyOf (cache-policy.ts): seats left network-first (from the cache only
 * when offline, stamped with their time), other catalogue GETs stale-while-revalidate, images
 * cache-first, all bounded. Everything else (account, booking, payment, any write) goes to the network
 * untouched (tested in tests/sw/cache-policy.test.ts, e2e/offline.spec.ts and
 * e2e/booking-availability.spec.ts).
 */
export function setupRuntimeCaching(): void {
  const origin = self.location.origin;
  const strategyIs = (strategy: ReturnType<typeof runtimeStrategyOf>) => ({ url, request }: { url: URL; request: Request }) =>
    runtimeStrategyOf(toRequestLike(url, request), origin) === strategy;

  registerRoute(
    strategyIs('network-first'),
    new NetworkFirst({
      cacheName: AVAILABILITY_CACHE,
      plugins: [
        // Only good answers are kept (CacheableResponsePlugin runs first), then stamped.
        new CacheableResponsePlugin({ statuses: [200] }),
        stampCachedAt,
        new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: DAY_S, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );

  registerRoute(
    strategyIs('stale-while-revalidate'),
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
    strategyIs('cache-first'),
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
