import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { and, eq, lt } from 'drizzle-orm';
import { packageTypeCodes } from '@/contract/catalogue-constants';
import { restaurantDetailResourceSchema, reviewsResponseSchema } from '@/contract/restaurant-detail';
import { searchResponseSchema } from '@/contract/search';
import { suggestionsSchema } from '@/contract/suggestions';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { packages } from '@server/db/schema/packages';
import { createTestDb, TEST_TODAY } from '../support/test-db';
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

async function detail(key: string, lang: 'en' | 'th' = 'en') {
  const { status, body } = await getJson(app, `/api/v5/restaurants/${key}.json`, lang);
  expect(status, key).toBe(200);
  return restaurantDetailResourceSchema.parse(body.data).attributes;
}

async function suggest(query: string, lang: 'en' | 'th' = 'en') {
  const { status, body } = await getJson(app, `/api/v5/restaurants/suggestions.json?${query}`, lang);
  expect(status, query).toBe(200);
  return suggestionsSchema.parse(body.data);
}

describe('GET /restaurants/{slug}.json', () => {
  it('answers the detail by slug and by id, packages in display order', async () => {
    const bySlug = await detail('sabai-shabu-centralworld');
    const byId = await detail(String(bySlug.id));
    expect(byId).toEqual(bySlug);
    expect(bySlug.name).toBe('Sabai Shabu CentralWorld');
    expect(bySlug.canonicalLink).toBe('http://localhost:8080/restaurants/sabai-shabu-centralworld?locale=en');
    expect(bySlug.seo.title).toContain('Sabai Shabu CentralWorld');
    expect(bySlug.seo.description.length).toBeLessThanOrEqual(160);
    expect(bySlug.pictures.filter((p) => p.kind === 'cover')).toHaveLength(1);
    expect(bySlug.cuisines[0]).toEqual(bySlug.primaryCuisine);
    expect(bySlug.openingHours.length).toBeGreaterThan(0);
    expect(bySlug.largestTable).toBeGreaterThanOrEqual(bySlug.smallestTable);
    const ld = JSON.parse(bySlug.jsonld) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Restaurant', name: bySlug.name });
    expect(ld.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'TH' });
  });

  it('lists expired packages apart, every package with its rules, in ayce … sm order', async () => {
    const [expired] = await opened.db
      .select({ restaurantId: packages.restaurantId })
      .from(packages)
      .where(and(lt(packages.expiryDate, TEST_TODAY), eq(packages.isBookable, true)))
      .limit(1);
    const d = await detail(String(expired?.restaurantId));
    expect(d.expiredPackages.length).toBeGreaterThan(0);
    for (const p of d.expiredPackages) expect(p.isExpired && (p.expiryDate ?? '') < TEST_TODAY).toBe(true);
    for (const p of d.packages) {
      expect(p.isExpired).toBe(false);
      expect(p.pricingRules.length).toBeGreaterThan(0);
      expect(p.price.amount).toBe(Math.min(...p.pricingRules.map((r) => r.price.amount)));
    }
    const ranks = d.packages.map((p) => packageTypeCodes.indexOf(p.typeCode));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('speaks Thai', async () => {
    const th = await detail('sabai-shabu-centralworld', 'th');
    expect(th.name).toBe('สบาย ชาบู เซ็นทรัลเวิลด์');
    expect(th.canonicalLink).toContain('locale=th');
    expect(th.seo.title).toContain('สบาย ชาบู');
  });

  it('404s an unknown or inactive restaurant with "Restaurant not found"', async () => {
    for (const key of ['no-such-place', '999999']) {
      const { status, body } = await getJson(app, `/api/v5/restaurants/${key}.json`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: 'Restaurant not found' });
    }
  });
});

describe('GET /restaurants/{id}/reviews.json', () => {
  it('pages newest first with star counts', async () => {
    const d = await detail('sabai-shabu-centralworld');
    const { status, body } = await getJson(app, `/api/v5/restaurants/${d.id}/reviews.json?page[size]=5`);
    expect(status).toBe(200);
    const page1 = reviewsResponseSchema.parse(body);
    expect(page1.data).toHaveLength(5);
    expect(page1.meta.totalReviews).toBe(d.reviewsCount);
    expect(page1.meta.starCounts.reduce((a, s) => a + s.count, 0)).toBe(d.reviewsCount);
    expect(page1.meta.reviewsScore).toBeCloseTo(d.reviewsScore, 1);
    const dates = page1.data.map((r) => r.attributes.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = reviewsResponseSchema.parse(
      (await getJson(app, `/api/v5/restaurants/${d.id}/reviews.json?page[size]=5&page[number]=2`)).body,
    );
    expect(page2.data.map((r) => r.id)).not.toContain(page1.data[0]?.id);
    expect((await getJson(app, '/api/v5/restaurants/999999/reviews.json')).status).toBe(404);
  });
});

describe('GET /restaurants/suggestions.json', () => {
  it('finds sections in English with restaurant counts that match the search', async () => {
    const s = await suggest('name_like=asok&city_id=1');
    expect(s.location.map((l) => l.name)).toContain('Asok');
    expect(s.btsRoute.map((l) => l.name)).toContain('Asok');
    expect(s.restaurants.length).toBeGreaterThan(0);
    for (const r of s.restaurants) expect(r.name.toLowerCase()).toContain('asok');
    const asok = s.location.find((l) => l.name === 'Asok');
    const { body } = await getJson(app, `/api/v5/restaurants/search.json?city_id=1&location_id[]=${asok?.id}`);
    expect(searchResponseSchema.parse(body).metaData.totalRestaurants).toBe(asok?.totalRestaurants);
  });

  it('matches Thai text, answers Thai names, and marks ads first', async () => {
    const s = await suggest(`name_like=${encodeURIComponent('ชาบู')}&city_id=1`, 'th');
    expect(s.cuisine.map((c) => c.name)).toContain('ชาบูและสุกี้ยากี้');
    expect(s.restaurants.length).toBeGreaterThan(0);
    for (const r of s.restaurants) expect(r.name).toContain('ชาบู');
    const ads = s.restaurants.map((r) => r.isAds);
    expect(ads).toEqual([...ads].sort((a, b) => Number(b) - Number(a)));
    expect(s.cuisine.every((c) => !c.isAds && c.totalRestaurants > 0)).toBe(true);
    const cuisine = s.cuisine[0];
    const { body } = await getJson(app, `/api/v5/restaurants/search.json?city_id=1&cuisine_id[]=${cuisine?.id}`);
    expect(searchResponseSchema.parse(body).metaData.totalRestaurants).toBe(cuisine?.totalRestaurants);
  });

  it('refuses an empty query', async () => {
    const { status, body } = await getJson(app, '/api/v5/restaurants/suggestions.json?name_like=%20');
    expect(status).toBe(422);
    expect(body.message).toBe('nameLike is required');
    const th = await getJson(app, '/api/v5/restaurants/suggestions.json?name_like=%20', 'th');
    expect([th.status, th.body.message]).toEqual([422, 'ต้องระบุ nameLike']);
  });
});
