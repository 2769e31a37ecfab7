import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { createTestDb } from '../support/test-db';
import { catalogueApp, getJson } from './search-app';

let opened: OpenedDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await createTestDb();
  app = catalogueApp(opened);
});

afterAll(() => opened.close());

// Ids are integer columns: a number past 2147483647 names nothing and must be answered as bad input or
// "not found", never as a query the database refuses (a 500).
const HUGE = '99999999999';

describe('catalogue ids past the integer column', () => {
  it.each([
    '/api/v5/homes/sections.json?city_id',
    '/api/v5/service_types.json?city_id',
    '/api/v5/banners.json?city_id',
    '/api/v5/restaurants/search.json?city_id',
    '/api/v5/restaurants/search.json?cuisine_ids[]',
    '/api/v5/restaurants/search.json?page[number]',
    '/api/v5/banners.json?restaurant_tag_ids=1,2',
    '/api/v5/restaurants/featured.json?page[size]',
    '/api/v5/restaurant_tags/1/restaurants.json?city_id',
  ])('%s=99999999999 is refused as bad input', async (path) => {
    const res = await getJson(app, `${path}=${HUGE}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toBeTruthy();
  });

  it.each(['2147483648', HUGE])('restaurant %s names no restaurant (404)', async (id) => {
    for (const path of [
      `/api/v5/restaurants/${id}.json`,
      `/api/v5/restaurants/${id}/reviews.json`,
      `/api/v5/restaurants/${id}/similar.json`,
    ]) {
      const res = await getJson(app, path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});

describe('delivery fees past the integer column', () => {
  it('refuses a restaurant id past 2147483647 with the delivery step text (422)', async () => {
    const res = await app.request('/api/v5/restaurants/calc_delivery_fees.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ restaurant_ids: [2147483648], lat: 13.7, lng: 100.5 }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe(
      'restaurant_ids must be an array of restaurant ids, and lat and lng must be numbers',
    );
  });
});
