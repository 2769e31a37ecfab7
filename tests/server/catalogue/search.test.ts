import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_SEARCH_ROWS, searchResponseSchema, type SearchResponse } from '@/contract/search';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { addDays } from '@server/db/seed/dates';
import { packages } from '@server/db/schema/packages';
import {
  restaurantCuisines,
  restaurantDiningStyles,
  restaurantFacilities,
  restaurantLocations,
  restaurantTags,
} from '@server/db/schema/restaurant-links';
import { restaurants } from '@server/db/schema/restaurants';
import { tags } from '@server/db/schema/taxonomy';
import { transitLines, transitStations } from '@server/db/schema/transit';
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

const BASE = '/api/v5/restaurants/search.json';

async function search(query: string, lang: 'en' | 'th' = 'en'): Promise<SearchResponse> {
  const { status, body } = await getJson(app, `${BASE}?${query}`, lang);
  expect(status, query).toBe(200);
  return searchResponseSchema.parse(body);
}

/** Every id a query matches (one big page). */
async function allIds(query: string): Promise<number[]> {
  const res = await search(`${query}&page[size]=100`);
  expect(res.metaData.totalRestaurants).toBeLessThanOrEqual(100);
  return res.data.map((d) => d.attributes.id);
}

async function error(query: string, lang: 'en' | 'th' = 'en'): Promise<{ status: number; message: string }> {
  const { status, body } = await getJson(app, `${BASE}?${query}`, lang);
  return { status, message: String(body.message) };
}

/** Active restaurant ids of city 1 linked through `table`. */
async function cityIds(where?: ReturnType<typeof sql>): Promise<number[]> {
  const rows = await opened.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.cityId, 1), eq(restaurants.isActive, true), where));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('GET /restaurants/search.json paging and envelope', () => {
  it('answers data, ads, links and meta_data.total_restaurants with 10 per page by default', async () => {
    const res = await search('city_id=1');
    const total = (await cityIds()).length;
    expect(res.metaData.totalRestaurants).toBe(total);
    expect(res.data).toHaveLength(10);
    expect(res.links.prev).toBeNull();
    expect(res.links.next).toContain('page[number]=2');
    expect(res.links.last).toContain(`page[number]=${Math.ceil(total / 10)}`);
    expect(res.links.self).toContain('city_id=1');
  });

  it('pages through every restaurant once', async () => {
    const total = (await cityIds()).length;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(total / 25); page++) {
      const res = await search(`city_id=1&page[size]=25&page[number]=${page}`);
      seen.push(...res.data.map((d) => d.attributes.id));
    }
    expect(sorted(seen)).toEqual(await cityIds());
    const beyond = await search('city_id=1&page[size]=25&page[number]=99');
    expect(beyond.data).toEqual([]);
    expect(beyond.metaData.totalRestaurants).toBe(total);
    expect(beyond.links.next).toBeNull();
  });

  it('rejects bad paging', async () => {
    expect(await error('page[size]=101')).toEqual({ status: 422, message: 'page[size] must be at most 100' });
    expect((await error('page[number]=0')).status).toBe(422);
    expect((await error('page[size]=abc')).status).toBe(422);
  });

  it('refuses in the caller\'s language', async () => {
    expect(await error('page[size]=101', 'th')).toEqual({ status: 422, message: 'page[size] ต้องไม่เกิน 100' });
    expect((await error('offer_ticket=maybe', 'th')).message).toBe('offerTicket ต้องเป็น true หรือ false');
    expect((await error('geocode=13.7,abc', 'th')).message).toBe('geocode ต้องอยู่ในรูป "lat,lng" เป็นองศา');
    expect((await error('page[number]=99999&lat=13.7&lng=100.5', 'th')).message).toBe(
      'page[number] ต้องไม่เกิน 1000 เมื่อ page[size] เป็น 10',
    );
  });
});

