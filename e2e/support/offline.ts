import { expect, type CDPSession, type Page } from '@playwright/test';

/**
 * Offline in the journeys: every journey goes offline with goOffline and back with goOnline, and navigates
 * offline with reloadOffline / gotoOffline (eslint refuses `setOffline` in e2e/ outside this file).
 *
 * Playwright's offline emulation survives a reload or a navigation for the network (requests still fail),
 * but in Debian Chromium 150 the new document starts with `navigator.onLine === true` and never gets an
 * `offline` event, so the app cannot know it is offline. Playwright does not send the same state twice.
 * These helpers hold a CDP session of their own on the page and send it the offline conditions after each
 * offline navigation: the document then reads `navigator.onLine === false` and gets its `offline` event,
 * with no online moment in between. (The earlier way, turning the context's emulation off and on behind
 * an abort-all route, let a request reach the server in that moment: with a service worker in control,
 * the route does not see the page's requests. Measured: 1 request of about 20 rounds of 4 fetch loops
 * got an answer, and package-tickets.spec.ts once showed the server's copy of a ticket it expected offline.)
 * The session's conditions hold until it is detached, so goOnline detaches it.
 */
const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const offlineSessions = new WeakMap<Page, CDPSession>();

/** The whole context goes offline: this page's document, its other pages and the service worker. */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
}

/**
 * Back online. The document gets its `online` event from the context's emulation first; the page's own
 * session is detached right after, so for those few milliseconds a request fails as it would on a
 * network that is just coming back (the app's GETs retry).
 */
export async function goOnline(page: Page): Promise<void> {
  const pages = page.context().pages();
  await page.context().setOffline(false);
  for (const each of pages) {
    const session = offlineSessions.get(each);
    offlineSessions.delete(each);
    await session?.detach().catch(() => undefined);
  }
}

export async function reloadOffline(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await tellDocumentOffline(page);
}

export async function gotoOffline(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await tellDocumentOffline(page);
}

async function tellDocumentOffline(page: Page): Promise<void> {
  let session = offlineSessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    offlineSessions.set(page, session);
    await session.send('Network.enable');
  }
  await session.send('Network.emulateNetworkConditions', OFFLINE);
}

/** idb-keyval's entry of the persisted query cache (src/lib/query/persister.ts). */
export const QUERY_CACHE_ENTRY = 'hh-query-cache';

/** What idb-keyval's default store holds under `key`, as text ('' when nothing). */
export function storedText(page: Page, key: string = QUERY_CACHE_ENTRY): Promise<string> {
  return page.evaluate(
    (k) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve('');
            return;
          }
          const get = db.transaction('keyval').objectStore('keyval').get(k);
          get.onerror = () => {
            db.close();
            reject(new Error(String(get.error)));
          };
          get.onsuccess = () => {
            const value: unknown = get.result;
            db.close();
            resolve(value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
          };
        };
      }),
    key,
  );
}

export /** Forgets what idb-keyval holds under `key` (as a device that never opened the booking's confirmation). */
function forgetStored(page: Page, key: string): Promise<void> {
  return page.evaluate(
    (k) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').delete(k);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error(String(tx.error)));
        };
      }),
    key,
  );
}

interface PersistedQueries {
  clientState?: { queries?: { queryKey: unknown; state?: { data?: unknown } }[] };
}

/**
 * Waits until the persisted query cache holds a query whose key names `part` and, when `data` is given,
 * whose data's JSON contains it. The key alone is not enough after a change: the persister writes at most
 * once a second, so the entry may still hold the copy from before the change (a "waiting for payment"
 * order after it was paid) when the journey goes offline on a busy machine.
 */
export async function waitForPersistedQuery(page: Page, part: string, data?: string): Promise<void> {
  await expect
    .poll(async () => {
      const text = await storedText(page);
      const queries = text ? ((JSON.parse(text) as PersistedQueries).clientState?.queries ?? []) : [];
      return queries.some(
        (q) => JSON.stringify(q.queryKey).includes(part) && (data === undefined || JSON.stringify(q.state?.data ?? null).includes(data)),
      );
    })
    .toBe(true);
}
