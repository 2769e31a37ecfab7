import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
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

afterAll(async () => {
  await opened.close();
});

interface Counted {
  code: string;
  totalRestaurants: number;
}

async function searchTotal(cityId: number, serviceType: string): Promise<number> {
  const { status, body } = await getJson(
    app,
    `/api/v5/restaurants/search.json?city_id=${cityId}&service_type=${serviceType}&page[size]=1`,
  );
  expect(status).toBe(200);
  return (body.metaData as { totalRestaurants: number }).totalRestaurants;
}

describe('GET /service_types.json counts what the search finds', () => {
  it.each([1, 5])('each tab of city %i counts the restaurants its search lists', async (cityId) => {
    const { status, body } = await getJson(app, `/api/v5/service_types.json?city_id=${cityId}`);
    expect(status).toBe(200);
    const counts = body.data as Counted[];
    expect(counts.map((c) => c.code)).toEqual(['dine_in', 'delivery', 'experience']);
    for (const { code, totalRestaurants } of counts) {
      expect(totalRestaurants, code).toBe(await searchTotal(cityId, code));
    }
  });

  it('does not count a restaurant whose only bookable package is an experience as dine-in', async () => {
    // The seed has experience restaurants; with xp counted under dine-in the dine-in total would exceed
    // the dine-in search total for some city. Checked directly on Bangkok's numbers.
    const { body } = await getJson(app, '/api/v5/service_types.json?city_id=1');
    const [dineIn, , experience] = body.data as Counted[];
    expect(experience?.totalRestaurants).toBeGreaterThan(0);
    expect(dineIn?.totalRestaurants).toBe(await searchTotal(1, 'dine_in'));
  });
});
