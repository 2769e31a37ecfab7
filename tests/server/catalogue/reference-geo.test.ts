import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { z } from 'zod';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  cardPageSchema,
  deliveryFeesDataSchema,
  groupLandingPageDetailSchema,
  groupLandingPageResourceSchema,
  placeSchema,
  promotionsDataSchema,
  diningOccasionSchema,
  tagGroupResourceSchema,
  visitorDistanceSchema,
} from '@/contract/listings';
import { pageLinksSchema } from '@/contract/search';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { toCamelKeys } from '@/contract/wire-case';
import { packages } from '@server/db/schema/packages';
import { diningOccasions, places } from '@server/db/schema/reference';
import { seedIfEmpty } from '@server/db/seed';
import { restaurants } from '@server/db/schema/restaurants';
import { BRANCH_IDS } from '@server/db/seed/restaurant-specs';
import { TAG_GROUP_IDS } from '@server/db/seed/taxonomy-data';
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

async function data<S extends z.ZodType>(
  path: string,
  schema: S,
  lang: 'en' | 'th' = 'en',
): Promise<z.infer<S>> {
  const { status, body } = await getJson(app, `/api/v5${path}`, lang);
  expect(status, path).toBe(200);
  return schema.parse(body.data);
}

async function refused(path: string, status: number, lang: 'en' | 'th' = 'en'): Promise<string> {
  const res = await getJson(app, `/api/v5${path}`, lang);
  expect(res.status, path).toBe(status);
  expect(res.body.success).toBe(false);
  return String(res.body.message);
}

async function post(body: unknown, lang: 'en' | 'th' = 'en', raw?: string) {
  const res = await app.request('/api/v5/restaurants/calc_delivery_fees.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-HH-Language': lang },
    body: raw ?? JSON.stringify(body),
  });
  return { status: res.status, body: toCamelKeys<Record<string, unknown>>(await res.json()) };
}

async function restaurantBySlug(slug: string) {
  const [row] = await opened.db.select().from(restaurants).where(eq(restaurants.slug, slug));
  if (!row) throw new Error(`no ${slug}`);
  return row;
}

describe('restaurant tag groups', () => {
  it('pages the groups, each with its tags and restaurant counts', async () => {
    const { status, body } = await getJson(app, '/api/v5/restaurant_tag_groups.json?page[size]=2');
    expect(status).toBe(200);
    const groups = z.array(tagGroupResourceSchema).parse(body.data);
    expect(groups).toHaveLength(2);
    expect(groups[0]?.attributes.tags.length).toBeGreaterThan(0);
    expect(pageLinksSchema.parse(body.links).next).not.toBeNull();
    expect((body.meta as { total: number }).total).toBeGreaterThanOrEqual(3);
    expect(groups.some((g) => g.attributes.tags.some((t) => t.totalRestaurants > 0))).toBe(true);
  });

  it('answers one group by id, in Thai, and 404 / 422 for unknown or bad ids', async () => {
    const group = await data(
      `/restaurant_tag_groups/${TAG_GROUP_IDS.occasions}.json`,
      tagGroupResourceSchema,
      'th',
    );
    expect(group.attributes.name).toBe('โอกาสพิเศษ');
    expect(await refused('/restaurant_tag_groups/999.json', 404)).toBe('Restaurant tag group not found');
    expect(await refused('/restaurant_tag_groups/abc.json', 422)).toMatch(/id/);
  });
});

