/// <reference lib="WebWorker" />
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './cache-policy';

/** SPA navigations get the precached index.html (works offline); /api and /images go to the network. */
export function setupNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NAVIGATION_DENYLIST] }));
}