describe('filters', () => {
  it('name_like matches English names case-insensitively and Thai names', async () => {
    const en = await search('name_like=sabai%20SHABU&page[size]=50');
    expect(en.data.length).toBeGreaterThan(1);
    for (const d of en.data) expect(d.attributes.name.toLowerCase()).toContain('sabai shabu');
    const th = await search(`name_like=${encodeURIComponent('สบาย ชาบู')}&page[size]=50`, 'th');
    expect(th.data.map((d) => d.attributes.id).sort()).toEqual(en.data.map((d) => d.attributes.id).sort());
    for (const d of th.data) expect(d.attributes.name).toContain('สบาย ชาบู');
    expect((await search('name_like=%25%25')).metaData.totalRestaurants).toBe(0);
  });

  it('service_type maps to package type codes', async () => {
    const delivery = await search('city_id=1&service_type=delivery&page[size]=100');
    expect(delivery.data.length).toBeGreaterThan(0);
    for (const d of delivery.data) expect(d.attributes.availablePackageTypes).toContain('hah');
    const xp = await search('city_id=1&service_type=experience&page[size]=100');
    expect(xp.data.length).toBeGreaterThan(0);
    for (const d of xp.data) expect(d.attributes.availablePackageTypes).toContain('xp');
    const dineIn = await search('city_id=1&service_type=dine_in&page[size]=100');
    for (const d of dineIn.data) {
      expect(d.attributes.availablePackageTypes.some((t) => ['ayce', 'bfp', 'pp', 'hs', 'sm'].includes(t))).toBe(true);
    }
    expect(await error('service_type=takeaway')).toEqual({
      status: 422,
      message: 'serviceType must be dine_in, delivery or experience',
    });
  });

  it('array filters (cuisine_id[], location_id[], dining_style_id[], tag_id[]) match the links', async () => {
    const viaLink = async (
      table: typeof restaurantCuisines | typeof restaurantLocations | typeof restaurantDiningStyles | typeof restaurantTags,
      column: Parameters<typeof inArray>[0],
      ids: number[],
    ) => {
      const rows = await opened.db.select({ id: table.restaurantId }).from(table).where(inArray(column, ids));
      return cityIds(inArray(restaurants.id, rows.length > 0 ? rows.map((r) => r.id) : [0]));
    };
    expect(sorted(await allIds('city_id=1&cuisine_id[]=14&cuisine_id[]=2'))).toEqual(
      await viaLink(restaurantCuisines, restaurantCuisines.cuisineId, [14, 2]),
    );
    expect(sorted(await allIds('city_id=1&location_id[]=11'))).toEqual(
      await viaLink(restaurantLocations, restaurantLocations.locationId, [11]),
    );
    expect(sorted(await allIds('city_id=1&dining_style_id[]=1'))).toEqual(
      await viaLink(restaurantDiningStyles, restaurantDiningStyles.diningStyleId, [1]),
    );
    const tagged = await viaLink(restaurantTags, restaurantTags.tagId, [3, 4]);
    expect(tagged.length).toBeGreaterThan(0);
    expect(sorted(await allIds('city_id=1&tag_ids=3,4'))).toEqual(tagged);
    expect(sorted(await allIds('city_id=1&tag_id[]=3&tag_id[]=4'))).toEqual(tagged);
    expect((await error('cuisine_id[]=abc')).message).toBe('cuisineId must be a list of positive integer ids');
  });

  it('combines filters with AND', async () => {
    const cuisine = await allIds('city_id=1&cuisine_id[]=14');
    const both = await allIds('city_id=1&cuisine_id[]=14&service_type=delivery');
    const delivery = await allIds('city_id=1&service_type=delivery');
    expect(sorted(both)).toEqual(sorted(cuisine.filter((id) => delivery.includes(id))));
  });

  it('facility_ids, shopping mall and BTS/MRT station filters', async () => {
    const facilityRows = await opened.db
      .select({ id: restaurantFacilities.restaurantId })
      .from(restaurantFacilities)
      .where(eq(restaurantFacilities.facilityId, 3));
    expect(sorted(await allIds('city_id=1&facility_ids=3'))).toEqual(
      await cityIds(inArray(restaurants.id, facilityRows.map((r) => r.id))),
    );
    // One name on both sides: the search page sends facility_ids[]; facility_id[] is not a filter.
    expect(sorted(await allIds('city_id=1&facility_ids[]=3'))).toEqual(sorted(await allIds('city_id=1&facility_ids=3')));
    expect(sorted(await allIds('city_id=1&facility_id[]=3'))).toEqual(sorted(await allIds('city_id=1')));
    const [mall] = await opened.db
      .select({ id: restaurants.shoppingMallId })
      .from(restaurants)
      .where(and(eq(restaurants.cityId, 1), sql`${restaurants.shoppingMallId} is not null`))
      .limit(1);
    const mallId = mall?.id ?? 0;
    expect(sorted(await allIds(`city_id=1&shopping_mall_id[]=${mallId}`))).toEqual(
      await cityIds(eq(restaurants.shoppingMallId, mallId)),
    );
    const [bts] = await opened.db
      .select({ id: transitStations.id })
      .from(transitStations)
      .innerJoin(transitLines, eq(transitLines.id, transitStations.lineId))
      .innerJoin(restaurants, eq(restaurants.transitStationId, transitStations.id))
      .where(eq(transitLines.system, 'BTS'))
      .limit(1);
    const stationId = bts?.id ?? 0;
    const near = await allIds(`city_id=1&bts_route_id[]=${stationId}`);
    expect(near.length).toBeGreaterThan(0);
    expect(sorted(near)).toEqual(await cityIds(eq(restaurants.transitStationId, stationId)));
  });

  it('branch_id_eq and group_tag_ids_eq', async () => {
    const branch = await allIds('branch_id_eq=1');
    expect(branch.length).toBeGreaterThan(1);
    const rows = await opened.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.branchId, 1));
    expect(sorted(branch)).toEqual(sorted(rows.map((r) => r.id)));

    const promo = await opened.db
      .select({ id: restaurantTags.restaurantId })
      .from(restaurantTags)
      .innerJoin(tags, eq(tags.id, restaurantTags.tagId))
      .where(eq(tags.tagGroupId, 3));
    expect(sorted(await allIds('city_id=1&group_tag_ids_eq=3'))).toEqual(
      await cityIds(inArray(restaurants.id, promo.map((r) => r.id))),
    );
  });

  it('section new / top / trending', async () => {
    const fresh = await search('city_id=1&section=new&page[size]=100');
    expect(fresh.data.length).toBeGreaterThan(0);
    for (const d of fresh.data) expect(d.attributes.reviewsCount).toBeLessThan(5);
    const top = await search('city_id=1&section=top&page[size]=100');
    for (const d of top.data) expect(d.attributes.reviewsCount).toBeGreaterThanOrEqual(5);
    expect(fresh.metaData.totalRestaurants + top.metaData.totalRestaurants).toBe((await cityIds()).length);
    const trending = await search('city_id=1&section=trending&page[size]=100');
    for (const d of trending.data) {
      expect(Date.now() - Date.parse(d.attributes.lastBookingWasMade ?? '')).toBeLessThanOrEqual(259_200_000);
    }
    expect((await error('section=old')).message).toBe('section must be new, top or trending');
  });

  it('date and start_time keep restaurants with free inventory that day', async () => {
    const all = await cityIds();
    const today = await allIds(`city_id=1&date=${TEST_TODAY}`);
    expect(today.length).toBeGreaterThan(0);
    expect(today.length).toBeLessThanOrEqual(all.length);
    // Restaurant 7's first package is sold out in two days (a dated row with 0 seats overrides).
    const soldOutDay = addDays(TEST_TODAY, 2);
    const [seven] = await opened.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(packages)
      .where(and(eq(packages.restaurantId, 7), eq(packages.isBookable, true)));
    const onSoldOutDay = await allIds(`city_id=1&date=${soldOutDay}`);
    if ((seven?.n ?? 0) === 1) expect(onSoldOutDay).not.toContain(7);
    // Beyond every restaurant's days in advance: nothing.
    expect((await search(`city_id=1&date=${addDays(TEST_TODAY, 400)}`)).metaData.totalRestaurants).toBe(0);
    expect((await search(`city_id=1&date=${addDays(TEST_TODAY, -1)}`)).metaData.totalRestaurants).toBe(0);
    const lunch = await allIds(`city_id=1&date=${TEST_TODAY}&start_time=12:00`);
    for (const id of lunch) expect(today).toContain(id);
    const midnight = await search(`city_id=1&start_time=03:00`);
    expect(midnight.metaData.totalRestaurants).toBe(0);
    expect((await error('date=2024-02-30')).message).toBe('date must be a valid date in YYYY-MM-DD format');
    expect((await error('start_time=25:00')).message).toBe('startTime must be a time in HH:mm format');
  });

  it('multiple_pricing and offer_ticket', async () => {
    const multi = await allIds('city_id=1&multiple_pricing=true');
    const single = await allIds('city_id=1&multiple_pricing=false');
    expect(multi.length).toBeGreaterThan(0);
    expect(sorted([...multi, ...single])).toEqual(await cityIds());
    const tickets = await search('city_id=1&offer_ticket=true&page[size]=100');
    expect(tickets.data.length).toBeGreaterThan(0);
    for (const d of tickets.data) expect(d.attributes.availablePackageTypes).toContain('xp');
    expect((await error('offer_ticket=maybe')).message).toBe('offerTicket must be true or false');
  });

  it('geocode sorts by distance and keeps the nearby ones', async () => {
    const res = await search('geocode=13.7466,100.5393&page[size]=100');
    expect(res.data.length).toBeGreaterThan(0);
    const distances = res.data.map((d) => d.attributes.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const km of distances) expect(km).toBeLessThanOrEqual(25);
    // Singapore is not near Siam.
    expect(res.data.every((d) => d.attributes.price.currency === 'THB')).toBe(true);
    expect((await error('geocode=13.7,abc')).message).toBe('geocode must be "lat,lng" in degrees');
  });
});

