import { test as base, expect, type Page, type Response } from '@playwright/test';
import { holdExclusive, holdShared } from './server-lock';

/** Loopback or in-page URLs; anything else would mean the app reaches the internet. */
export function isLocal(url: string): boolean {
  if (/^(data|blob|about|chrome|chrome-extension|devtools):/.test(url)) return true;
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/** Navigates within the app and waits until the page has loaded; fails on an HTTP error. */
export async function gotoApp(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response) throw new Error(`no response for ${path}`);
  expect(response.status(), `GET ${path}`).toBeLessThan(400);
  return response;
}

interface Options {
  /**
   * The test changes what the shared server serves to every page (the published realtime version, the
   * served sw.js) and undoes it before it ends: it runs alone (`test.use({ changesSharedServer: true })`).
   */
  changesSharedServer: boolean;
}

interface Fixtures {
  /** Holds the shared server's readers-writer lock for the test (support/server-lock.ts). */
  serverLock: void;
  /** Every request the page or its service worker made that left loopback (should stay empty). */
  offLoopbackRequests: string[];
  /** Console messages about Content-Security-Policy violations (should stay empty). */
  cspViolations: string[];
  gotoApp: (path: string) => Promise<Response>;
}

export const test = base.extend<Fixtures & Options>({
  changesSharedServer: [false, { option: true }],
  serverLock: [
    async ({ changesSharedServer }, use) => {
      const release = changesSharedServer ? await holdExclusive() : await holdShared();
      try {
        await use();
      } finally {
        release();
      }
    },
    { auto: true },
  ],
  offLoopbackRequests: [
    async ({ context }, use) => {
      const off: string[] = [];
      context.on('request', (request) => {
        if (!isLocal(request.url())) off.push(`${request.method()} ${request.url()}`);
      });
      await use(off);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const found: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) found.push(msg.text());
      });
      await use(found);
    },
    { auto: true },
  ],
  gotoApp: async ({ page }, use) => {
    await use((path) => gotoApp(page, path));
  },
});

export { expect };
