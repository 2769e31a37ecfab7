import { serviceTypeCodes, type ServiceTypeCode } from '@/contract/catalogue';
import type { Language } from '@/contract/envelope';
import { DEFAULT_PAGE_SIZE, searchSorts, type SearchSort } from '@/contract/search';

/**
 * The search page's URL query (spec shell §2 "Search", booking §7 search call), validated and normalised.
 * Unknown or invalid values are dropped rather than refused: a hand-edited link still shows a search.
 * The router's default parser JSON-reads values, so a name like "123" may arrive as a number and a
 * repeated `cuisine_id[]` as an array; both are accepted.
 */

/** Array filters: the page's field and the URL/API key (sent as `key[]`). */
export const ARRAY_FILTERS = [
  ['cuisineIds', 'cuisine_id'],
  ['locationIds', 'location_id'],
  ['diningStyleIds', 'dining_style_id'],
  ['tagIds', 'tag_id'],
  ['facilityIds', 'facility_id'],
  ['mrtRouteIds', 'mrt_route_id'],
  ['btsRouteIds', 'bts_route_id'],
  ['shoppingMallIds', 'shopping_mall_id'],
] as const;
export type ArrayFilterField = (typeof ARRAY_FILTERS)[number][0];

export const DEFAULT_SERVICE_TYPE: ServiceTypeCode = 'dine_in';

export type SearchPageParams = {
  serviceType: ServiceTypeCode;
  sort?: SearchSort;
  /** 1-based. */
  page: number;
  nameLike?: string;
  cityId?: number;
  branchId?: number;
  /** The name of the picked suggestion, shown as the page's filter (spec shell §2). */
  filterName?: string;
  /** The picked suggestion's restaurant count, when it had one. */
  totalRestaurants?: number;
} & Partial<Record<ArrayFilterField, number[]>>;

function text(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, 100);
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function idList(value: unknown): number[] {
  const items = (Array.isArray(value) ? value : [value]).flatMap((v: unknown) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  const ids = items.map(positiveInt).filter((n): n is number => n !== undefined);
  return [...new Set(ids)];
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  if (typeof value !== 'string') return undefined;
  const normalised = value.trim().replace(/_/g, ' ').replace(/\s+/g, ' ');
  // 'price_asc' is read as 'price asc'; most_reviewed keeps its underscore.
  return allowed.find((a) => a === value.trim() || a === normalised || a.replace(/_/g, ' ') === normalised);
}

export function parseSearchParams(raw: Record<string, unknown>): SearchPageParams {
  const params: SearchPageParams = {
    serviceType: oneOf(raw.service_type, serviceTypeCodes) ?? DEFAULT_SERVICE_TYPE,
    page: positiveInt(raw.page) ?? 1,
  };
  const sort = oneOf(raw.sort, searchSorts);
  if (sort) params.sort = sort;
  const nameLike = text(raw.name_like);
  if (nameLike) params.nameLike = nameLike;
  const cityId = positiveInt(raw.city_id);
  if (cityId) params.cityId = cityId;
  const branchId = positiveInt(raw.branch_id);
  if (branchId) params.branchId = branchId;
  const filterName = text(raw.name);
  if (filterName) params.filterName = filterName;
  const total = typeof raw.total_restaurants === 'number' && raw.total_restaurants === 0 ? 0 : positiveInt(raw.total_restaurants);
  if (total !== undefined) params.totalRestaurants = total;
  for (const [field, key] of ARRAY_FILTERS) {
    // `cuisine_id[]` is the spec's form; `cuisine_id` and `cuisine_ids` are accepted too.
    const ids = idList([raw[`${key}[]`], raw[key], raw[`${key}s`]].flat().filter((v) => v !== undefined));
    if (ids.length > 0) params[field] = ids;
  }
  return params;
}

/** The page's URL (arrays as repeated `key[]`, the language last), e.g. for paging or a suggestion. */
export function searchPageHref(params: Partial<SearchPageParams>, lang: Language): string {
  const q = new URLSearchParams();
  if (params.serviceType) q.set('service_type', params.serviceType);
  if (params.sort) q.set('sort', params.sort);
  if (params.nameLike) q.set('name_like', params.nameLike);
  if (params.cityId) q.set('city_id', String(params.cityId));
  if (params.branchId) q.set('branch_id', String(params.branchId));
  for (const [field, key] of ARRAY_FILTERS) for (const id of params[field] ?? []) q.append(`${key}[]`, String(id));
  if (params.filterName) q.set('name', params.filterName);
  if (params.totalRestaurants !== undefined) q.set('total_restaurants', String(params.totalRestaurants));
  if (params.page && params.page > 1) q.set('page', String(params.page));
  q.set('locale', lang);
  return `/restaurants/search?${q.toString()}`;
}

/** The search.json query (the API client snake-cases keys and sends arrays as `key[]`). */
export function searchApiQuery(params: SearchPageParams, pageSize = DEFAULT_PAGE_SIZE): Record<string, unknown> {
  const query: Record<string, unknown> = {
    serviceType: params.serviceType,
    page: { size: pageSize, number: params.page },
  };
  if (params.sort) query.sort = params.sort;
  if (params.nameLike) query.nameLike = params.nameLike;
  if (params.cityId) query.cityId = params.cityId;
  if (params.branchId) query.branchIdEq = params.branchId;
  for (const [field, key] of ARRAY_FILTERS) if (params[field]?.length) query[key] = params[field];
  return query;
}

/** The search page's query as it stays in the URL (snake_case keys, arrays under `key[]`). */
export type SearchUrlQuery = {
  service_type?: ServiceTypeCode;
  sort?: SearchSort;
  page?: number;
  name_like?: string;
  city_id?: number;
  branch_id?: number;
  name?: string;
  total_restaurants?: number;
} & { [key: `${string}[]`]: number | number[] | undefined };

/**
 * The route's validateSearch: the router merges this over the URL's own query, so it answers only the
 * keys the URL has, normalised, with invalid ones set to undefined (dropped). Defaults are not written
 * into the URL, and other keys (locale, is_near_me, utm_…) are left alone.
 */
export function normaliseSearchQuery(raw: Record<string, unknown>): SearchUrlQuery {
  const p = parseSearchParams(raw);
  const out: SearchUrlQuery = {};
  const has = (key: string) => raw[key] !== undefined;
  if (has('service_type')) out.service_type = oneOf(raw.service_type, serviceTypeCodes);
  if (has('sort')) out.sort = p.sort;
  if (has('page')) out.page = positiveInt(raw.page);
  if (has('name_like')) out.name_like = p.nameLike;
  if (has('city_id')) out.city_id = p.cityId;
  if (has('branch_id')) out.branch_id = p.branchId;
  if (has('name')) out.name = p.filterName;
  if (has('total_restaurants')) out.total_restaurants = p.totalRestaurants;
  for (const [field, key] of ARRAY_FILTERS) {
    // One id stays a plain `key[]=1`: the router writes arrays as JSON, which reads back but looks odd.
    const ids = p[field];
    if (has(`${key}[]`)) out[`${key}[]`] = ids?.length === 1 ? ids[0] : ids;
  }
  return out;
}
