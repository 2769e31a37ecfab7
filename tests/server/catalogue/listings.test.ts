import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { cardListSchema, cardPageSchema } from '@/contract/listings';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { restaurantCuisines, restaurantLocations } from '@server/db/schema/restaurant-links';
import { restaurants } from '@server/db/schema/restaurants';
import { BRANCH_IDS } from '@server/db/seed/restaurant-specs';
import { TAG_IDS } from '@server/db/seed/taxonomy-data';
import { haversineKm } from '@/domain/geo/haversine';
import { createTestDb } from '../support/test-db';
import { catalogueApp, getJson } from './search-app';

let opened: OpenedDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await createTestDb();
  app = catalogueApp(opened);
});

afterAll(async () => {
  await opened.close();
});

async function page(path: string, lang: 'en' | 'th' = 'en') {
  const { status, body } = await getJson(app, `/api/v5${path}`, lang);
  expect(status, path).toBe(200);
  return cardPageSchema.parse(body);
}

async function list(path: string, lang: 'en' | 'th' = 'en') {
  const { status, body } = await getJson(app, `/api/v5${path}`, lang);
  expect(status, path).toBe(200);
  return cardListSchema.parse(body);
}

async function refused(path: string, status: number, lang: 'en' | 'th' = 'en'): Promise<string> {
  const res = await getJson(app, `/api/v5${path}`, lang);
  expect(res.status, path).toBe(status);
  expect(res.body.success).toBe(false);
  return String(res.body.message);
}

async function restaurantBySlug(slug: string) {
  const [row] = await opened.db.select().from(restaurants).where(eq(restaurants.slug, slug));
  if (!row) throw new Error(`no ${slug}`);
  return row;
}

describe('GET /restaurants/{id}/similar.json', () => {
  it('lists same-city restaurants sharing a cuisine or location, never itself, paged', async () => {
    const r = await restaurantBySlug('sabai-shabu-centralworld');
    const first = await page(`/restaurants/${r.id}/similar.json?page=1`);
    expect(first.data.length).toBeGreaterThan(0);
    expect(first.data.length).toBeLessThanOrEqual(10);
    expect(first.data.map((d) => d.id)).not.toContain(String(r.id));

    const ids = first.data.map((d) => Number(d.id));
    const rows = await opened.db.select().from(restaurants).where(inArray(restaurants.id, ids));
    expect(rows.every((x) => x.cityId === r.cityId)).toBe(true);
    const [ownCuisines, ownLocations] = await Promise.all([
      opened.db.select().from(restaurantCuisines).where(eq(restaurantCuisines.restaurantId, r.id)),
      opened.db.select().from(restaurantLocations).where(eq(restaurantLocations.restaurantId, r.id)),
    ]);
    const [theirCuisines, theirLocations] = await Promise.all([
      opened.db.select().from(restaurantCuisines).where(inArray(restaurantCuisines.restaurantId, ids)),
      opened.db.select().from(restaurantLocations).where(inArray(restaurantLocations.restaurantId, ids)),
    ]);
    const cuisineSet = new Set(ownCuisines.map((c) => c.cuisineId));
    const locationSet = new Set(ownLocations.map((l) => l.locationId));
    for (const id of ids) {
      const shares =
        theirCuisines.some((c) => c.restaurantId === id && cuisineSet.has(c.cuisineId)) ||
        theirLocations.some((l) => l.restaurantId === id && locationSet.has(l.locationId));
      expect(shares, `restaurant ${id}`).toBe(true);
    }

    if (first.meta.total > 10) {
      expect(first.links.next).not.toBeNull();
      const second = await page(`/restaurants/${r.id}/similar.json?page=2`);
      expect(second.meta.total).toBe(first.meta.total);
      const overlap = second.data.filter((d) => ids.includes(Number(d.id)));
      expect(overlap).toEqual([]);
    }
  });

  it('accepts the slug and a date, and refuses a bad date or page', async () => {
    const r = await restaurantBySlug('sabai-shabu-centralworld');
    const bySlug = await page(`/restaurants/${r.slug}/similar.json?date=2099-01-01`);
    expect(bySlug.meta.total).toBeGreaterThanOrEqual(0);
    expect(await refused(`/restaurants/${r.id}/similar.json?date=2025-02-30`, 422)).toBe(
      'Invalid date, please choose another date',
    );
    expect(await refused(`/restaurants/${r.id}/similar.json?date=tomorrow`, 422, 'th')).toBe(
      'วันที่ไม่ถูกต้อง กรุณาเลือกวันอื่น',
    );
    expect(await refused(`/restaurants/${r.id}/similar.json?page=-1`, 422)).toMatch(/page/);
    expect(await refused('/restaurants/no-such-place/similar.json', 404)).toBe('Restaurant not found');
    expect(await refused('/restaurants/no-such-place/similar.json', 404, 'th')).toBe('ไม่พบร้านอาหาร');
  });
});

describe('GET /restaurants/{id}/around_restaurants.json', () => {
  it('lists the nearest restaurants of the city, closest first, with distance', async () => {
    const r = await restaurantBySlug('sabai-shabu-centralworld');
    const around = await list(`/restaurants/${r.id}/around_restaurants.json`);
    expect(around.data.length).toBe(10);
    expect(around.data.map((d) => d.id)).not.toContain(String(r.id));
    const distances = around.data.map((d) => d.attributes.distance ?? -1);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // Nothing left out is closer than the farthest listed.
    const others = await opened.db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.cityId, r.cityId), ne(restaurants.id, r.id), eq(restaurants.isActive, true)));
    const nearest = others
      .map((o) => haversineKm(r, o))
      .sort((a, b) => a - b)
      .slice(0, 10)
      .map((km) => Math.round(km * 10) / 10);
    expect(distances).toEqual(nearest);
  });
});

