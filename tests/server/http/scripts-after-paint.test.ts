import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPlatformApp } from '@server/http/platform';
import { ok } from '@server/http/respond';
import { PRELOADS_PER_TASK, scriptsAfterFirstPaint } from '@server/http/scripts-after-paint';
import { fakeContext } from './fake-context';

/** index.html as the build writes it, plus one of the page's chunks (decision 0058). */
const PAGE = [
  '<!doctype html>',
  '<html lang="th">',
  '  <head>',
  '    <title>Hungry Table</title>',
  '    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Cd34.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/style-Ef56.css">',
  '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/routes-Gh78.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

/** The inline module's text, or '' when there is none. */
function loaderOf(html: string, nonce: string): string {
  const start = `<script type="module" nonce="${nonce}">`;
  const at = html.indexOf(start);
  return at < 0 ? '' : html.slice(at + start.length, html.indexOf('</script>', at));
}

/** Runs the loader against a stand-in document; returns what it put into <head>, and the queued frames and tasks. */
function runLoader(visibilityState: 'visible' | 'hidden', page = PAGE) {
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Record<string, string>) => appended.push(element) },
  };
  runInNewContext(loaderOf(scriptsAfterFirstPaint(page, 'n'), 'n'), {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (t: () => void) => tasks.push(t),
  });
  return { appended, frames, tasks };
}

/** Runs the queued tasks in order, the ones they queue too; returns how many ran. */
function drain(tasks: (() => void)[]): number {
  let ran = 0;
  while (tasks.length > 0) {
    tasks.shift()!();
    ran++;
  }
  return ran;
}

const STARTED = [
  { tag: 'link', rel: 'modulepreload', href: '/assets/rolldown-runtime-Cd34.js', crossOrigin: '' },
  // A script element, as the HTML had it: the browser compiles it while it downloads.
  { tag: 'script', type: 'module', src: '/assets/index-Ab12.js', crossOrigin: '' },
  { tag: 'link', rel: 'modulepreload', href: '/assets/routes-Gh78.js', crossOrigin: '', fetchPriority: 'low' },
];

describe('scriptsAfterFirstPaint', () => {
  it('takes the entry and the module preloads out of the HTML and starts them after the first paint', () => {
    const html = scriptsAfterFirstPaint(PAGE, 'n0nce');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-Ab12.js">');
    expect(html).not.toContain('<link rel="modulepreload"');
    // The stylesheet stays where it was: the first paint needs it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-Ef56.css">');
    const loader = loaderOf(html, 'n0nce');
    // In their order, the page's chunk still at the low priority it asked for (decision 0058).
    expect(loader).toContain('[["/assets/rolldown-runtime-Cd34.js",0],["/assets/routes-Gh78.js",1]]');
    expect(loader).toContain('script.src="/assets/index-Ab12.js"');
    expect(loader).toContain('requestAnimationFrame(()=>setTimeout(start))');
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf('</head>'));
  });

  it('runs: the preloads and the entry go into <head> once the frame is painted', () => {
    const { appended, frames, tasks } = runLoader('visible');
    expect(appended).toEqual([]);
    frames.forEach((f) => f());
    expect(appended).toEqual([]);
    expect(drain(tasks)).toBe(1);
    expect(appended).toEqual(STARTED);
  });

  it("adds a page's many low-priority preloads a few per task, after the entry", () => {
    const chunks = Array.from({ length: 14 }, (_, i) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/c${i}-1.js">`);
    const { appended, frames, tasks } = runLoader('visible', PAGE.replace('</head>', `${chunks.join('\n')}\n</head>`));
    frames.forEach((f) => f());
    tasks.shift()!();
    // The entry's own preload, the entry, then the first few of the page's chunks.
    expect(appended.map((e) => e.href ?? e.src)).toEqual([
      '/assets/rolldown-runtime-Cd34.js',
      '/assets/index-Ab12.js',
      ...['/assets/routes-Gh78.js', ...chunks.map((_, i) => `/assets/c${i}-1.js`)].slice(0, PRELOADS_PER_TASK),
    ]);
    expect(drain(tasks)).toBe(2);
    expect(appended).toHaveLength(2 + 15);
    expect(new Set(appended.map((e) => e.href ?? e.src)).size).toBe(17);
  });

  it('starts at once in a tab opened in the background, which paints nothing until shown', () => {
    const { appended, tasks } = runLoader('hidden');
    expect(appended).toEqual(STARTED);
    expect(tasks).toEqual([]);
  });

  it('leaves the page as it is without a usable nonce, or without exactly one entry script', () => {
    expect(scriptsAfterFirstPaint(PAGE, undefined)).toBe(PAGE);
    expect(scriptsAfterFirstPaint(PAGE, 'a"b')).toBe(PAGE);
    const noEntry = PAGE.replace(/.*index-Ab12.*\n/, '');
    expect(scriptsAfterFirstPaint(noEntry, 'n')).toBe(noEntry);
    const twoEntries = PAGE.replace('</head>', '<script type="module" crossorigin src="/assets/other-Zz.js"></script></head>');
    expect(scriptsAfterFirstPaint(twoEntries, 'n')).toBe(twoEntries);
  });
});

/** A build of PAGE whose server painter is `painter` (a stand-in module), removed after the file's tests. */
function distWithPainter(painter: string): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'ht-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), PAGE);
  mkdirSync(path.join(distDir, '.server'));
  writeFileSync(path.join(distDir, '.server', 'server-paint.js'), painter);
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  return distDir;
}

describe('a painted page through the server', () => {
  // The home page is painted, the promotions page is not.
  const distDir = distWithPainter(
    "export async function paintPage(request) { return request.url.startsWith('/promotions') ? null : { html: '<main><h1>painted</h1></main>', state: {}, used: [], time: 0 }; }\n",
  );

  const nav = { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } };
  const fake = fakeContext({});
  const app = createPlatformApp({ ...fake.ctx, config: { ...fake.ctx.config, rateLimitScale: Number.POSITIVE_INFINITY } }, { distDir }, (a) => {
    a.get('/api/v5/config.json', (c) => ok(c, { version: '1' }));
  });

  it("starts the painted page's script from a loader its CSP allows by this response's nonce", async () => {
    const res = await app.request('/top?locale=en', nav);
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(html).toContain('<h1>painted</h1>');
    expect(loaderOf(html, nonce)).toContain('script.src="/assets/index-Ab12.js"');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-Ab12.js">');
    // Another response, another nonce.
    const again = await app.request('/top?locale=en', nav);
    expect(again.headers.get('Content-Security-Policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('leaves an unpainted page with its script tags, which start at once', async () => {
    const html = await (await app.request('/promotions?locale=en', nav)).text();
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
    expect(html).not.toMatch(/<script type="module" nonce=/);
  });
});

describe("the server build's painter", () => {
  // Marks the moment it is read.
  const distDir = distWithPainter('globalThis.painterRead = true;\nexport async function paintPage() { return null; }\n');

  it('is read as the server starts, not by the first visitor, whose HTML would wait for it', async () => {
    const fake = fakeContext({});
    createPlatformApp(fake.ctx, { distDir }, () => undefined);
    // No request made: the server read it on its own.
    await vi.waitFor(() => expect((globalThis as { painterRead?: boolean }).painterRead).toBe(true));
  });
});
