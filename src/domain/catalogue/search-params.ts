import {
  DEFAULT_PAGE_SIZE,
  searchSections,
  searchSorts,
  serviceTypeCodes,
  type SearchSection,
  type SearchSort,
  type ServiceTypeCode,
} from '@/contract/catalogue-constants';
import type { Language } from '@/contract/envelope';

/**
 * The search page's URL query (tests/domain/catalogue/search-params.test.ts), validated and normalised.
 * Unknown or invalid values are dropped rather than refused: a hand-edited link still shows a search.
 * The router's default parser JSON-reads values, so a name like "123" may arrive as a number and a
 * repeated `cuisine_id[]` as an array; both are accepted.
 */

/**
 * Array filters: the page's field and the URL/API key (sent as `key[]`), each the name search.json reads
 * (one name on both sides: facilities are `facility_ids`, tag groups `group_tag_ids_eq`).
 */
export const ARRAY_FILTERS = [
  ['cuisineIds', 'cuisine_id'],
  ['locationIds', 'location_id'],
  ['diningStyleIds', 'dining_style_id'],
  ['tagIds', 'tag_id'],
  ['facilityIds', 'facility_ids'],
  ['groupTagIdsEq', 'group_tag_ids_eq'],
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
  /** The name of the picked suggestion, shown as the page's filter. */
  filterName?: string;
  /** The picked suggestion's restaurant count, when it had one. */
  totalRestaurants?: number;
  /** YYYY-MM-DD: restaurants with a free seat that day. */
  date?: string;
  /** HH:mm: restaurants with a free seat at that time (that day, when a date is given). */
  startTime?: string;
  /** 'new' from the home "New Restaurants" view-all link, and the page's "New" filter. */
  section?: SearchSection;
  /** /restaurants/near-me lands here with is_near_me=true: the page asks for the position. */
  isNearMe?: boolean;
  /** The visitor's position once known (near me), sent as `geocode=lat,lng`. */
  geocode?: { lat: number; lng: number };
  /** The page shows the results on a map instead of a list (the page only; not sent to the server). */
  view?: 'map';
  /** Only restaurants with a package priced by several rules (party-size tiers): `multiple_pricing=true`. */
  multiplePricing?: boolean;
  /** Only restaurants selling tickets: `offer_ticket=true`. */
  offerTicket?: boolean;
} & Partial<Record<ArrayFilterField, number[]>>;

function text(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, 100);
}

function positiveInt(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function idList(value: unknown): number[] {
  const items = (Array.isArray(value) ? value : [value]).flatMap((v: unknown) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  const ids = items.map(positiveInt).filter((n): n is number => n !== undefined);
  return [...new Set(ids)];
}

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function isoDate(value: unknown): string | undefined {
  return typeof value === 'string' && isIsoDate(value.trim()) ? value.trim() : undefined;
}

function clockTime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d{1,2}):([0-5]\d)\s*$/.exec(value);
  if (!m || Number(m[1]) > 23) return undefined;
  return `${m[1]!.padStart(2, '0')}:${m[2]!}`;
}