describe('GET /restaurants/featured.json', () => {
  it('answers the featured variant with custom text and total locations, 20 a page by default', async () => {
    const featured = await page('/restaurants/featured.json?city_id=1');
    expect(featured.data.length).toBeGreaterThan(0);
    expect(featured.data.length).toBeLessThanOrEqual(20);
    expect(featured.links.self).toContain('page[size]=20');
    for (const card of featured.data) {
      expect(card.type).toBe('featured_restaurants');
      expect(card.attributes.totalLocations).toBeGreaterThanOrEqual(1);
      expect(card.attributes).toHaveProperty('customText');
    }
    const small = await page('/restaurants/featured.json?city_id=1&page[size]=2&page[number]=2');
    expect(small.data.map((d) => d.id)).toEqual(featured.data.slice(2, 4).map((d) => d.id));
    expect(small.meta.total).toBe(featured.meta.total);
  });

  it('refuses an unknown city and a bad page size', async () => {
    expect(await refused('/restaurants/featured.json?city_id=999', 404)).toBe('City not found');
    expect(await refused('/restaurants/featured.json?city_id=abc', 422)).toMatch(/city_id/);
    expect(await refused('/restaurants/featured.json?page[size]=500', 422)).toMatch(/page\[size\]/);
  });
});

describe('GET /restaurants/new_compact.json', () => {
  it('lists top (reviewed, by score) and new (fewer than 5 reviews, newest first)', async () => {
    const top = await page('/restaurants/new_compact.json?sort_by=top');
    expect(top.data.length).toBe(10);
    expect(top.data.every((d) => d.attributes.reviewsCount >= 5)).toBe(true);
    const scores = top.data.map((d) => d.attributes.reviewsScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    const fresh = await page('/restaurants/new_compact.json?sort_by=new&page[size]=5');
    expect(fresh.data.length).toBeGreaterThan(0);
    expect(fresh.data.every((d) => d.attributes.reviewsCount < 5)).toBe(true);
  });

  it('refuses any other list type with a clear message, in Thai too', async () => {
    expect(await refused('/restaurants/new_compact.json?sort_by=popular', 422)).toBe(
      'Restaurant list type must be top or new',
    );
    expect(await refused('/restaurants/new_compact.json', 422)).toBe(
      'Restaurant list type must be top or new',
    );
    expect(await refused('/restaurants/new_compact.json?sort_by=x', 422, 'th')).toBe(
      'ประเภทรายการร้านอาหารต้องเป็น top หรือ new',
    );
  });
});

describe('GET /restaurant_tags/{id}/restaurants.json', () => {
  it('lists restaurants carrying the tag', async () => {
    const rooftop = await page(`/restaurant_tags/${TAG_IDS.rooftop}/restaurants.json?page[size]=50`);
    expect(rooftop.data.length).toBeGreaterThan(0);
    expect(rooftop.meta.total).toBeGreaterThanOrEqual(rooftop.data.length);
    const { status, body } = await getJson(
      app,
      `/api/v5/restaurant_tags/${TAG_IDS.rooftop}/restaurants.json`,
      'th',
    );
    expect(status).toBe(200);
    expect((body.meta as { tag: { name: string } }).tag.name).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('answers 404 for an unknown tag and 422 for a bad id', async () => {
    expect(await refused('/restaurant_tags/99999/restaurants.json', 404)).toBe('Restaurant tag not found');
    expect(await refused('/restaurant_tags/abc/restaurants.json', 422)).toMatch(/id/);
  });
});

describe('GET /branch/{id}/restaurants.json and /compact_restaurants.json', () => {
  it('lists every restaurant of a chain', async () => {
    const chain = await list(`/branch/${BRANCH_IDS.sabaiShabu}/restaurants.json`);
    const rows = await opened.db
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.branchId, BRANCH_IDS.sabaiShabu), eq(restaurants.isActive, true)));
    expect(chain.meta.total).toBe(rows.length);
    expect(new Set(chain.data.map((d) => Number(d.id)))).toEqual(new Set(rows.map((r) => r.id)));
    expect(await refused('/branch/999/restaurants.json', 404)).toBe('Branch not found');
    expect(await refused('/branch/x/restaurants.json', 422)).toMatch(/id/);
  });

  it('lists several chains at once by branch_ids, comma or array form', async () => {
    const a = await list(
      `/compact_restaurants.json?branch_ids=${BRANCH_IDS.sabaiShabu},${BRANCH_IDS.goldenDragon}`,
    );
    const b = await list(
      `/compact_restaurants.json?branch_ids[]=${BRANCH_IDS.sabaiShabu}&branch_ids[]=${BRANCH_IDS.goldenDragon}`,
    );
    expect(a.data.map((d) => d.id)).toEqual(b.data.map((d) => d.id));
    const one = await list(`/compact_restaurants.json?branch_ids=${BRANCH_IDS.sabaiShabu}`);
    expect(a.meta.total).toBeGreaterThan(one.meta.total);
    expect(await refused('/compact_restaurants.json', 422)).toMatch(/branch_ids/);
    expect(await refused('/compact_restaurants.json?branch_ids=1,x', 422)).toMatch(/branch_ids/);
  });
});
