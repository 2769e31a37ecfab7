import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import type { ServiceType } from '@/contract/catalogue';
import * as shell from '@/contract/endpoints/catalogue';
import * as lists from '@/contract/endpoints/catalogue-lists';
import type { Language } from '@/contract/envelope';
import { configKey, configQuery } from '@/entities/config/config-query';
import { LIST_PAGE_SIZE } from '@/contract/catalogue-constants';
import type { CardPage, NewCompactSort } from '@/contract/listings';
import { homeListRequest } from '@/domain/catalogue/home-list-source';
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
  config: configKey,
  cities: (lang: Language) => ['catalogue', 'cities', lang] as const,
  userIpLocation: () => ['catalogue', 'user-ip-location'] as const,
  homeSections: (cityId: number, lang: Language) => ['catalogue', 'home-sections', cityId, lang] as const,
  banners: (cityId: number, lang: Language) => ['catalogue', 'banners', cityId, lang] as const,
  promotions: (cityId: number, lang: Language) => ['catalogue', 'promotions', cityId, lang] as const,
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

const LIST_FAILED = msg`Oops, something went wrong`;

/**
 * One page of a card list (featured.json, new_compact.json): links and meta sit beside `data`. The query
 * carries its page (`homeListRequest` builds the home lists' first page, so the server's inlined answers match).
 */
async function fetchCardPage(
  endpoint: typeof lists.featured | typeof lists.newCompact,
  query: Record<string, unknown>,
  signal: AbortSignal,
): Promise<CardPage> {
  const { data, links, meta } = await call(endpoint, { query, signal, fallback: () => i18n._(LIST_FAILED) });
  return { data, links, meta };
}

/** The next page number of a card list, or undefined when the total is reached. */
export function nextCardPage(last: CardPage, pageNumber: number, size: number): number | undefined {
  return pageNumber * size < last.meta.total && last.data.length > 0 ? pageNumber + 1 : undefined;
}

export const catalogueQueries = {
  config: configQuery,

  cities: (lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.cities(lang),
      queryFn: async ({ signal }) =>
        (await call(shell.cities, { signal, fallback: () => i18n._(CITIES_FAILED) })).data.map((r) => r.attributes),
      staleTime: 60 * 60 * 1000,
      meta: { onFailure: failureToast(CITIES_FAILED) },
    }),

  /** GET /service_types.json?city_id=: the service types with the city's restaurant count of each. */
  serviceTypes: (cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.serviceTypes(cityId, lang),
      queryFn: async ({ signal }): Promise<ServiceType[]> =>
        (await call(shell.serviceTypes, { query: { cityId }, signal, fallback: () => i18n._(SERVICE_TYPES_FAILED) })).data,
      meta: { onFailure: failureToast(SERVICE_TYPES_FAILED) },
    }),

  userIpLocation: () =>
    queryOptions({
      queryKey: catalogueKeys.userIpLocation(),
      queryFn: async ({ signal }) =>
        // A guess for the default city only: no toast, no report when it fails.
        (await call(shell.userIpLocation, { signal, dontReport: true, fallback: () => i18n._(msg`failed get city by IP Address`) }))
          .data,
      staleTime: 60 * 60 * 1000,
    }),

  homeSections: (cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.homeSections(cityId, lang),
      queryFn: async ({ signal }) => {
        // The sections sit one level deeper than usual: body.data.data, as resources.
        const { data } = await call(shell.homeSections, {
          query: { cityId },
          signal,
          fallback: () => i18n._(msg`Oops, something went wrong`),
        });
        return data.data.map((r) => r.attributes).sort((a, b) => a.position - b.position);
      },
    }),

  banners: (cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.banners(cityId, lang),
      queryFn: async ({ signal }) => {
        const { data } = await call(shell.banners, { query: { cityId }, signal, fallback: () => i18n._(PROMOTIONS_FAILED) });
        return [...data].sort((a, b) => a.orderNumber - b.orderNumber);
      },
      meta: { onFailure: failureToast(PROMOTIONS_FAILED) },
    }),

  /** GET /promotions.json?city_id=: the /promotions page's banners, by orderNumber. */
  promotions: (cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.promotions(cityId, lang),
      queryFn: async ({ signal }) => {
        const { data } = await call(lists.promotions, { query: { cityId }, signal, fallback: () => i18n._(PROMOTIONS_FAILED) });
        return [...data].sort((a, b) => a.orderNumber - b.orderNumber);
      },
      meta: { onFailure: failureToast(PROMOTIONS_FAILED) },
    }),

  /** GET /restaurants/featured.json (page size 20, not 10): the featured variant of the cards. */
  featured: (cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.featured(cityId, lang),
      queryFn: ({ signal }) => fetchCardPage(lists.featured, homeListRequest('featured', cityId).query, signal),
    }),

  /** GET /restaurants/new_compact.json?sort_by=top|new, first page. */
  topOrNew: (sort: NewCompactSort, cityId: number, lang: Language) =>
    queryOptions({
      queryKey: catalogueKeys.topOrNew(sort, cityId, lang),
      queryFn: ({ signal }) => fetchCardPage(lists.newCompact, homeListRequest(sort, cityId).query, signal),
    }),

  /** The same list a page at a time, for /restaurants/top. */
  topOrNewPages: (sort: NewCompactSort, cityId: number, lang: Language) =>
    infiniteQueryOptions({
      queryKey: catalogueKeys.topOrNewPages(sort, cityId, lang),
      queryFn: ({ signal, pageParam }) =>
        fetchCardPage(lists.newCompact, { sortBy: sort, cityId, page: { number: pageParam, size: LIST_PAGE_SIZE } }, signal),
      initialPageParam: 1,
      getNextPageParam: (last, _all, pageParam) => nextCardPage(last, pageParam, LIST_PAGE_SIZE),
    }),
};
