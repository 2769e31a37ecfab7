/// <reference lib="WebWorker" />
import { setupNavigation } from './navigation';
import { setupPrecache } from './precache';
import { setupRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope;

/**
 * The service worker, a small program of its own. No skipWaiting/clientsClaim on install: a new version waits until
 * the page asks (the refresh banner, src/lib/pwa/register-sw.ts), so it never takes over mid-booking.
 */
setupPrecache();
setupRuntimeCaching();
setupNavigation();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
