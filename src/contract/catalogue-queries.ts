import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  FEATURED_PAGE_SIZE,
  LIST_PAGE_SIZE,
  MAX_LIST_PAGE_SIZE,
  searchSections,
  searchSorts,
  serviceTypeCodes,
  type SearchSort,
} from './catalogue-constants';
import { newCompactSorts, type NewCompactSort } from './listings';
import {
  idList,
  listId,
  listPage,
  oneOf,
  optionalBoolean,
  optionalPositiveInt,
  pageOf,
  queryReader,
  refuse,
  single,
  type Page,
  type RawQuery,
} from './query-reader';
import { refusal } from './refusal';
import { REVIEWS_PAGE_SIZE } from './restaurant-detail';
import { MAX_PAGE_SIZE, MAX_SEARCH_ROWS, type SearchQuery } from './search';
import { DEFAULT_SUGGESTION_LIMIT, MAX_SUGGESTION_LIMIT } from './suggestions';

/**
 * Queries of the catalogue calls as schemas (tests/server/catalogue/search.test.ts, listings.test.ts):
 * the server validates with them when it mounts the endpoints (src/contract/endpoints/catalogue.ts).
 */

/** `sort=price_asc` is read as `price asc` (the space is often lost in hand-written links). */
const SORT_ALIASES: Record<string, SearchSort> = {
  price_asc: 'price asc',
  price_desc: 'price desc',
  reviews_score_desc: 'reviews_score desc',
  reviews_score: 'reviews_score desc',
};

/**
 * GET /restaurants/search.json. Every bad value is a 422 naming the parameter ("serviceType must be
 * dine_in, delivery or experience"); unknown keys (locale, client_type …) are ignored.
 */
const SEARCH_KEYS = [
  'page', 'cityId', 'geocode', 'radius', 'groupTagIdsEq', 'branchIdEq', 'branchId', 'nameLike', 'serviceType',
  'sort', 'tagIds', 'tagId', 'date', 'startTime', 'section', 'facilityIds', 'cuisineId', 'cuisineIds',
  'locationId', 'locationIds', 'diningStyleId', 'diningStyleIds', 'mrtRouteId', 'mrtRouteIds', 'btsRouteId',
  'btsRouteIds', 'shoppingMallId', 'shoppingMallIds', 'multiplePricing', 'offerTicket',
] as const;

export const searchQuerySchema = queryReader(SEARCH_KEYS, (raw): SearchQuery => {
  const query: SearchQuery = { page: pageOf(raw, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_ROWS) };
  const set = <K extends keyof SearchQuery>(key: K, value: SearchQuery[K] | undefined): void => {
    if (value !== undefined) query[key] = value;
  };
  set('cityId', optionalPositiveInt(raw, 'cityId', 'cityId'));
  set('geocode', geocode(single(raw, 'geocode')));
  set('radiusKm', radius(single(raw, 'radius')));
  set('groupTagIdsEq', idList(raw, ['groupTagIdsEq'], 'groupTagIdsEq'));
  set('branchIdEq', optionalPositiveInt(raw, 'branchIdEq', 'branchIdEq') ?? optionalPositiveInt(raw, 'branchId', 'branchId'));
  set('nameLike', nameLike(single(raw, 'nameLike')));
  set('serviceType', oneOf(single(raw, 'serviceType'), serviceTypeCodes, refusal('serviceTypeChoice')));
  const sortRaw = single(raw, 'sort')?.trim().replace(/\s+/g, ' ');
  set(
    'sort',
    oneOf(
      sortRaw === undefined ? undefined : (SORT_ALIASES[sortRaw] ?? sortRaw),
      searchSorts,
      refusal('sortChoice'),
    ),
  );
  set('tagIds', idList(raw, ['tagIds', 'tagId'], 'tagIds'));
  set('date', searchDate(single(raw, 'date')));
  set('startTime', startTime(single(raw, 'startTime')));
  set('section', oneOf(single(raw, 'section'), searchSections, refusal('sectionChoice')));
  // One name on both sides (the client's search page sends the same): `facility_ids`.
  set('facilityIds', idList(raw, ['facilityIds'], 'facilityIds'));
  set('cuisineIds', idList(raw, ['cuisineId', 'cuisineIds'], 'cuisineId'));
  set('locationIds', idList(raw, ['locationId', 'locationIds'], 'locationId'));
  set('diningStyleIds', idList(raw, ['diningStyleId', 'diningStyleIds'], 'diningStyleId'));
  set('mrtRouteIds', idList(raw, ['mrtRouteId', 'mrtRouteIds'], 'mrtRouteId'));
  set('btsRouteIds', idList(raw, ['btsRouteId', 'btsRouteIds'], 'btsRouteId'));
  set('shoppingMallIds', idList(raw, ['shoppingMallId', 'shoppingMallIds'], 'shoppingMallId'));
  set('multiplePricing', optionalBoolean(raw, 'multiplePricing', 'multiplePricing'));
  set('offerTicket', optionalBoolean(raw, 'offerTicket', 'offerTicket'));
  return query;
});

function geocode(value: string | undefined): SearchQuery['geocode'] {
  if (value === undefined || value === '') return undefined;
  const parts = value.split(',').map((p) => p.trim());
  const [lat, lng] = parts.map(Number);
  if (
    parts.length !== 2 ||
    parts.some((p) => p === '') ||
    lat === undefined ||
    lng === undefined ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  ) {
    refuse(refusal('geocodeFormat'));
  }
  return { lat, lng };
}

