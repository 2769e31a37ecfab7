import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { z } from 'zod';
import { configSchema } from '@/contract/config';
import {
  bannersDataSchema,
  citiesDataSchema,
  homeSectionsDataSchema,
  serviceTypesDataSchema,
  userIpLocationDataSchema,
} from '@/contract/catalogue-responses';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { toCamelKeys } from '@/contract/wire-case';
import { errorHandler } from '@server/http/errors';
import { languageMiddleware } from '@server/http/language';
import { createCatalogueRoutes } from '@server/modules/catalogue/routes';
import { createTestDb, testContext } from '../support/test-db';

let opened: OpenedDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await createTestDb();
  const ctx = testContext(opened.db);
  app = new Hono<AppEnv>();
  app.use(languageMiddleware());
  app.route('/api/v5', createCatalogueRoutes(ctx));
  app.onError(errorHandler(ctx.log));
});

afterAll(async () => {
  await opened.close();
});

/** Every object key in the raw body must be snake_case (the wire is snake_case; both sides see camelCase). */
function camelKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => camelKeys(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(/[A-Z]/.test(k) ? [`${path}.${k}`] : []),
    ...camelKeys(v, `${path}.${k}`),
  ]);
}

async function get<S extends z.ZodType>(
  path: string,
  schema: S,
  headers: Record<string, string> = {},
): Promise<{ data: z.infer<S>; raw: Record<string, unknown> }> {
  const res = await app.request(path, { headers });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const raw = (await res.json()) as Record<string, unknown>;
  expect(camelKeys(raw)).toEqual([]);
  const envelope = z
    .object({ success: z.literal(true), message: z.null(), data: schema })
    .parse(toCamelKeys(raw)) as {
    data: z.infer<S>;
  };
  return { data: envelope.data, raw };
}

async function getError(
  path: string,
): Promise<{ status: number; body: { success: boolean; message: string; errors?: Record<string, string> } }> {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
}

describe('GET /config.json', () => {
  it('answers the config entity with cities from the database and the package code table', async () => {
    const { data, raw } = await get('/api/v5/config.json?api_minor_version=3', configSchema);
    expect(data.selectedPaymentProvider).toBe('omise');
    expect(data.cities.map((c) => c.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(data.cities[4]?.attributes).toMatchObject({ name: 'Singapore', countryId: 198, currency: 'SGD' });
    expect(data.packageList).toEqual([
      { typeCode: 'ayce', name: 'All You Can Eat' },
      { typeCode: 'bfp', name: 'Buffet Plus' },
      { typeCode: 'pp', name: 'Party Pack' },
      { typeCode: 'xp', name: 'Xperience' },
      { typeCode: 'hs', name: 'Hungry Lunch' },
      { typeCode: 'hah', name: 'Hungry@Home' },
      { typeCode: 'sm', name: 'Set Menu' },
    ]);
    expect(data.promptpayCountdown).toBe(300);
    expect(data.version).toBe('1.2.3');
    expect(data.realtime).toEqual({
      databaseUrl: 'http://127.0.0.1:9000?ns=hungry-table',
      emulatorHost: '127.0.0.1',
      emulatorPort: 9000,
    });
    expect((raw.data as Record<string, unknown>).dynamic_points).toBeDefined();
  });

  it('rejects a bad api_minor_version with 422 and a message', async () => {
    const { status, body } = await getError('/api/v5/config.json?api_minor_version=abc');
    expect(status).toBe(422);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/apiMinorVersion/);
  });
});

describe('GET /cities.json', () => {
  it('lists cities as resources, translated', async () => {
    const en = await get('/api/v5/cities.json', citiesDataSchema);
    expect(en.data[0]).toMatchObject({
      id: '1',
      type: 'cities',
      attributes: { name: 'Bangkok', countryId: 218, currency: 'THB' },
    });
    expect(en.data[0]?.attributes.icon).toBe('/images/cities/1.webp?w=96&h=96');
    const th = await get('/api/v5/cities.json', citiesDataSchema, { 'X-HH-Language': 'th' });
    expect(th.data[0]?.attributes.name).toBe('กรุงเทพฯ');
  });
});

describe('GET /service_types.json', () => {
  it('counts restaurants per service type in the city', async () => {
    const { data } = await get('/api/v5/service_types.json?city_id=1', serviceTypesDataSchema);
    expect(data.map((s) => s.code)).toEqual(['dine_in', 'delivery', 'experience']);
    expect(data[0]?.name).toBe('Dine In');
    expect(data[0]?.totalRestaurants).toBeGreaterThan(50);
    expect(data[1]?.totalRestaurants).toBeGreaterThan(0);
    expect(data[2]?.totalRestaurants).toBeGreaterThan(0);
  });

  it('translates the names and defaults to Bangkok', async () => {
    const { data } = await get('/api/v5/service_types.json?locale=th', serviceTypesDataSchema);
    expect(data[0]?.name).toBe('ทานที่ร้าน');
  });

  it('answers 422 for a bad city_id and 404 for an unknown one', async () => {
    const bad = await getError('/api/v5/service_types.json?city_id=bangkok');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/cityId/);
    expect(bad.body.errors).toHaveProperty('city_id');
    const unknown = await getError('/api/v5/service_types.json?city_id=999');
    expect(unknown).toEqual({ status: 404, body: { success: false, message: 'City not found' } });
  });
});

