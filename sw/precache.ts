/// <reference lib="WebWorker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/** Precaches the built shell (the manifest vite-plugin-pwa injects) and drops caches of older builds. */
export function setupPrecache(): void {
  cleanupOutdatedCaches();
  precacheAndRoute(self.__WB_MANIFEST);
}
