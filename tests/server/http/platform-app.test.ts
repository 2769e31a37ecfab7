import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPlatformApp } from '@server/http/platform';
import { BadRequestError, ok, parseBody } from '@server/http/respond';
import { translate } from '@server/messages/messages';
import { fakeContext } from './fake-context';

const INTERNAL_ERROR_MESSAGE = translate('en', 'internalError');

function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);\n'.repeat(200));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3}');
  writeFileSync(path.join(dir, 'assets', 'chunk-x.mjs'), 'export {};');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Hungry Table"}');
  return dir;
}

function build(opts: { dbFails?: boolean; distDir?: string } = {}) {
  const fake = fakeContext(opts);
  const app = createPlatformApp(fake.ctx, { distDir: opts.distDir, realtimeOrigin: 'http://127.0.0.1:9000' }, (a) => {
    a.get('/api/v5/lang.json', (c) => ok(c, { lang: c.get('lang'), requestId: c.get('requestId') }));
    a.post('/api/v5/echo.json', async (c) => ok(c, await parseBody(c, z.object({ partySize: z.number().int().min(1) }))));
    a.post('/api/v5/raw.json', async (c) => ok(c, await c.req.json<unknown>()));
    a.get('/api/v5/unprocessable.json', () => {
      throw new BadRequestError('Please choose a date', { date: 'Required' });
    });
    a.get('/api/v5/boom.json', () => {
      throw new Error('secret database password in /srv/app.ts:12');
    });
    a.get('/api/v5/big.json', (c) => ok(c, { text: 'x'.repeat(5000) }));
  });
  return { app, ...fake };
}

describe('language', () => {
  it('takes X-HH-Language first, then locale, else en', async () => {
    const { app } = build();
    const lang = async (url: string, headers: Record<string, string> = {}) =>
      ((await (await app.request(url, { headers })).json()) as { data: { lang: string } }).data.lang;
    expect(await lang('/api/v5/lang.json?locale=th&client_type=web', { 'X-HH-Language': 'en' })).toBe('en');
    expect(await lang('/api/v5/lang.json?locale=th&client_type=web')).toBe('th');
    expect(await lang('/api/v5/lang.json', { 'X-HH-Language': 'TH' })).toBe('th');
    expect(await lang('/api/v5/lang.json?locale=fr', { 'X-HH-Language': 'de' })).toBe('en');
    expect(await lang('/api/v5/lang.json')).toBe('en');
  });
});

describe('request id and logs', () => {
  it('gives each request an id, in the header, the context and one log line', async () => {
    const { app, logs } = build();
    const res = await app.request('/api/v5/lang.json');
    const id = res.headers.get('X-Request-Id');
    expect(id).toBeTruthy();
    expect(((await res.json()) as { data: { request_id: string } }).data.request_id).toBe(id);
    const line = logs.find((l) => l.msg === 'request');
    expect(line?.fields).toMatchObject({ method: 'GET', path: '/api/v5/lang.json', status: 200, requestId: id });
    expect(typeof line?.fields?.ms).toBe('number');
  });
});