describe('GET /user_ip_locations.json', () => {
  it('answers Thailand / Bangkok for unknown, loopback and private addresses', async () => {
    expect((await get('/api/v5/user_ip_locations.json', userIpLocationDataSchema)).data).toEqual({
      countryId: 218,
      cityId: 1,
    });
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.1.9', '::1', '8.8.8.8']) {
      const { data } = await get('/api/v5/user_ip_locations.json', userIpLocationDataSchema, {
        'X-Forwarded-For': ip,
      });
      expect(data, ip).toEqual({ countryId: 218, cityId: 1 });
    }
  });

  it('answers Singapore for a Singapore address', async () => {
    const { data } = await get('/api/v5/user_ip_locations.json', userIpLocationDataSchema, {
      'X-Forwarded-For': '203.116.5.6, 10.0.0.1',
    });
    expect(data).toEqual({ countryId: 198, cityId: 5 });
  });
});

describe('GET /homes/sections.json', () => {
  it('answers data.data with home sections of restaurant cards, in position order', async () => {
    const { data, raw } = await get('/api/v5/homes/sections.json?city_id=1', homeSectionsDataSchema);
    expect(Array.isArray((raw.data as { data: unknown }).data)).toBe(true);
    expect(data.data.length).toBeGreaterThanOrEqual(3);
    const positions = data.data.map((s) => s.attributes.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const section of data.data) {
      expect(section.type).toBe('home_sections');
      expect(section.attributes.cityId).toBe(1);
      expect(section.attributes.restaurants.length).toBeGreaterThan(0);
    }
    const featured = data.data.find((s) => s.attributes.sectionType === 'featured_restaurants');
    const card = featured?.attributes.restaurants[0]?.attributes;
    expect(card?.type).toBe('featured_restaurants');
    expect(card?.customText).toEqual(expect.any(String));
    expect(card?.totalLocations).toBeGreaterThanOrEqual(1);
  });

  it('builds cards with THB prices, covers and opening hours', async () => {
    const { data } = await get('/api/v5/homes/sections.json?city_id=1', homeSectionsDataSchema);
    const cards = data.data.flatMap((s) => s.attributes.restaurants.map((r) => r.attributes));
    for (const card of cards) {
      expect(card.price.currency).toBe('THB');
      expect(card.price.format).toMatch(/^฿[\d,]+$/);
      expect(card.imageCoverUrl).toMatch(/^\/images\/pictures\/\d+\.webp\?w=600&h=400$/);
      expect(card.availablePackageTypes.length).toBeGreaterThan(0);
      expect(card.priceSummaries.map((p) => p.typeCode)).toEqual(card.availablePackageTypes);
      expect(card.openingHoursShort).not.toBe('');
    }
  });

  it('speaks Thai with X-HH-Language: th', async () => {
    const en = await get('/api/v5/homes/sections.json?city_id=1', homeSectionsDataSchema);
    const th = await get('/api/v5/homes/sections.json?city_id=1', homeSectionsDataSchema, {
      'X-HH-Language': 'th',
    });
    const enCard = en.data.data[0]?.attributes.restaurants[0]?.attributes;
    const thCard = th.data.data[0]?.attributes.restaurants[0]?.attributes;
    expect(thCard?.id).toBe(enCard?.id);
    expect(thCard?.slug).toBe(enCard?.slug);
    expect(enCard?.name).toMatch(/^[\x20-\x7e–]+$/);
    expect(thCard?.name).toMatch(/[\u0e00-\u0e7f]/);
    expect(th.data.data[0]?.attributes.title).toMatch(/[\u0e00-\u0e7f]/);
  });

  it('prices Singapore in S$', async () => {
    const { data } = await get('/api/v5/homes/sections.json?city_id=5', homeSectionsDataSchema);
    const cards = data.data.flatMap((s) => s.attributes.restaurants.map((r) => r.attributes));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.price.currency).toBe('SGD');
      expect(card.price.symbol).toBe('S$');
      expect(card.price.format).toMatch(/^S\$\d+(\.\d\d)?$/);
    }
  });

  it('rejects a bad city_id with 422', async () => {
    const { status, body } = await getError('/api/v5/homes/sections.json?city_id=-3');
    expect(status).toBe(422);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/cityId/);
  });
});

describe('GET /banners.json', () => {
  it('lists the city banners and the ones shown everywhere, by order number', async () => {
    const { data } = await get('/api/v5/banners.json?city_id=1', bannersDataSchema);
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.map((b) => b.orderNumber)).toEqual([...data.map((b) => b.orderNumber)].sort((a, b) => a - b));
    expect(data.every((b) => b.cityId === 1 || b.cityId === null)).toBe(true);
    expect(data[0]?.imageUrl).toMatch(/^\/images\/banners\/\d+\.webp\?w=1200&h=400&lang=en$/);
  });

  it('filters by restaurant tag ids', async () => {
    const { data } = await get('/api/v5/banners.json?city_id=1&restaurant_tag_ids=3,99', bannersDataSchema);
    expect(data.map((b) => b.name)).toEqual(['Rooftop Nights']);
  });

  it('translates banner names', async () => {
    const { data } = await get('/api/v5/banners.json?city_id=5', bannersDataSchema, {
      'X-HH-Language': 'th',
    });
    expect(data.map((b) => b.name)).toContain('บรันช์วันหยุดที่สิงคโปร์');
  });

  it('rejects malformed restaurant_tag_ids with 422 and a clear message', async () => {
    const { status, body } = await getError('/api/v5/banners.json?restaurant_tag_ids=rooftop');
    expect(status).toBe(422);
    expect(body.message).toBe('restaurantTagIds: restaurant_tag_ids must be comma-separated ids');
  });
});
