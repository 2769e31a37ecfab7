import { z } from 'zod';
import { restaurantCardSchema } from './catalogue';
import type { SearchSection, SearchSort, ServiceTypeCode } from './catalogue-constants';

/**
 * GET /restaurants/search.json (tests/server/catalogue/search.test.ts), camelCase as both sides see it.
 * The query arrives snake_case; `page[size]` / `page[number]` and the `name[]` array filters are
 * unfolded into `page` and arrays before this schema runs (server/modules/catalogue/search-query.ts).
 */

export const MAX_PAGE_SIZE = 100;
/**
 * How deep a search page may reach (page number × size): far beyond any city's restaurants, and a
 * deeper page would only make the database walk rows nobody reads (tests/server/catalogue/search.test.ts).
 */
export const MAX_SEARCH_ROWS = 10_000;
/** With a geocode and no city, only restaurants this close are listed (km). */
export const DEFAULT_SEARCH_RADIUS_KM = 25;

/** The parsed search query (after aliases and comma lists are normalised). */
export interface SearchQuery {
  cityId?: number;
  geocode?: { lat: number; lng: number };
  radiusKm?: number;
  groupTagIdsEq?: number[];
  branchIdEq?: number;
  nameLike?: string;
  serviceType?: ServiceTypeCode;
  sort?: SearchSort;
  tagIds?: number[];
  date?: string;
  startTime?: string;
  section?: SearchSection;
  facilityIds?: number[];
  cuisineIds?: number[];
  locationIds?: number[];
  diningStyleIds?: number[];
  mrtRouteIds?: number[];
  btsRouteIds?: number[];
  shoppingMallIds?: number[];
  multiplePricing?: boolean;
  offerTicket?: boolean;
  page: { size: number; number: number };
}

/** One ad placement: the card plus its 1-based position in the whole result list. */
export const searchAdSchema = restaurantCardSchema.extend({ position: z.number().int().positive() });
export type SearchAd = z.infer<typeof searchAdSchema>;

/** A search result card; `distance` (km, one decimal) only when a geocode was given. */
export const searchCardSchema = restaurantCardSchema.extend({ distance: z.number().nullable().optional() });
export type SearchCard = z.infer<typeof searchCardSchema>;

const resource = <S extends z.ZodType>(attributes: S) =>
  z.object({ id: z.string(), type: z.enum(['restaurants', 'featured_restaurants']), attributes });

export const pageLinksSchema = z.object({
  self: z.string(),
  first: z.string(),
  last: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export type PageLinks = z.infer<typeof pageLinksSchema>;

/** The whole answer (envelope fields besides success/message). */
export const searchResponseSchema = z.object({
  data: z.array(resource(searchCardSchema)),
  ads: z.array(resource(searchAdSchema)),
  links: pageLinksSchema,
  metaData: z.object({ totalRestaurants: z.number().int().nonnegative() }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