describe('security headers', () => {
  it('sends a CSP with only our origin and the local realtime socket', async () => {
    const { app } = build();
    const res = await app.request('/healthz');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    for (const src of ['ws://127.0.0.1:9000', 'ws://localhost:9000', 'http://127.0.0.1:9000', 'http://localhost:9000']) {
      expect(csp).toContain(src);
    }
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('errors', () => {
  it('unknown /api path → 404 JSON', async () => {
    const { app } = build();
    const res = await app.request('/api/v5/nothing-here.json');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('malformed JSON → 400, through parseBody or a bare c.req.json()', async () => {
    const { app } = build();
    for (const url of ['/api/v5/echo.json', '/api/v5/raw.json']) {
      const res = await app.request(url, { method: 'POST', body: '{"party_size": ', headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: 'Request body must be valid JSON' });
    }
  });

  it('invalid body → 422 with per-field errors; valid body is camelized and answered snake_case', async () => {
    const { app } = build();
    const bad = await app.request('/api/v5/echo.json', { method: 'POST', body: '{"party_size": 0}' });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { success: boolean; message: string; errors: Record<string, string> };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^partySize: /);
    expect(Object.keys(body.errors)).toEqual(['party_size']); // the wire is snake_case
    const good = await app.request('/api/v5/echo.json', { method: 'POST', body: '{"party_size": 2}' });
    expect(await good.json()).toEqual({ success: true, message: null, data: { party_size: 2 } });
  });

  it('BadRequestError → its status and message', async () => {
    const { app } = build();
    const res = await app.request('/api/v5/unprocessable.json');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ success: false, message: 'Please choose a date', errors: { date: 'Required' } });
  });

  it('unexpected error → 500 with a generic message, logged with its stack, no stack in the body', async () => {
    const { app, logs } = build();
    const res = await app.request('/api/v5/boom.json');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: INTERNAL_ERROR_MESSAGE });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts:');
    const logged = logs.find((l) => l.msg === 'unhandled error');
    expect(logged?.level).toBe('error');
    expect(String(logged?.fields?.stack)).toContain('secret database password');
    expect(logs.find((l) => l.msg === 'request')?.level).toBe('error');
  });
});

describe('health', () => {
  it('pings the database on /healthz and /api/v5/health.json', async () => {
    const { app, queries } = build();
    for (const url of ['/healthz', '/api/v5/health.json']) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok', version: '9.9.9' } });
    }
    expect(queries).toHaveLength(2);
  });

  it('answers 503 when the database does not answer', async () => {
    const { app } = build({ dbFails: true });
    const res = await app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: 'Database unavailable' });
  });
});

describe('compression', () => {
  it('gzips JSON above the threshold when asked', async () => {
    const { app } = build();
    const res = await app.request('/api/v5/big.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
  });
});

describe('static files and SPA fallback', () => {
  const distDir = makeDist();
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it("sends the build's gzip copy of a file to a browser that accepts gzip, and the file itself otherwise", async () => {
    const script = path.join(distDir, 'assets', 'route-def456.js');
    writeFileSync(script, 'export const page = "restaurant";\n'.repeat(100));
    writeFileSync(`${script}.gz`, gzipSync(readFileSync(script), { level: 9 }));
    const { app } = build({ distDir });
    const gzipped = await app.request('/assets/route-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(gzipped.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(gzipped.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    // The copy itself, as it lies on disk: not compressed a second time on the way out.
    expect(Buffer.from(await gzipped.arrayBuffer()).equals(readFileSync(`${script}.gz`))).toBe(true);

    const plain = await app.request('/assets/route-def456.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(readFileSync(script, 'utf8'));
  });

  it('hashed assets are immutable for a year; entry points are no-cache', async () => {
    const { app } = build({ distDir });
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Cache-Control'), url).toBe('no-cache');
    }
  });

  it('content types for .webmanifest, .mjs and .map', async () => {
    const { app } = build({ distDir });
    expect((await app.request('/manifest.webmanifest')).headers.get('Content-Type')).toBe('application/manifest+json');
    expect((await app.request('/assets/chunk-x.mjs')).headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect((await app.request('/assets/index-abc123.js.map')).headers.get('Content-Type')).toBe('application/json');
    expect((await app.request('/')).headers.get('Content-Type')).toMatch(/^text\/html/);
  });

  it('revalidation of a no-cache file answers 304 when unchanged', async () => {
    const { app } = build({ distDir });
    const first = await app.request('/sw.js');
    const lastModified = first.headers.get('Last-Modified') ?? '';
    const again = await app.request('/sw.js', { headers: { 'If-Modified-Since': lastModified } });
    expect(again.status).toBe(304);
  });

  it('a navigation to a client route gets index.html; /api, /images and missing assets do not', async () => {
    const { app } = build({ distDir });
    const nav = { headers: { Accept: 'text/html,application/xhtml+xml', 'Sec-Fetch-Mode': 'navigate' } };
    const page = await app.request('/th/restaurants/some-place?locale=th', nav);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
    expect((await app.request('/api/v5/missing.json', nav)).status).toBe(404);
    expect((await app.request('/images/missing.webp', nav)).status).toBe(404);
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    expect((await app.request('/th/anything', { method: 'POST', ...nav })).status).toBe(404);
  });

  it('serves nothing outside distDir', async () => {
    const { app } = build({ distDir });
    expect((await app.request('/../package.json')).status).toBe(404);
    expect((await app.request('/%2e%2e/package.json')).status).toBe(404);
  });
});