function radius(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const km = Number(value);
  if (!Number.isFinite(km) || km <= 0 || km > 500) refuse(refusal('radiusRange'));
  return km;
}

function nameLike(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (trimmed.length > 100) refuse(refusal('textTooLong', { field: 'nameLike', max: 100 }));
  return trimmed;
}

/** YYYY-MM-DD and a real calendar day. */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parsed = match ? new Date(`${value}T00:00:00Z`) : null;
  return parsed !== null && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function searchDate(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isCalendarDay(value)) refuse(refusal('searchDateFormat'));
  return value;
}

function startTime(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) refuse(refusal('searchTimeFormat'));
  return value;
}

/** GET /restaurants/suggestions.json: name_like (required, ≤ 100 characters), city_id, limit per section (≤ 50). */
export const suggestionQuerySchema = queryReader(['nameLike', 'limit', 'cityId'], (raw) => {
  const text = single(raw, 'nameLike')?.trim() ?? '';
  if (text === '') refuse(refusal('searchTextRequired', { field: 'nameLike' }));
  if (text.length > 100) refuse(refusal('textTooLong', { field: 'nameLike', max: 100 }));
  const limit = optionalPositiveInt(raw, 'limit', 'limit') ?? DEFAULT_SUGGESTION_LIMIT;
  if (limit > MAX_SUGGESTION_LIMIT) refuse(refusal('pageTooLarge', { field: 'limit', max: MAX_SUGGESTION_LIMIT }));
  return { nameLike: text, cityId: optionalPositiveInt(raw, 'cityId', 'cityId'), limit };
});

/** Reviews of a restaurant: the search's paging texts, 10 a page, at most 50. */
export const reviewsQuerySchema = queryReader(['page'], (raw) => ({
  page: pageOf(raw, REVIEWS_PAGE_SIZE, 50, MAX_SEARCH_ROWS),
}));

/** A page of a list, and the list's city. */
export const cityPageQuerySchema = (defaultSize: number) =>
  queryReader(['cityId', 'page'], (raw): { cityId?: number; page: Page } => ({
    cityId: listId(raw, 'cityId', 'city_id'),
    page: listPage(raw, defaultSize, MAX_LIST_PAGE_SIZE),
  }));
export const featuredQuerySchema = cityPageQuerySchema(FEATURED_PAGE_SIZE);
export const tagRestaurantsQuerySchema = cityPageQuerySchema(LIST_PAGE_SIZE);

export const listPageQuerySchema = queryReader(['page'], (raw) => ({ page: listPage(raw, LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE) }));

export const newCompactQuerySchema = queryReader(['sortBy', 'cityId', 'page'], (raw) => {
  const sortBy = single(raw, 'sortBy');
  if (!sortBy || !(newCompactSorts as readonly string[]).includes(sortBy)) refuse(refusal('listType'));
  return {
    sortBy: sortBy as NewCompactSort,
    cityId: listId(raw, 'cityId', 'city_id'),
    page: listPage(raw, LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE),
  };
});

/** similar.json: an optional day (a real calendar day) and a page. */
export const similarQuerySchema = queryReader(['date', 'page'], (raw) => {
  const date = single(raw, 'date');
  if (date !== undefined && date !== '' && !isCalendarDay(date)) refuse(refusal('invalidDate'));
  return { date: date === '' ? undefined : date, page: listPage(raw, LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE) };
});

export const cityIdQuerySchema = queryReader(['cityId'], (raw) => ({ cityId: listId(raw, 'cityId', 'city_id') }));

const DECIMAL = /^-?\d{1,3}(\.\d{1,15})?$/;

/** `lat` and `lng`, both required decimal degrees on Earth. */
export const latLngQuerySchema = queryReader(['lat', 'lng'], (raw) => {
  const lat = single(raw, 'lat')?.trim();
  const lng = single(raw, 'lng')?.trim();
  if (!lat || !lng || !DECIMAL.test(lat) || !DECIMAL.test(lng)) refuse(refusal('latLngRequired'));
  const point = { lat: Number(lat), lng: Number(lng) };
  if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) refuse(refusal('latLngRange'));
  return point;
});

/** Most branch ids one compact_restaurants call may name. */
const MAX_BRANCH_IDS = 50;

/** compact_restaurants.json: branch ids as `branch_ids[]=1&branch_ids[]=2` or `branch_ids=1,2`; required. */
export const branchIdsQuerySchema = queryReader(['branchIds'], (raw: RawQuery) => {
  const value = raw.branchIds;
  const parts = (value === undefined ? [] : Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0 || parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) < 1)) {
    refuse(refusal('branchIdsRequired'));
  }
  const unique = [...new Set(parts.map(Number))];
  if (unique.length > MAX_BRANCH_IDS) refuse(refusal('tooManyIds', { field: 'branch_ids', max: MAX_BRANCH_IDS }));
  return { branchIds: unique };
});

/** A numeric id in a path (`/restaurant_tags/{id}/…`), refused in the caller's language. */
export const numericIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, refusal('invalidId', { field: 'id' }))
    .transform(Number)
    .refine((n) => n >= 1, refusal('invalidId', { field: 'id' })),
});

/** A restaurant named by id or slug in a path; the services look it up (unknown is 404). */
export const restaurantKeyParamsSchema = z.object({ key: z.string().max(200) });
/** A group landing page's slug. */
export const landingKeyParamsSchema = z.object({ key: z.string().max(200) });
