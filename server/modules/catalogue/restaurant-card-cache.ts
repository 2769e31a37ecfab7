import type { Database } from '../../db/client';
import type { RestaurantCardSource } from './restaurant-card';
import { loadRestaurantCardSources } from './restaurant-card-repo';

/**
 * Search pages show the same popular restaurants again and again; gathering a card (cuisine, location,
 * pictures, packages with prices, tags, hours) is most of the work of a search statement. Card sources
 * are therefore kept in process memory, a pure cache of public data, for SEARCH_CARD_TTL_MS (30 s; 0
 * turns it off) per restaurant and day. Which restaurants are on a page, in which order, and whether
 * they match (seats on a date, a package type …) is always read live; only a card's contents (a price
 * or a tag just changed) may lag by up to the TTL. Several stateless processes each keep their own.
 */
const TTL_MS = Number(process.env.SEARCH_CARD_TTL_MS ?? 30_000);
const MAX_ENTRIES = 20_000;

interface Entry {
  source: RestaurantCardSource;
  at: number;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

/** Card sources of `ids` (active ones; others are left out), from the cache where fresh, the rest in one query. */
export async function cachedCardSources(
  db: Database,
  ids: readonly number[],
  today: string,
): Promise<Map<number, RestaurantCardSource>> {
  if (!(TTL_MS > 0)) return loadRestaurantCardSources(db, ids, today);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const out = new Map<number, RestaurantCardSource>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const entry = cache.get(`${today}|${id}`);
    if (entry && now - entry.at < TTL_MS) out.set(id, entry.source);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const loaded = await loadRestaurantCardSources(db, missing, today);
  for (const [id, source] of loaded) {
    const key = `${today}|${id}`;
    cache.delete(key);
    cache.set(key, { source, at: now });
    out.set(id, source);
  }
  // Map order is insertion order: drop the least recently loaded beyond the bound.
  for (const key of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(key);
  }
  return out;
}
