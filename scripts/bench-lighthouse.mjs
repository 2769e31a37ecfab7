// npm run bench:lighthouse [-- --runs N]: Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown)
// on home, search, a restaurant page and booking step 1 (Thai), N first visits each (default 5), median
// figures printed as a table. A benchmark, never a test: it fails only when it cannot measure, not on slow
// numbers. It builds nothing: run `npm run build` first (it serves dist/ as it is).
//
// The server is the one `npm start` runs (server/index.ts) on a free loopback port with a throw-away
// PGlite database, stopped by its own PID at the end. Chromium is Debian's (CHROME_PATH, default
// /usr/bin/chromium), headless, one fresh browser per run, with every background fetch of its own off.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median, startApp } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: {
    runs: { type: 'string', default: '5' },
    // --pages home,search: only those pages (names as in the table, booking step 1 is "booking").
    pages: { type: 'string' },
    // --save DIR: each run's full Lighthouse report (JSON) lands there, to read what an audit found.
    save: { type: 'string' },
  }, });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${args.runs}`);
if (!existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The first restaurant of the seeded catalogue's search (deterministic seed, so the same each time). */
async function pickRestaurant(origin) {
  const res = await fetch(`${origin}/api/v5/restaurants/search.json?client_type=web`);
  const body = await res.json();
  const first = Array.isArray(body.data) ? body.data[0] : null;
  const slug = first?.attributes?.slug;
  if (!slug) throw new Error(`no restaurant in the search answer: ${JSON.stringify(body).slice(0, 300)}`);
  return { slug, id: Number(first.id) };
}

/**
 * A phone's booking step 1 opens only for a tab holding a booking of that restaurant (the route guard sends
 * anyone else to the restaurant page). The run stands for a diner who chose "dine in" and reloaded step 1:
 * the tab's session storage holds that choice before the app starts; the caches are cold as for the others.
 */
function bookingSeed(slug, id) {
  const session = {
    version: 1,
    restaurantSlug: slug,
    restaurantId: id,
    state: { step: 1, packagePreference: 'dine_in', selectedPackages: [], isMobile: true },
  };
  return `sessionStorage.setItem('hh-booking', ${JSON.stringify(JSON.stringify(session))});`;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-features=OptimizationHints,MediaRouter,Translate,AutofillServerCommunication',
  '--no-default-browser-check',
];

async function measure(url, seedScript) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (seedScript) await page.evaluateOnNewDocument(seedScript);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    return result.lhr;
  } finally {
    await browser?.disconnect().catch(() => {});
    // chrome-launcher kills the Chromium it started, by its PID.
    await chrome.kill();
  }
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => lhr.categories[id]?.score ?? NaN;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const failed = (cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  return {
    perf: score('performance'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: jsBytes,
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    // Lighthouse's own CPU benchmark of the machine at that moment: 4× slowdown multiplies whatever the
    // host gives, so figures taken on different hosts (or a busy one) compare only beside this index.
    cpu: lhr.environment?.benchmarkIndex ?? NaN,
    failing: [...failed('accessibility'), ...failed('best-practices'), ...failed('seo')],
    errors: lhr.runtimeError?.message,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'hungry-table-lighthouse-'));
let app;
try {
  console.log('Starting the app (fresh database: first start seeds it)…');
  app = await startApp(dataDir);
  const { slug, id } = await pickRestaurant(app.origin);
  const enc = encodeURIComponent(slug);
  const allPages = [
    { page: 'home', path: '/?locale=th' },
    { page: 'search', path: '/restaurants/search?locale=th' },
    { page: 'restaurant', path: `/restaurants/${enc}?locale=th` },
    { page: 'booking step 1', path: `/restaurants/${enc}/mobile-book/step-1?locale=th`, seed: bookingSeed(slug, id) },
  ];
  const wanted = args.pages?.split(',').map((n) => n.trim());
  const pages = wanted ? allPages.filter((p) => wanted.some((w) => p.page.startsWith(w))) : allPages;
  if (args.save) mkdirSync(args.save, { recursive: true });
  // The first request of each picture makes the server render it: one untimed visit of each page first,
  // so the runs measure the app and not the image cache filling.
  for (const p of pages) {
    console.log(`warming ${p.path}`);
    await measure(app.origin + p.path, p.seed).catch(() => {});
  }
  const rows = [];
  const notes = [];
  for (const p of pages) {
    const all = [];
    for (let i = 1; i <= runs; i++) {
      console.log(`${p.page}: run ${i}/${runs} ${p.path}`);
      // Lighthouse now and then loses the trace's navigation start (NO_NAVSTART): that run measured
      // nothing, so it is run again, twice at most, rather than leaving the median one run short.
      let lhr = await measure(app.origin + p.path, p.seed);
      for (let retry = 1; lhr.runtimeError && retry <= 2; retry++) {
        notes.push(`${p.page}: run ${i} repeated after ${lhr.runtimeError.code ?? lhr.runtimeError.message}`);
        lhr = await measure(app.origin + p.path, p.seed);
      }
      if (!lhr.finalDisplayedUrl.includes(p.path.split('?')[0])) {
        notes.push(`${p.page}: ended on ${lhr.finalDisplayedUrl}`);
      }
      all.push(figures(lhr));
      if (args.save) writeFileSync(path.join(args.save, `${p.page.replace(/ /g, '-')}-${i}.json`), JSON.stringify(lhr));
    }
    const m = (k) => median(all.map((f) => f[k]));
    rows.push({
      page: p.page,
      perf: m('perf').toFixed(2),
      'FCP s': (m('fcp') / 1000).toFixed(1),
      'LCP s': (m('lcp') / 1000).toFixed(1),
      'TBT ms': Math.round(m('tbt')),
      CLS: m('cls').toFixed(3),
      'JS KB': (m('js') / 1024).toFixed(0),
      a11y: m('a11y').toFixed(2),
      'best pr.': m('bp').toFixed(2),
      SEO: m('seo').toFixed(2),
      'CPU index': Math.round(m('cpu')),
    });
    const failing = [...new Set(all.flatMap((f) => f.failing))];
    if (failing.length) notes.push(`${p.page}: failing audits (any run): ${failing.join(', ')}`);
    for (const f of all) if (f.errors) notes.push(`${p.page}: ${f.errors}`);
  }
  console.log(`\nLighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version}, mobile preset, median of ${runs} run(s); JS KB = script bytes transferred; CPU index = Lighthouse's benchmarkIndex of this machine (higher is faster)`);
  console.table(rows);
  for (const n of notes) console.log(n);
} finally {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
