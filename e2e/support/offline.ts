import { expect, type Page, type Route } from '@playwright/test';

/**
 * Navigating while the browser context is offline.
 *
 * Playwright's offline emulation survives a reload or a navigation for the network (requests still fail),
 * but in Debian Chromium 150 the new document starts with `navigator.onLine === true` and never gets an
 * `offline` event, so the app cannot know it is offline. Setting offline again is a no-op; turning it off
 * and on re-sends the emulation, and the page gets its `offline` event. Without
 * the toggle the document also stays offline after `setOffline(false)` (fetch fails until the next reload). Measured with a throwaway journey:
 * before reload false, after reload true (fetch fails), after set(true) true, after the toggle false.
 * Every journey that reloads or navigates offline goes through these two helpers.
 */
export async function reloadOffline(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await reassertOffline(page);
}

export async function gotoOffline(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await reassertOffline(page);
}

// While the emulation is briefly off, every request (the service worker's too) is aborted as if offline:
// a request slipping through that gap would make a journey see online data (measured: the confirmation
// page then showed the server's copy instead of the one saved on the device).
const abortAsOffline = (route: Route): Promise<void> => route.abort('internetdisconnected');

async function reassertOffline(page: Page): Promise<void> {
  const context = page.context();
  await context.route('**/*', abortAsOffline);
  await context.setOffline(false);
  await context.setOffline(true);
  await context.unroute('**/*', abortAsOffline);
}

/** Waits until the persisted query cache (IndexedDB) holds a query whose key names `part`. */
export async function waitForPersistedQuery(page: Page, part: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onsuccess = () => {
              const get = open.result.transaction('keyval').objectStore('keyval').get('hh-query-cache');
              get.onsuccess = () => resolve(JSON.stringify(get.result ?? '').includes(wanted));
              get.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
        part,
      ),
    )
    .toBe(true);
}
