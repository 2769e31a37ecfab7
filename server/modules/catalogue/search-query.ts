import {
  DEFAULT_PAGE_SIZE,
  searchSections,
  searchSorts,
  serviceTypeCodes,
  type SearchSort,
} from '@/contract/catalogue-constants';
import { MAX_PAGE_SIZE, type SearchQuery } from '@/contract/search';
import { BadRequestError } from '../../http/respond';
import {
  idList,
  oneOf,
  optionalBoolean,
  optionalPositiveInt,
  pageOf,
  single,
  type RawQuery,
} from './query-params';

/** `sort=price_asc` is read as `price asc` (the space is often lost in hand-written links). */
const SORT_ALIASES: Record<string, SearchSort> = {
  price_asc: 'price asc',
  price_desc: 'price desc',
  reviews_score_desc: 'reviews_score desc',
  reviews_score: 'reviews_score desc',
};

/**
 * Reads GET /restaurants/search.json's query (tests/server/catalogue/search.test.ts). Every bad value is a
 * 422 naming the parameter ("Search serviceType must be dine_in, delivery or experience"); unknown keys
 * (locale, client_type …) are ignored.
 */
export function parseSearchQuery(raw: RawQuery): SearchQuery {
  const query: SearchQuery = { page: pageOf(raw, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) };
  const set = <K extends keyof SearchQuery>(key: K, value: SearchQuery[K] | undefined): void => {
    if (value !== undefined) query[key] = value;
  };

  set('cityId', optionalPositiveInt(raw, 'city_id', 'cityId'));
  set('geocode', geocode(single(raw, 'geocode')));
  set('radiusKm', radius(single(raw, 'radius')));
  set('groupTagIdsEq', idList(raw, ['group_tag_ids_eq'], 'groupTagIdsEq'));
  set(
    'branchIdEq',
    optionalPositiveInt(raw, 'branch_id_eq', 'branchIdEq') ??
      optionalPositiveInt(raw, 'branch_id', 'branchId'),
  );
  set('nameLike', nameLike(single(raw, 'name_like')));
  set(
    'serviceType',
    oneOf(
      single(raw, 'service_type'),
      serviceTypeCodes,
      'serviceType must be dine_in, delivery or experience',
      'serviceType',
    ),
  );
  const sortRaw = single(raw, 'sort')?.trim().replace(/\s+/g, ' ');
  set(
    'sort',
    oneOf(
      sortRaw === undefined ? undefined : (SORT_ALIASES[sortRaw] ?? sortRaw),
      searchSorts,
      "sort must be 'price asc', 'price desc', 'reviews_score desc' or 'most_reviewed'",
      'sort',
    ),
  );
  set('tagIds', idList(raw, ['tag_ids', 'tag_id'], 'tagIds'));
  set('date', date(single(raw, 'date')));
  set('startTime', startTime(single(raw, 'start_time')));
  set(
    'section',
    oneOf(single(raw, 'section'), searchSections, 'section must be new, top or trending', 'section'),
  );
  // One name on both sides (the client's search page sends the same): `facility_ids`.
  set('facilityIds', idList(raw, ['facility_ids'], 'facilityIds'));
  set('cuisineIds', idList(raw, ['cuisine_id', 'cuisine_ids'], 'cuisineId'));
  set('locationIds', idList(raw, ['location_id', 'location_ids'], 'locationId'));
  set('diningStyleIds', idList(raw, ['dining_style_id', 'dining_style_ids'], 'diningStyleId'));
  set('mrtRouteIds', idList(raw, ['mrt_route_id', 'mrt_route_ids'], 'mrtRouteId'));
  set('btsRouteIds', idList(raw, ['bts_route_id', 'bts_route_ids'], 'btsRouteId'));
  set('shoppingMallIds', idList(raw, ['shopping_mall_id', 'shopping_mall_ids'], 'shoppingMallId'));
  set('multiplePricing', optionalBoolean(raw, 'multiple_pricing', 'multiplePricing'));
  set('offerTicket', optionalBoolean(raw, 'offer_ticket', 'offerTicket'));
  return query;
}

function invalid(label: string, message: string): never {
  throw new BadRequestError(message, { [label]: 'invalid' });
}

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
    invalid('geocode', 'geocode must be "lat,lng" in degrees');
  }
  return { lat, lng };
}

function radius(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const km = Number(value);
  if (!Number.isFinite(km) || km <= 0 || km > 500)
    invalid('radius', 'radius must be a number of km between 0 and 500');
  return km;
}

function nameLike(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (trimmed.length > 100) invalid('nameLike', 'nameLike must be at most 100 characters');
  return trimmed;
}

/** YYYY-MM-DD and a real calendar day. */
export function date(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parsed = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    invalid('date', 'date must be a valid date in YYYY-MM-DD format');
  }
  return value;
}

function startTime(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
    invalid('startTime', 'startTime must be a time in HH:mm format');
  return value;
}
