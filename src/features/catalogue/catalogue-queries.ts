import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, type ApiResult } from '@/api/client';
import type { Banner, City, HomeSection, ServiceType, UserIpLocation } from '@/contract/catalogue';
import type { AppConfig } from '@/contract/config';
import { API_MINOR_VERSION, type Language, type Resource } from '@/contract/envelope';
import { FEATURED_PAGE_SIZE, LIST_PAGE_SIZE } from '@/contract/catalogue-constants';
import type { CardPage, NewCompactSort } from '@/contract/listings';
import { failureToast } from '@/features/catalogue/catalogue-failure';

const CITIES_FAILED = msg`failed get cities list`;
const PROMOTIONS_FAILED = msg`failed get promotion list`;
const SERVICE_TYPES_FAILED = msg`failed get service type`;

/**
 * Query factory of the catalogue (layered keys, one factory per feature). Every key starts with 'catalogue',
 * which is what makes it persist to IndexedDB (src/lib/query/persist-policy.ts) so the home page renders
 * offline. Keys carry the language wherever the server answers translated text.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  config: (lang: Language) => ['catalogue', 'config', lang] as const,
  cities: (lang: Language) => ['catalogue', 'cities', lang] as const,
  userIpLocation: () => ['catalogue', 'user-ip-location'] as const,
  homeSections: (cityId: number, lang: Language) => ['catalogue', 'home-sections', cityId, lang] as const,
  banners: (cityId: number, lang: Language) => ['catalogue', 'banners', cityId, lang] as const,
  serviceTypes: (cityId: number, lang: Language) => ['catalogue', 'service-types', cityId, lang] as const,
  /** The first page of the city's featured restaurants (a home strip). */
  featured: (cityId: number, lang: Language) => ['catalogue', 'featured', cityId, lang] as const,
  /** The first page of new_compact (the home's top / new strips). */
  topOrNew: (sort: NewCompactSort, cityId: number, lang: Language) =>
    ['catalogue', 'new-compact', sort, cityId, lang] as const,
  /** Every page loaded so far on /restaurants/top (an infinite query has its own cache shape). */
  topOrNewPages: (sort: NewCompactSort, cityId: number, lang: Language) =>
    ['catalogue', 'new-compact-pages', sort, cityId, lang] as const,
};

/** One page of a card list (featured.json, new_compact.json): links and meta sit beside `data`. */
async function fetchCardPage(
  path: string,
  query: Record<string, unknown>,
  page: { number: number; size: number },
  signal: AbortSignal,
): Promise<CardPage> {
  const result = await api.get<CardPage['data']>(path, { query: { ...query, page }, signal });
  const data = unwrap(result, msg`Oops, something went wrong`);
  const rest = result as unknown as Partial<CardPage>;
  return {
    data,
    links: rest.links ?? { self: '', first: '', last: '', prev: null, next: null },
    meta: rest.meta ?? { total: data.length },
  };
}

/** The next page number of a card list, or undefined when the total is reached. */
export function nextCardPage(last: CardPage, pageNumber: number, size: number): number | undefined {
  return pageNumber * size < last.meta.total && last.data.length > 0 ? pageNumber + 1 : undefined;
}

/** A failed answer (status < 500, success false) becomes an error carrying the server's or our message. */
function unwrap<T>(result: ApiResult<T>, fallback: MessageDescriptor): T {
  if (!result.success) throw new Error(result.message || i18n._(fallback));
  return result.data;
}

export const catalogueQueries = {
  config: (lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.config(lang),
      queryFn: async ({ signal }) =>
        unwrap(
          await api.get<AppConfig>('/config.json', { signal, query: { apiMinorVersion: API_MINOR_VERSION } }),
          msg`failed get config`,
        ),
    }),

  cities: (lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.cities(lang),
      queryFn: async ({ signal }) =>
        unwrap(await api.get<Resource<City>[]>('/cities.json', { signal }), CITIES_FAILED).map((r) => r.attributes),
      staleTime: 60 * 60 * 1000,
      meta: { onFailure: failureToast(CITIES_FAILED) },
    }),

  /** GET /service_types.json?city_id=: the service types with the city's restaurant count of each. */
  serviceTypes: (cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.serviceTypes(cityId, lang),
      queryFn: async ({ signal }): Promise<ServiceType[]> =>
        unwrap(await api.get<ServiceType[]>('/service_types.json', { query: { cityId }, signal }), SERVICE_TYPES_FAILED),
      meta: { onFailure: failureToast(SERVICE_TYPES_FAILED) },
    }),

  userIpLocation: () =>
    queryOptions({
      queryKey: catalogueKeys.userIpLocation(),
      queryFn: async ({ signal }) =>
        unwrap(
          // A guess for the default city only: no toast, no report when it fails.
          await api.get<UserIpLocation>('/user_ip_locations.json', { signal, dontReport: true }),
          msg`failed get city by IP Address`,
        ),
      staleTime: 60 * 60 * 1000,
    }),

  homeSections: (cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.homeSections(cityId, lang),
      queryFn: async ({ signal }) => {
        // The sections sit one level deeper than usual: body.data.data, as resources.
        const data = unwrap(
          await api.get<{ data: Resource<HomeSection, 'home_sections'>[] }>('/homes/sections.json', {
            query: { cityId },
            signal,
          }),
          msg`Oops, something went wrong`,
        );
        return data.data.map((r) => r.attributes).sort((a, b) => a.position - b.position);
      },
    }),

  banners: (cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.banners(cityId, lang),
      queryFn: async ({ signal }) => {
        const data = unwrap(await api.get<Banner[]>('/banners.json', { query: { cityId }, signal }), PROMOTIONS_FAILED);
        return [...data].sort((a, b) => a.orderNumber - b.orderNumber);
      },
      meta: { onFailure: failureToast(PROMOTIONS_FAILED) },
    }),

  /** GET /restaurants/featured.json (page size 20, not 10): the featured variant of the cards. */
  featured: (cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.featured(cityId, lang),
      queryFn: ({ signal }) =>
        fetchCardPage(
          '/restaurants/featured.json',
          { cityId },
          { number: 1, size: FEATURED_PAGE_SIZE },
          signal,
        ),
    }),

  /** GET /restaurants/new_compact.json?sort_by=top|new, first page. */
  topOrNew: (sort: NewCompactSort, cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.topOrNew(sort, cityId, lang),
      queryFn: ({ signal }) =>
        fetchCardPage(
          '/restaurants/new_compact.json',
          { sortBy: sort, cityId },
          { number: 1, size: LIST_PAGE_SIZE },
          signal,
        ),
    }),

  /** The same list a page at a time, for /restaurants/top. */
  topOrNewPages: (sort: NewCompactSort, cityId: number, lang: Language) =>
    infiniteQueryOptions({
      queryKey: catalogueKeys.topOrNewPages(sort, cityId, lang),
      queryFn: ({ signal, pageParam }) =>
        fetchCardPage(
          '/restaurants/new_compact.json',
          { sortBy: sort, cityId },
          { number: pageParam, size: LIST_PAGE_SIZE },
          signal,
        ),
      initialPageParam: 1,
      getNextPageParam: (last, _all, pageParam) => nextCardPage(last, pageParam, LIST_PAGE_SIZE),
    }),
};
