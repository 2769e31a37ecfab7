import type { Language } from '@/contract/envelope';
import { AROUND_LIMIT, type CardResource, type NewCompactSort } from '@/contract/listings';
import type { ServerContext } from '../../context';
import { DEFAULT_CITY_ID } from './config-constants';
import { findRestaurant } from './detail-repo';
import { cardResources } from './listing-cards';
import { message } from './listing-messages';
import * as repo from './listing-repo';
import { localizeOptional } from './localize';
import { findCity } from './repo';
import { NotFoundError, today } from './service';

export interface CardPageResult {
  data: CardResource[];
  total: number;
}

async function requireRestaurant(ctx: ServerContext, key: string, lang: Language) {
  const row = await findRestaurant(ctx.db, key);
  if (!row) throw new NotFoundError(message(lang, 'restaurantNotFound'));
  return row;
}

async function requireCityId(
  ctx: ServerContext,
  cityId: number | undefined,
  lang: Language,
): Promise<number> {
  const city = await findCity(ctx.db, cityId ?? DEFAULT_CITY_ID);
  if (!city) throw new NotFoundError(message(lang, 'cityNotFound'));
  return city.id;
}

/** GET /restaurants/{id|slug}/similar.json?page=&date= */
export async function similarRestaurants(
  ctx: ServerContext,
  key: string,
  query: { date?: string; page: repo.Page },
  lang: Language,
): Promise<CardPageResult> {
  const r = await requireRestaurant(ctx, key, lang);
  // A date in the past would list restaurants nobody can book: today is the earliest day that counts.
  const day = query.date && query.date > today() ? query.date : today();
  const { ids, total } = await repo.similarIds(ctx.db, r, day, query.page);
  return { data: await cardResources(ctx, ids, lang), total };
}

/** GET /restaurants/{id|slug}/around_restaurants.json: the nearest of the same city, with distance. */
export async function aroundRestaurants(
  ctx: ServerContext,
  key: string,
  lang: Language,
): Promise<CardPageResult> {
  const r = await requireRestaurant(ctx, key, lang);
  const near = await repo.aroundIds(ctx.db, r, AROUND_LIMIT);
  const km = new Map(near.map((n) => [n.id, Math.round(n.distanceKm * 10) / 10]));
  const data = await cardResources(
    ctx,
    near.map((n) => n.id),
    lang,
    { distance: (id) => km.get(id) ?? null },
  );
  return { data, total: data.length };
}

/** GET /restaurants/featured.json?city_id=: the featured variant (customText, totalLocations). */
export async function featuredRestaurants(
  ctx: ServerContext,
  query: { cityId?: number; page: repo.Page },
  lang: Language,
): Promise<CardPageResult> {
  const cityId = await requireCityId(ctx, query.cityId, lang);
  const entries = await repo.featuredEntries(ctx.db, cityId);
  const start = (query.page.number - 1) * query.page.size;
  const slice = entries.slice(start, start + query.page.size);
  const texts = new Map(
    slice.map((e) => [e.restaurantId, localizeOptional(lang, e.customTextEn, e.customTextTh)]),
  );
  const data = await cardResources(
    ctx,
    slice.map((e) => e.restaurantId),
    lang,
    { variant: 'featured_restaurants', customText: (id) => texts.get(id) ?? null },
  );
  return { data, total: entries.length };
}

/** GET /restaurants/new_compact.json?sort_by=top|new&city_id= */
export async function topOrNewRestaurants(
  ctx: ServerContext,
  query: { sortBy: NewCompactSort; cityId?: number; page: repo.Page },
  lang: Language,
): Promise<CardPageResult> {
  const cityId = await requireCityId(ctx, query.cityId, lang);
  const { ids, total } = await repo.topOrNewIds(ctx.db, cityId, query.sortBy, query.page);
  return { data: await cardResources(ctx, ids, lang), total };
}

/** GET /branch/{id}/restaurants.json: every restaurant of a chain. */
export async function branchRestaurants(
  ctx: ServerContext,
  branchId: number,
  lang: Language,
): Promise<CardPageResult> {
  const branch = await repo.findBranch(ctx.db, branchId);
  if (!branch) throw new NotFoundError(message(lang, 'branchNotFound'));
  const data = await cardResources(ctx, await repo.branchRestaurantIds(ctx.db, [branch.id]), lang);
  return { data, total: data.length };
}

/** GET /compact_restaurants.json?branch_ids=: the restaurants of several chains (unknown ids give none). */
export async function compactRestaurants(
  ctx: ServerContext,
  branchIds: readonly number[],
  lang: Language,
): Promise<CardPageResult> {
  const data = await cardResources(ctx, await repo.branchRestaurantIds(ctx.db, branchIds), lang);
  return { data, total: data.length };
}
