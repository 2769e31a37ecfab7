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
  // A page the server painted (decision 0059) is inert until the app has hydrated it. A diner cannot touch
  // it before; Playwright's fill and selectOption could, and what they changed would never reach the app.
  // (A page that sent the browser elsewhere, such as the gateway's 3-D Secure page, has no #root at all.)
  await expect(page.locator('#root[inert]')).toHaveCount(0);
  return response;
}

interface Options {
  /**
   * The test changes what the shared server serves to every page (the published realtime version, the
   * served sw.js) and undoes it before it ends: it runs alone (`test.use({ changesSharedServer: true })`).
   */
  changesSharedServer: boolean;
  /**
   * The visitor's answer to the cookie consent bar before the test starts. The bar is a lazy chunk that
   * appears 3 s after the footer mounts, fixed over the bottom of the screen: left unanswered it covers
   * whatever a journey clicks there at a moment that depends on the machine's speed. So every journey
   * starts as a returning visitor who accepted, unless it is about the bar itself
   * (`test.use({ cookieConsent: 'unanswered' })`). A choice made during the test is kept.
   */
  cookieConsent: 'accepted' | 'refused' | 'unanswered';
}

interface Fixtures {
  /** Stores `cookieConsent` on the device before any page of the test loads. */
  answeredConsent: void;
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
  cookieConsent: ['accepted', { option: true }],
  answeredConsent: [
    async ({ context, cookieConsent }, use) => {
      if (cookieConsent !== 'unanswered') {
        await context.addInitScript((answer) => {
          try {
            if (window.localStorage.getItem('hh-cookie-consent') === null) window.localStorage.setItem('hh-cookie-consent', answer);
          } catch {
            // about:blank and opaque origins have no storage; the app's pages do.
          }
        }, cookieConsent);
      }
      await use();
    },
    { auto: true },
  ],
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
