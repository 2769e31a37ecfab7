import type { SearchSection, SearchSort, ServiceTypeCode } from '@/contract/catalogue-constants';
import type { Language } from '@/contract/envelope';

/**
 * The search page's parameters and the URL that names them (tests/domain/catalogue/search-params.test.ts).
 * Reading them back from a URL is parse-search-params.ts: a module of its own, so the first bundle, which
 * links to searches from the header, does not carry the search page's parser (decision 0064).
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
