import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page. sw/sw.ts has no clientsClaim (a new worker never
 * takes over a page on its own), so the page that registered it is not controlled: once the worker is
 * `activated` one reload puts the page under its control. `serviceWorker.ready` alone is not enough,
 * the worker may still be `activating` (measured in Debian Chromium).
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
  if (!(await isControlled(page))) await page.reload({ waitUntil: 'load' });
  await expect.poll(() => isControlled(page), { message: 'the service worker controls the page' }).toBe(true);
}

export function isControlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/** Every URL stored in any Cache Storage cache of the page's origin, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => request.url);
    }
    return out;
  });
}
