import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { INLINED_PAGES_PER_ADDRESS } from '@server/http/boot-answers';
import { createPlatformApp } from '@server/http/platform';
import { ok } from '@server/http/respond';
import { createTestDb } from '../support/test-db';
import { fakeContext } from './fake-context';

/**
 * Inlined answers are capped per address (INLINED_PAGES_PER_ADDRESS): one HTML request asks several
 * catalogue reads, so pages past the cap go out plain and ask nothing; the next window inlines again,
 * and a count that cannot be kept still serves the page.
 */
let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await createTestDb();
});
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  return opened.close();
});

function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-inline-'));
  made.push(dir);
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  return dir;
}

function build(db: OpenedDatabase['db'] | null, clock: { now: Date }) {
  const fake = fakeContext();
  const ctx = { ...fake.ctx, ...(db ? { db } : {}), now: () => clock.now, config: { ...fake.ctx.config, rateLimitScale: 1 } };
  let asked = 0;
  const app = createPlatformApp(ctx, { distDir: makeDist() }, (a) => {
    a.get('/api/v5/*', (c) => {
      asked += 1;
      return ok(c, { data: [] });
    });
  });
  const nav = () =>
    app.request('/restaurants/search?locale=th', { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } });
  return { nav, asked: () => asked, logs: fake.logs };
}

describe('inlined answers per address', () => {
  it('inlines up to the cap, then serves the plain page without asking, and inlines again in the next window', async () => {
    const clock = { now: new Date('2026-11-28T06:00:10Z') };
    const t = build(opened.db, clock);
    const { limit, windowSeconds } = INLINED_PAGES_PER_ADDRESS;
    for (let i = 0; i < limit; i++) {
      const page = await t.nav();
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('application/json');
    }
    const askedBefore = t.asked();
    expect(askedBefore).toBeGreaterThan(0);
    const plain = await t.nav();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Cache-Control')).toBe('no-cache');
    const html = await plain.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('application/json');
    expect(t.asked()).toBe(askedBefore);
    expect(t.logs.some((l) => l.level === 'warn' && l.msg === 'rate limited, skipped')).toBe(true);

    clock.now = new Date(clock.now.getTime() + windowSeconds * 1000);
    expect(await (await t.nav()).text()).toContain('application/json');
  });

  it('serves the plain page when the count cannot be kept', async () => {
    const t = build(null, { now: new Date('2026-11-28T06:00:10Z') });
    const page = await t.nav();
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('application/json');
    expect(t.asked()).toBe(0);
  });
});
