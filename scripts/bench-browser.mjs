// npm run bench:browser [-- --runs N]: two figures of "fast on a real phone" that Lighthouse does not give,
// measured in Debian Chromium (CHROME_PATH, default /usr/bin/chromium) through Playwright on a phone-sized
// page (390 × 844), Thai. A benchmark, never a test: it fails only when it cannot measure.
//
// 1. Repeat visit offline: after one online visit (the service worker installed and controlling, the query
//    cache persisted to IndexedDB), the network is cut and the home page reloaded N times (default 5);
//    the figure is the time from the navigation's start to the first restaurant card in the page
//    (a MutationObserver installed before the app's scripts notes it). Goal: ≤ 500 ms.
// 2. Long lists under 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate): home with every section,
//    scrolled to its end, and the search page paged through with its Next link until 100 results have
//    been shown or the catalogue ends. The figure is the longest task the page ran (PerformanceObserver
//    'longtask'), counted from the first load on, and the tasks over 200 ms. Goal: none over 200 ms.
// 3. JS transferred before home is quiet, first visit (decision 0064): every script the home page fetched
//    from the navigation until the load event and one second after it with no new script, as sent
//    (compressed: resource timing's encodedBodySize). `npm run bench:bundle` counts the same from the
//    build (entry, home route, catalogue, start-up chunks); this is what the browser did.
//
// It builds nothing: run `npm run build` first. The app runs on a throw-away database (bench-support.mjs).
/* global window, document, localStorage, navigator, PerformanceObserver, MutationObserver -- page.evaluate and init scripts run in the browser */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { median, startApp } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${args.runs}`);
if (!existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'th-TH' };
const CARD = 'main article';
const SEARCH_RESULTS_WANTED = 100;

// Runs in the page before the app: notes when the first card appears and every long task.
function observe() {
  const w = window;
  w.__bench = { firstCard: null, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const seen = () => {
    if (w.__bench.firstCard === null && document.querySelector('main article')) w.__bench.firstCard = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}

async function repeatVisitOffline(browser, origin) {
  const context = await browser.newContext(PHONE);
  // Journeys and benchmarks start as a visitor who answered the cookie bar (e2e/support/fixtures.ts).
  await context.addInitScript(() => localStorage.setItem('hh-cookie-consent', 'accepted'));
  await context.addInitScript(observe);
  const page = await context.newPage();
  await page.goto(`${origin}/?locale=th`, { waitUntil: 'load' });
  await page.locator(CARD).first().waitFor();
  // The worker has no clientsClaim: once it is active, one reload puts the page under its control.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
  });
  await page.reload({ waitUntil: 'load' });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error('the service worker does not control the page');
  await page.locator(CARD).first().waitFor();
  // The persister writes at most once a second (src/lib/query/persister.ts): two seconds cover the last write.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
  await context.setOffline(true);
  const times = [];
  for (let i = 1; i <= runs; i++) {
    await page.reload({ waitUntil: 'load' });
    await page.locator(CARD).first().waitFor({ timeout: 30_000 });
    const t = await page.evaluate(() => window.__bench.firstCard);
    console.log(`repeat visit offline ${i}/${runs}: first card at ${Math.round(t)} ms`);
    times.push(t);
  }
  await context.close();
  return times;
}

async function scriptsBeforeQuiet(browser, origin) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => localStorage.setItem('hh-cookie-consent', 'accepted'));
  const page = await context.newPage();
  await page.goto(`${origin}/?locale=th`, { waitUntil: 'load' });
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => e.encodedBodySize),
    );
  let seen = (await scripts()).length;
  for (let quiet = 0; quiet < 1000; ) {
    await page.waitForTimeout(250);
    const now = (await scripts()).length;
    quiet = now === seen ? quiet + 250 : 0;
    seen = now;
  }
  const sizes = await scripts();
  await context.close();
  return { files: sizes.length, bytes: sizes.reduce((sum, n) => sum + n, 0) };
}

async function longTasks(browser, origin, walk) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(() => localStorage.setItem('hh-cookie-consent', 'accepted'));
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const detail = await walk(page);
  await page.waitForTimeout(1_000);
  const tasks = await page.evaluate(() => window.__bench.longTasks);
  await context.close();
  return { tasks, detail };
}

async function scrollToEnd(page) {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(250);
    if (atEnd) break;
  }
}

const walkHome = (origin) => async (page) => {
  await page.goto(`${origin}/?locale=th`, { waitUntil: 'load' });
  await page.locator(CARD).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await scrollToEnd(page);
  return `${await page.locator(CARD).count()} cards`;
};

const walkSearch = (origin) => async (page) => {
  await page.goto(`${origin}/restaurants/search?locale=th`, { waitUntil: 'load' });
  let shown = 0;
  for (;;) {
    await page.locator(CARD).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    shown += await page.locator(CARD).count();
    await scrollToEnd(page);
    const next = page.locator('nav.search-page__pager a[rel="next"]');
    if (shown >= SEARCH_RESULTS_WANTED || (await next.count()) === 0) break;
    const url = page.url();
    await next.first().click();
    // A client-side navigation: no load event, the address changes.
    await page.waitForFunction((before) => window.location.href !== before, url);
  }
  return `${shown} results over the pages`;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'hungry-table-browser-'));
let app;
let browser;
try {
  console.log('Starting the app (fresh database: first start seeds it)…');
  app = await startApp(dataDir);
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
  const transferred = await scriptsBeforeQuiet(browser, app.origin);
  const offline = await repeatVisitOffline(browser, app.origin);
  const lists = [];
  for (const [name, walk] of [['home, every section', walkHome(app.origin)], ['search, paged', walkSearch(app.origin)]]) {
    console.log(`long tasks: ${name}`);
    const { tasks, detail } = await longTasks(browser, app.origin, walk);
    lists.push({
      page: name,
      shown: detail,
      'longest task ms': Math.round(Math.max(0, ...tasks)),
      'tasks > 200 ms': tasks.filter((d) => d > 200).length,
      'long tasks': tasks.length,
    });
  }
  console.log(
    `\nJS transferred before home is quiet, first visit, phone, Thai: ${(transferred.bytes / 1024).toFixed(1)} KB in ${transferred.files} files (goal ≤ 130 KB)`,
  );
  console.log(`Repeat visit offline, phone, Thai: first card, median of ${runs}: ${Math.round(median(offline))} ms (goal ≤ 500 ms)`);
  console.log('Long tasks under 4× CPU slowdown, from the first load on (goal: none over 200 ms):');
  console.table(lists);
} finally {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