describe('group landing pages', () => {
  it('lists the pages and answers one by id or slug with its restaurants', async () => {
    const pages = await data('/group_landing_pages.json', z.array(groupLandingPageResourceSchema));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const chain = pages.find((p) => p.attributes.branchId === BRANCH_IDS.sabaiShabu);
    expect(chain).toBeDefined();

    const byId = await data(`/group_landing_pages/${chain?.id}.json`, groupLandingPageDetailSchema);
    const bySlug = await data(
      `/group_landing_pages/${chain?.attributes.slug}.json`,
      groupLandingPageDetailSchema,
    );
    expect(bySlug).toEqual(byId);
    expect(byId.attributes.restaurants.length).toBe(byId.attributes.totalRestaurants);
    expect(byId.attributes.restaurants.length).toBeGreaterThan(1);

    const themed = pages.find((p) => p.attributes.branchId === null);
    const theme = await data(
      `/group_landing_pages/${themed?.attributes.slug}.json`,
      groupLandingPageDetailSchema,
      'th',
    );
    expect(theme.attributes.restaurants.length).toBeGreaterThan(0);
    expect(theme.attributes.title).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("answers 404 'Data not found' for an unknown page", async () => {
    expect(await refused('/group_landing_pages/no-such-page.json', 404)).toBe('Data not found');
    expect(await refused('/group_landing_pages/999.json', 404, 'th')).toBe('ไม่พบข้อมูล');
  });
});

describe('promotions and dining occasions', () => {
  it('lists every banner of the city by orderNumber', async () => {
    const banners = await data('/promotions.json?city_id=1', promotionsDataSchema);
    expect(banners.length).toBeGreaterThanOrEqual(4);
    const order = banners.map((b) => b.orderNumber);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(banners.every((b) => b.cityId === 1 || b.cityId === null)).toBe(true);
    expect(await refused('/promotions.json?city_id=0', 422)).toMatch(/city_id/);
  });

  it('lists the dining occasions in both languages', async () => {
    const en = await data('/dining_occasions.json', z.array(diningOccasionSchema));
    const th = await data('/dining_occasions.json', z.array(diningOccasionSchema), 'th');
    expect(en.map((o) => o.slug)).toEqual(
      expect.arrayContaining(['birthday', 'anniversary', 'business', 'date-night', 'family']),
    );
    expect(en.find((o) => o.slug === 'birthday')?.name).toBe('Birthday');
    expect(th.find((o) => o.slug === 'birthday')?.name).toBe('วันเกิด');
    expect(th.map((o) => o.id)).toEqual(en.map((o) => o.id));
  });
});

describe('GET /restaurants/{id}/find_visitor_distance.json', () => {
  it('measures the visitor to the restaurant and to the nearest branch of its chain', async () => {
    const r = await restaurantBySlug('sabai-shabu-centralworld');
    const here = await data(
      `/restaurants/${r.id}/find_visitor_distance.json?lat=${r.lat}&lng=${r.lng}`,
      visitorDistanceSchema,
    );
    expect(here).toEqual({ distance: 0, minDistance: 0, minDistanceRestaurantId: r.id });

    // Standing at another branch of the chain: that one is the nearest.
    const [other] = await opened.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.branchId, BRANCH_IDS.sabaiShabu));
    const sibling = other?.id === r.id ? undefined : other;
    if (sibling) {
      const there = await data(
        `/restaurants/${r.id}/find_visitor_distance.json?lat=${sibling.lat}&lng=${sibling.lng}`,
        visitorDistanceSchema,
      );
      expect(there.minDistanceRestaurantId).toBe(sibling.id);
      expect(there.minDistance).toBe(0);
      expect(there.distance).toBeGreaterThan(0);
    }
  });

  it('refuses missing, non-numeric or out-of-range coordinates', async () => {
    const path = '/restaurants/sabai-shabu-centralworld/find_visitor_distance.json';
    expect(await refused(path, 422)).toBe('lat and lng are required numbers');
    expect(await refused(`${path}?lat=abc&lng=100.5`, 422)).toBe('lat and lng are required numbers');
    expect(await refused(`${path}?lat=95&lng=100.5`, 422)).toMatch(/between -90 and 90/);
    expect(await refused(`${path}?lat=13.7`, 422, 'th')).toBe('ต้องระบุ lat และ lng เป็นตัวเลข');
    expect(await refused('/restaurants/nowhere/find_visitor_distance.json?lat=13.7&lng=100.5', 404)).toBe(
      'Restaurant not found',
    );
  });
});