describe('sorting', () => {
  it('price asc / price desc order by the card price', async () => {
    const asc = await search('city_id=1&sort=price%20asc&page[size]=100');
    // Restaurants with nothing bookable (no price) come last.
    const up = asc.data.map((d) => d.attributes.price.amount);
    const priced = up.filter((a) => a > 0);
    expect(up).toEqual([...priced.sort((a, b) => a - b), ...up.filter((a) => a === 0)]);
    const desc = await search('city_id=1&sort=price_desc&page[size]=100');
    const down = desc.data.map((d) => d.attributes.price.amount).filter((a) => a > 0);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('reviews_score desc and most_reviewed', async () => {
    const score = (await search('city_id=1&sort=reviews_score%20desc&page[size]=100')).data.map(
      (d) => d.attributes.reviewsScore,
    );
    expect(score).toEqual([...score].sort((a, b) => b - a));
    const count = (await search('city_id=1&sort=most_reviewed&page[size]=100')).data.map(
      (d) => d.attributes.reviewsCount,
    );
    expect(count).toEqual([...count].sort((a, b) => b - a));
    expect((await error('sort=name')).status).toBe(422);
  });
});

describe('ads', () => {
  it('answers the ads whose 1-based position is on the page, with is_ads', async () => {
    const page1 = await search('city_id=1&page[size]=10');
    expect(page1.ads.length).toBeGreaterThan(0);
    for (const ad of page1.ads) {
      expect(ad.attributes.isAds).toBe(true);
      expect(ad.attributes.position).toBeGreaterThanOrEqual(1);
      expect(ad.attributes.position).toBeLessThanOrEqual(10);
    }
    const positions = page1.ads.map((a) => a.attributes.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const small = await search('city_id=1&page[size]=2&page[number]=2');
    for (const ad of small.ads) expect([3, 4]).toContain(ad.attributes.position);
    // Ads obey the filters too.
    const delivery = await search('city_id=1&service_type=delivery');
    for (const ad of delivery.ads) expect(ad.attributes.availablePackageTypes).toContain('hah');
  });
});

// A page deeper than MAX_SEARCH_ROWS is refused by the query's schema; it used to reach the database
// (the ads' positions are a small integer column) and fail with a 500.
describe('deep pages', () => {
  it.each([
    ['page[number]=99999&lat=13.7&lng=100.5', 'page[number] must be at most 1000 with page[size] 10'],
    ['page[number]=99999&geocode=13.7,100.5', 'page[number] must be at most 1000 with page[size] 10'],
    ['page[number]=101&page[size]=100&geocode=13.7,100.5', 'page[number] must be at most 100 with page[size] 100'],
  ])('refuses %s with 422', async (query, message) => {
    expect(await error(query)).toEqual({ status: 422, message });
  });

  it('answers the deepest allowed page, empty beyond the last restaurant', async () => {
    const res = await search(`page[number]=${MAX_SEARCH_ROWS / 10}&geocode=13.7,100.5`);
    expect(res.data).toEqual([]);
  });
});
