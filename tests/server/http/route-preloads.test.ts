import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlatformApp } from '@server/http/platform';
import { ok } from '@server/http/respond';
import type { BuildManifest } from '@server/http/build-manifest';
import { PRELOADED_ROUTE_FILES, pagePreloads, preloadLinks } from '@server/http/route-preloads';
import { fakeContext } from './fake-context';

// A build's manifest in miniature: the entry with its runtime and stylesheet, the restaurant page's route
// split in two chunks sharing a card chunk, the search route, and the two catalogues, each in its start
// part and its rest (decision 0066).
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, src: 'index.html', imports: ['_runtime.js'], css: ['assets/index-1.css'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_runtime.js'], css: ['assets/card-1.css'] },
  'src/routes/restaurants/$restaurantName/index.tsx?tsr-split=component': {
    file: 'assets/restaurant-1.js',
    imports: ['_card.js', '_runtime.js'],
    css: ['assets/restaurant-1.css', 'assets/index-1.css'],
  },
  'src/routes/restaurants/$restaurantName/index.tsx?tsr-split=loader': { file: 'assets/restaurant-loader-1.js', imports: ['_runtime.js'] },
  'src/routes/restaurants/search.tsx?tsr-split=component': { file: 'assets/search-1.js', imports: ['_card.js'] },
  'locales/th.po': { file: 'assets/th-1.js' },
  'locales/th.po?rest': { file: 'assets/th-rest-1.js' },
  'locales/en.po': { file: 'assets/en-1.js' },
  'locales/en.po?rest': { file: 'assets/en-rest-1.js' },
};

describe('pagePreloads', () => {
  it("a restaurant's page preloads its route's chunks, their imports and styles, and the catalogue; nothing the entry loads", () => {
    const { scripts, styles } = pagePreloads(MANIFEST, '/restaurants/sabai-shabu', 'th');
    expect(scripts.sort()).toEqual([
      'assets/card-1.js',
      'assets/restaurant-1.js',
      'assets/restaurant-loader-1.js',
      'assets/th-1.js',
      'assets/th-rest-1.js',
    ]);
    expect(styles.sort()).toEqual(['assets/card-1.css', 'assets/restaurant-1.css']);
  });

  it('the search page is not taken for a restaurant called "search"', () => {
    expect(pagePreloads(MANIFEST, '/restaurants/search', 'en').scripts.sort()).toEqual([
      'assets/card-1.js',
      'assets/en-1.js',
      'assets/en-rest-1.js',
      'assets/search-1.js',
    ]);
  });

  it('any other page, and a route missing from the build, preload only the catalogue; home only its start part', () => {
    const runtime = ['assets/runtime-1.js'];
    expect(pagePreloads(MANIFEST, '/restaurants/top', 'en')).toEqual({ entryImports: runtime, scripts: ['assets/en-1.js', 'assets/en-rest-1.js'], styles: [] });
    expect(pagePreloads(MANIFEST, '/profile', 'th')).toEqual({ entryImports: runtime, scripts: ['assets/th-1.js', 'assets/th-rest-1.js'], styles: [] });
    expect(pagePreloads(MANIFEST, '/', 'th')).toEqual({ entryImports: runtime, scripts: ['assets/th-1.js'], styles: [] });
    expect(pagePreloads({}, '/restaurants/sabai-shabu', 'th')).toEqual({ entryImports: [], scripts: [], styles: [] });
  });

  it("a booking step also preloads its guard; the footer's and tracking's code are named by no page (they wait until it settles)", () => {
    const manifest: BuildManifest = {
      ...MANIFEST,
      'src/routes/restaurants/$restaurantName/mobile-book/step-{$step}.tsx?tsr-split=component': { file: 'assets/step-1.js' },
      'src/features/booking/booking-route-guard.ts': { file: 'assets/guard-1.js', imports: ['_store.js', 'index.html'] },
      '_store.js': { file: 'assets/store-1.js' },
      'src/entities/tracking/page-views.ts': { file: 'assets/page-views-1.js', imports: ['index.html'] },
      'src/features/shell/components/footer.tsx': { file: 'assets/footer-1.js', imports: ['_runtime.js'] },
    };
    expect(pagePreloads(manifest, '/restaurants/sabai-shabu/mobile-book/step-1', 'th').scripts.sort()).toEqual([
      'assets/guard-1.js',
      'assets/step-1.js',
      'assets/store-1.js',
      'assets/th-1.js',
      'assets/th-rest-1.js',
    ]);
    expect(pagePreloads(manifest, '/profile', 'en').scripts.sort()).toEqual(['assets/en-1.js', 'assets/en-rest-1.js']);
  });

  it('names route and module files that exist, so a renamed one cannot silently lose its preloads', () => {
    for (const file of PRELOADED_ROUTE_FILES) expect(existsSync(path.resolve(file)), file).toBe(true);
  });
});

describe('preloadLinks', () => {
  it("writes the entry's imports at normal priority, then low-priority module and style preloads, of build files only", () => {
    expect(
      preloadLinks({ entryImports: ['assets/runtime-1.js', '../y.js'], scripts: ['assets/a-1.js', 'assets/a"><script>.js', '../x.js'], styles: ['assets/b-1.css'] }),
    ).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n' +
        '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a-1.js">\n' +
        '    <link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/b-1.css">',
    );
    expect(preloadLinks({ entryImports: [], scripts: [], styles: [] })).toBe('');
  });
});

describe("a page's HTML", () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'ht-preload-dist-'));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const nav = { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } };

  function build() {
    const fake = fakeContext({});
    const ctx = { ...fake.ctx, config: { ...fake.ctx.config, rateLimitScale: Number.POSITIVE_INFINITY } };
    return createPlatformApp(ctx, { distDir }, (a) => {
      a.get('/api/v5/config.json', (c) => ok(c, { version: '1' }));
      a.get('/api/v5/restaurants/:key', (c) => ok(c, { id: 1 }));
    });
  }

  it("carries its route's preloads in the head, in the page's language, under a language prefix too", async () => {
    const html = await (await build().request('/en/restaurants/sabai-shabu', nav)).text();
    const head = html.split('</head>')[0];
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/restaurant-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/en-1.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/restaurant-1.css">');
    expect(head).not.toContain('th-1.js');
    // The entry's own import, which the entry cannot run without, at the entry's priority.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">');
  });
});