describe('POST /restaurants/calc_delivery_fees.json', () => {
  it('quotes a fee by distance for delivering restaurants, none for the others', async () => {
    const delivering = await opened.db
      .selectDistinct({ id: restaurants.id })
      .from(restaurants)
      .innerJoin(packages, eq(packages.restaurantId, restaurants.id))
      .where(and(eq(restaurants.cityId, 1), eq(packages.typeCode, 'hah'), isNull(packages.expiryDate)))
      .limit(10);
    const others = await opened.db.select().from(restaurants).where(eq(restaurants.cityId, 1)).limit(20);
    const ids = [...new Set([...delivering.map((d) => d.id), ...others.map((o) => o.id)])];
    const rows = await opened.db.select().from(restaurants).where(inArray(restaurants.id, ids));
    const first = rows.find((r) => r.id === ids[0]);
    if (!first) throw new Error('no restaurants');
    rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    const res = await post({ restaurant_ids: ids, lat: first.lat, lng: first.lng });
    expect(res.status).toBe(200);
    const quotes = deliveryFeesDataSchema.parse(res.body.data);
    expect(quotes.map((q) => q.restaurantId)).toEqual(rows.map((r) => r.id));
    expect(quotes[0]?.distance).toBe(0);
    for (const q of quotes) {
      if (q.isDeliverable) {
        expect(q.fee?.currency).toBe('THB');
        expect(q.distance).toBeLessThanOrEqual(15);
      } else expect(q.fee).toBeNull();
    }
    expect(quotes[0]?.isDeliverable).toBe(true);
    expect(quotes[0]?.fee?.amount).toBe(40);
    expect(quotes.some((q) => !q.isDeliverable)).toBe(true);
  });

  it('refuses a body without an id array or numeric lat and lng', async () => {
    const message = 'restaurant_ids must be an array of restaurant ids, and lat and lng must be numbers';
    for (const body of [
      { lat: 13.7, lng: 100.5 },
      { restaurant_ids: 5, lat: 13.7, lng: 100.5 },
      { restaurant_ids: [], lat: 13.7, lng: 100.5 },
      { restaurant_ids: [1], lat: '13.7', lng: 100.5 },
      { restaurant_ids: [1], lat: 13.7 },
      { restaurant_ids: ['a'], lat: 13.7, lng: 100.5 },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.message).toBe(message);
    }
    expect((await post(null, 'en', '{not json')).status).toBe(400);
    expect((await post({ lat: 1 }, 'th')).body.message).toMatch(/[\u0E00-\u0E7F]/);
    const unknown = await post({ restaurant_ids: [1, 999999], lat: 13.7, lng: 100.5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Restaurant not found: 999999');
  });
});

describe('GET /google_map/find_place_id.json', () => {
  it('answers the nearest seeded place within 2 km', async () => {
    const paragon = await data('/google_map/find_place_id.json?lat=13.7463&lng=100.5349', placeSchema);
    expect(paragon.placeId).toBe('hh-bkk-siam-paragon');
    expect(paragon.name).toBe('Siam Paragon');
    expect(paragon.distance).toBeLessThan(0.1);
    const th = await data('/google_map/find_place_id.json?lat=1.2834&lng=103.8607', placeSchema, 'th');
    expect(th.placeId).toBe('hh-sin-marina-bay-sands');
    expect(th.name).toBe('มารีน่า เบย์ แซนด์ส');
  });

  it("answers 404 'address not found' far from every place, 422 for bad coordinates", async () => {
    expect(await refused('/google_map/find_place_id.json?lat=18.7883&lng=98.9853', 404)).toBe(
      'address not found',
    );
    expect(await refused('/google_map/find_place_id.json?lat=x&lng=1', 422)).toBe(
      'lat and lng are required numbers',
    );
  });
});

it('keeps the card page shape for tag restaurants (shared contract)', async () => {
  const { body } = await getJson(app, '/api/v5/restaurant_tags/1/restaurants.json');
  expect(() => cardPageSchema.parse(body)).not.toThrow();
});

it('fills the reference tables of a database seeded before they existed', async () => {
  await opened.db.delete(diningOccasions);
  await opened.db.delete(places);
  expect(await seedIfEmpty(opened.db)).toEqual({ seeded: false });
  expect((await opened.db.select().from(diningOccasions)).length).toBeGreaterThanOrEqual(5);
  expect((await opened.db.select().from(places)).length).toBeGreaterThanOrEqual(20);
  // Identity sequences moved past the seeded ids: a new row gets a fresh id.
  const [row] = await opened.db
    .insert(diningOccasions)
    .values({ slug: 'graduation', nameEn: 'Graduation', nameTh: 'รับปริญญา' })
    .returning();
  expect(row?.id).toBeGreaterThan(8);
});
