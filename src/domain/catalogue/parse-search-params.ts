import { DEFAULT_PAGE_SIZE, searchSections, searchSorts, serviceTypeCodes } from '@/contract/catalogue-constants';
import { ARRAY_FILTERS, DEFAULT_SERVICE_TYPE, type SearchPageParams } from '@/domain/catalogue/search-params';

/**
 * The search page's URL query read into its parameters (tests/domain/catalogue/parse-search-params.test.ts),
 * and the search.json query they make. Unknown or invalid values are dropped rather than refused: a
 * hand-edited link still shows a search. The router's default parser JSON-reads values, so a name like
 * "123" may arrive as a number and a repeated `cuisine_id[]` as an array; both are accepted.
 */

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