function latLng(value: unknown): { lat: number; lng: number } | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.some((p) => !/^-?\d{1,3}(\.\d+)?$/.test(p))) return undefined;
  const [lat, lng] = parts.map(Number) as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  return undefined;
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
  const total =
    typeof raw.total_restaurants === 'number' && raw.total_restaurants === 0
      ? 0
      : positiveInt(raw.total_restaurants);
  if (total !== undefined) params.totalRestaurants = total;
  const date = isoDate(raw.date);
  if (date) params.date = date;
  const startTime = clockTime(raw.start_time);
  if (startTime) params.startTime = startTime;
  const section = oneOf(raw.section, searchSections);
  if (section) params.section = section;
  if (flag(raw.is_near_me)) params.isNearMe = true;
  const geocode = latLng(raw.geocode);
  if (geocode) params.geocode = geocode;
  if (raw.view === 'map') params.view = 'map';
  if (flag(raw.multiple_pricing)) params.multiplePricing = true;
  if (flag(raw.offer_ticket)) params.offerTicket = true;
  for (const [field, key] of ARRAY_FILTERS) {
    // `cuisine_id[]` is the suggestions' form; `cuisine_id` and `cuisine_ids` are accepted too.
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
  for (const [field, key] of ARRAY_FILTERS)
    for (const id of params[field] ?? []) q.append(`${key}[]`, String(id));
  if (params.filterName) q.set('name', params.filterName);
  if (params.totalRestaurants !== undefined) q.set('total_restaurants', String(params.totalRestaurants));
  if (params.date) q.set('date', params.date);
  if (params.startTime) q.set('start_time', params.startTime);
  if (params.section) q.set('section', params.section);
  if (params.isNearMe) q.set('is_near_me', 'true');
  if (params.geocode) q.set('geocode', `${params.geocode.lat},${params.geocode.lng}`);
  if (params.view) q.set('view', params.view);
  if (params.multiplePricing) q.set('multiple_pricing', 'true');
  if (params.offerTicket) q.set('offer_ticket', 'true');
  if (params.page && params.page > 1) q.set('page', String(params.page));
  q.set('locale', lang);
  return `/restaurants/search?${q.toString()}`;
}

/** The search.json query (the API client snake-cases keys and sends arrays as `key[]`). */
export function searchApiQuery(
  params: SearchPageParams,
  pageSize = DEFAULT_PAGE_SIZE,
): Record<string, unknown> {
  const query: Record<string, unknown> = {
    serviceType: params.serviceType,
    page: { size: pageSize, number: params.page },
  };
  if (params.sort) query.sort = params.sort;
  if (params.nameLike) query.nameLike = params.nameLike;
  if (params.cityId) query.cityId = params.cityId;
  if (params.branchId) query.branchIdEq = params.branchId;
  for (const [field, key] of ARRAY_FILTERS) if (params[field]?.length) query[key] = params[field];
  if (params.date) query.date = params.date;
  if (params.startTime) query.startTime = params.startTime;
  if (params.section) query.section = params.section;
  if (params.multiplePricing) query.multiplePricing = true;
  if (params.offerTicket) query.offerTicket = true;
  // Near me: the server searches 25 km around the position, nearest first (decision 0009).
  if (params.geocode) query.geocode = `${params.geocode.lat},${params.geocode.lng}`;
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
  date?: string;
  start_time?: string;
  section?: SearchSection;
  is_near_me?: boolean;
  geocode?: string;
  view?: 'map';
  multiple_pricing?: boolean;
  offer_ticket?: boolean;
} & { [key: `${string}[]`]: number | number[] | undefined };

/**
 * The route's validateSearch: the router merges this over the URL's own query, so it answers only the
 * keys the URL has, normalised, with invalid ones set to undefined (dropped). Defaults are not written
 * into the URL, and other keys (locale, utm_…) are left alone.
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
  if (has('date')) out.date = p.date;
  if (has('start_time')) out.start_time = p.startTime;
  if (has('section')) out.section = p.section;
  if (has('is_near_me')) out.is_near_me = p.isNearMe;
  if (has('geocode')) out.geocode = p.geocode ? `${p.geocode.lat},${p.geocode.lng}` : undefined;
  if (has('view')) out.view = p.view;
  if (has('multiple_pricing')) out.multiple_pricing = p.multiplePricing;
  if (has('offer_ticket')) out.offer_ticket = p.offerTicket;
  for (const [field, key] of ARRAY_FILTERS) {
    // One id stays a plain `key[]=1`: the router writes arrays as JSON, which reads back but looks odd.
    const ids = p[field];
    if (has(`${key}[]`)) out[`${key}[]`] = ids?.length === 1 ? ids[0] : ids;
  }
  return out;
}
