import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import sharp, { type Metadata } from 'sharp';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { ImageCache } from '@server/modules/catalogue/image-cache';
import { createImageRoutes } from '@server/modules/catalogue/image-routes';
import { createTestDb, testContext } from '../support/test-db';

let opened: OpenedDatabase;
let app: Hono<AppEnv>;
const cache = new ImageCache();

beforeAll(async () => {
  opened = await createTestDb();
  app = new Hono<AppEnv>().route('/images', createImageRoutes(testContext(opened.db), cache));
});

afterAll(async () => {
  await opened.close();
});

async function image(path: string): Promise<{ res: Response; meta: Metadata; body: Buffer }> {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, meta: await sharp(body).metadata() };
}

describe('GET /images/…', () => {
  it('renders a picture as webp at the requested size, cached for a year', async () => {
    const { res, meta } = await image('/images/pictures/1.webp?w=320&h=200');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 200 });
  });

  it('renders jpeg, defaults to 600×400 and clamps sizes to 16..2000', async () => {
    const jpg = await image('/images/pictures/2.jpg');
    expect(jpg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpg.meta).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
    const small = await image('/images/pictures/2.webp?w=4&h=3');
    expect(small.meta).toMatchObject({ width: 16, height: 16 });
    const big = await image('/images/pictures/2.webp?w=5000&h=100');
    expect(big.meta).toMatchObject({ width: 2000, height: 100 });
  });

  it('is deterministic and served from the cache the second time', async () => {
    const first = await image('/images/pictures/3.webp?w=100&h=100');
    const before = cache.size;
    const second = await image('/images/pictures/3.webp?w=100&h=100');
    expect(second.body.equals(first.body)).toBe(true);
    expect(cache.size).toBe(before);
  });

  it('renders banners (per language), city and country icons', async () => {
    const en = await image('/images/banners/1.webp?w=1200&h=400&lang=en');
    const th = await image('/images/banners/1.webp?w=1200&h=400&lang=th');
    expect(en.meta).toMatchObject({ width: 1200, height: 400 });
    expect(th.body.equals(en.body)).toBe(false);
    expect((await image('/images/cities/1.webp?w=96&h=96')).meta).toMatchObject({ width: 96, height: 96 });
    expect((await image('/images/countries/218.jpg?w=48&h=48')).meta).toMatchObject({
      format: 'jpeg',
      width: 48,
    });
  });

  it('answers 404 for unknown ids and 400 for a bad format or size', async () => {
    expect((await app.request('/images/pictures/999999.webp')).status).toBe(404);
    expect((await app.request('/images/banners/999.webp')).status).toBe(404);
    expect((await app.request('/images/pictures/abc.webp')).status).toBe(404);
    const gif = await app.request('/images/pictures/1.gif');
    expect(gif.status).toBe(400);
    expect(await gif.json()).toEqual({ success: false, message: 'Image format must be webp or jpg' });
    expect((await app.request('/images/pictures/1.webp?w=wide')).status).toBe(400);
    expect((await app.request('/images/pictures/1.webp?h=-5')).status).toBe(400);
    expect((await app.request('/images/pictures/1.webp?w=1.5')).status).toBe(400);
  });
});

describe('ImageCache', () => {
  it('evicts the least recently used entries beyond its bounds', () => {
    const small = new ImageCache(2, 1000);
    small.set('a', Buffer.alloc(10));
    small.set('b', Buffer.alloc(10));
    small.get('a');
    small.set('c', Buffer.alloc(10));
    expect(small.get('b')).toBeUndefined();
    expect(small.get('a')).toBeDefined();
    small.set('d', Buffer.alloc(990));
    expect(small.bytes).toBeLessThanOrEqual(1000);
    expect(small.get('d')).toBeDefined();
  });
});
