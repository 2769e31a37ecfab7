import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { searchResponseSchema, type SearchResponse } from '@/contract/search';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { restaurants } from '@server/db/schema/restaurants';
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

afterEach(() => {
  vi.restoreAllMocks();
});

async function search(query: string): Promise<SearchResponse> {
  const { status, body } = await getJson(app, `/api/v5/restaurants/search.json?${query}`);
  expect(status).toBe(200);
  return searchResponseSchema.parse(body);
}

describe('search cards from the card cache', () => {
  it('keeps a card for 30 s while which restaurants match stays live', async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    const first = await search('city_id=1&page[size]=5');
    const [top, second] = first.data;
    expect(top && second).toBeTruthy();
    const topId = top?.attributes.id ?? 0;
    const secondId = second?.attributes.id ?? 0;
    const [row] = await opened.db.select({ earnPoint: restaurants.earnPoint }).from(restaurants).where(eq(restaurants.id, secondId));
    const earnPoint = row?.earnPoint ?? 0;

    await opened.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, topId));
    await opened.db.update(restaurants).set({ earnPoint: earnPoint + 7 }).where(eq(restaurants.id, secondId));
    try {
      now.mockReturnValue(start + 29_000);
      const cached = await search('city_id=1&page[size]=5');
      // Membership is read live: the deactivated restaurant is gone at once …
      expect(cached.data.map((d) => d.attributes.id)).not.toContain(topId);
      // … while a card's contents may lag up to the TTL.
      expect(cached.data.find((d) => d.attributes.id === secondId)?.attributes.earnPoint).toBe(earnPoint);

      now.mockReturnValue(start + 31_000);
      const fresh = await search('city_id=1&page[size]=5');
      expect(fresh.data.find((d) => d.attributes.id === secondId)?.attributes.earnPoint).toBe(earnPoint + 7);
    } finally {
      await opened.db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, topId));
      await opened.db.update(restaurants).set({ earnPoint }).where(eq(restaurants.id, secondId));
    }
  });
});
