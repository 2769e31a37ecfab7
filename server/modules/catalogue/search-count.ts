import type { SearchQuery } from '@/contract/search';
import type { Database } from '../../db/client';
import { countRestaurants, type SearchClock } from './search-repo';

/**
 * meta_data.total_restaurants is the one part of a search that must visit every match (a count over
 * thousands of restaurants, ~100 ms with a date filter), while the page itself stops after `size` rows.
 * Counts are therefore cached in process memory per filter set, a pure cache of public data: fresh for
 * SEARCH_COUNT_TTL_MS (30 s; 0 turns the cache off), then served once more while one refresh runs in
 * the background (no request waits for a count that is merely old), and dropped when older than
 * STALE_LIMIT. A count may thus lag a booking or a new restaurant by about the TTL; the page of cards
 * never does. Several stateless processes each keep their own cache.
 */
const TTL_MS = Number(process.env.SEARCH_COUNT_TTL_MS ?? 30_000);
const STALE_LIMIT_MS = 5 * TTL_MS;
const MAX_ENTRIES = 5_000;

interface Entry {
  total: number;
  at: number;
  refreshing: boolean;
}

interface DbCache {
  entries: Map<string, Entry>;
  /** Misses in flight: concurrent searches with the same filters share one count. */
  pending: Map<string, Promise<number>>;
}

const caches = new WeakMap<Database, DbCache>();

/** The filters only: paging and sort do not change the count; the day does (dates, expiry). */
export function countKey(q: SearchQuery, today: string): string {
  const { page: _page, sort: _sort, ...filters } = q;
  return `${today}|${JSON.stringify(filters)}`;
}

function cacheOf(db: Database): DbCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), pending: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

function store(cache: DbCache, key: string, total: number, at: number): void {
  cache.entries.delete(key);
  cache.entries.set(key, { total, at, refreshing: false });
  // Map order is insertion order: the first key is the least recently stored.
  if (cache.entries.size > MAX_ENTRIES) {
    const oldest = cache.entries.keys().next().value;
    if (oldest !== undefined) cache.entries.delete(oldest);
  }
}

function load(db: Database, cache: DbCache, key: string, q: SearchQuery, clock: SearchClock): Promise<number> {
  const inFlight = cache.pending.get(key);
  if (inFlight) return inFlight;
  const started = Date.now();
  const promise = countRestaurants(db, q, clock)
    .then((total) => {
      store(cache, key, total, started);
      return total;
    })
    .finally(() => cache.pending.delete(key));
  cache.pending.set(key, promise);
  return promise;
}

/** How many restaurants match `q`, from the cache when it is recent enough (see above). */
export async function cachedSearchCount(db: Database, q: SearchQuery, clock: SearchClock): Promise<number> {
  if (!(TTL_MS > 0)) return countRestaurants(db, q, clock);
  const cache = cacheOf(db);
  const key = countKey(q, clock.today);
  const entry = cache.entries.get(key);
  const age = entry ? Date.now() - entry.at : Number.POSITIVE_INFINITY;
  if (entry && age < TTL_MS) return entry.total;
  if (entry && age < STALE_LIMIT_MS) {
    if (!entry.refreshing) {
      entry.refreshing = true;
      // A failed refresh leaves the old count to expire at STALE_LIMIT; the next search retries.
      load(db, cache, key, q, clock).catch(() => {
        entry.refreshing = false;
      });
    }
    return entry.total;
  }
  return load(db, cache, key, q, clock);
}
