import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SearchQuery } from '@/contract/search';
import type { OpenedDatabase } from '@server/db/client';
import { restaurants } from '@server/db/schema/restaurants';
import { cachedSearchCount, countKey } from '@server/modules/catalogue/search-count';
import { createTestDb, TEST_TODAY } from '../support/test-db';

let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await createTestDb();
});

afterAll(async () => {
  await opened.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const clock = { today: TEST_TODAY, now: new Date() };
const page = { size: 10, number: 1 };

async function activeInCity(cityId: number): Promise<number> {
  const [row] = await opened.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(restaurants)
    .where(sql`${restaurants.cityId} = ${cityId} and ${restaurants.isActive}`);
  return row?.n ?? 0;
}

async function setActive(id: number, active: boolean): Promise<void> {
  await opened.db.update(restaurants).set({ isActive: active }).where(eq(restaurants.id, id));
}

describe('countKey', () => {
  it('ignores paging and sort, not the filters or the day', () => {
    const a: SearchQuery = { page, cityId: 1, cuisineIds: [2] };
    expect(countKey({ ...a, page: { size: 50, number: 3 }, sort: 'price asc' }, TEST_TODAY)).toBe(countKey(a, TEST_TODAY));
    expect(countKey({ ...a, cuisineIds: [3] }, TEST_TODAY)).not.toBe(countKey(a, TEST_TODAY));
    expect(countKey(a, '2000-01-01')).not.toBe(countKey(a, TEST_TODAY));
  });
});

describe('cachedSearchCount', () => {
  it('answers from the cache for 30 s, then once more while it refreshes, then the new count', async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    const q: SearchQuery = { page, cityId: 1 };
    const before = await activeInCity(1);
    expect(await cachedSearchCount(opened.db, q, clock)).toBe(before);

    const [victim] = await opened.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(sql`${restaurants.cityId} = 1 and ${restaurants.isActive}`)
      .limit(1);
    const victimId = victim?.id ?? 0;
    expect(victimId).toBeGreaterThan(0);
    await setActive(victimId, false);
    try {
      // Fresh: the database is not asked again (another page of the same search, too).
      now.mockReturnValue(start + 29_000);
      expect(await cachedSearchCount(opened.db, { ...q, page: { size: 10, number: 2 } }, clock)).toBe(before);
      // Stale: the old count once, while one refresh runs in the background …
      now.mockReturnValue(start + 31_000);
      expect(await cachedSearchCount(opened.db, q, clock)).toBe(before);
      await vi.waitFor(async () => {
        // … whose result the next search gets.
        expect(await cachedSearchCount(opened.db, q, clock)).toBe(before - 1);
      });
    } finally {
      await setActive(victimId, true);
    }
  });

  it('counts again, waiting for it, once a count is much older than the TTL', async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    const q: SearchQuery = { page, cityId: 2 };
    const before = await activeInCity(2);
    expect(await cachedSearchCount(opened.db, q, clock)).toBe(before);
    const [victim] = await opened.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(sql`${restaurants.cityId} = 2 and ${restaurants.isActive}`)
      .limit(1);
    const victimId = victim?.id ?? 0;
    expect(victimId).toBeGreaterThan(0);
    await setActive(victimId, false);
    try {
      now.mockReturnValue(start + 10 * 60_000);
      expect(await cachedSearchCount(opened.db, q, clock)).toBe(before - 1);
    } finally {
      await setActive(victimId, true);
    }
  });

  it('shares one count between concurrent searches with the same filters', async () => {
    const q: SearchQuery = { page, cityId: 1, section: 'top' };
    const spy = vi.spyOn(opened.db, 'select');
    const totals = await Promise.all([1, 2, 3].map((n) => cachedSearchCount(opened.db, { ...q, page: { size: 10, number: n } }, clock)));
    expect(new Set(totals).size).toBe(1);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
