import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import * as pages from '@/contract/endpoints/catalogue-pages';
import type { Language } from '@/contract/envelope';
import type { Facility, GroupLandingPage, TagGroup } from '@/contract/listings';
import type { SearchResponse } from '@/contract/search';
import { searchApiQuery } from '@/domain/catalogue/parse-search-params';
import type { SearchPageParams } from '@/domain/catalogue/search-params';

/**
 * The search page's queries. Keys start with ['catalogue', …] so seen result pages persist to
 * IndexedDB and reopen offline (src/lib/query/persist-policy.ts); they carry the language because names
 * come back translated. The results key is the query sent to the server, so page-only state (the map
 * view, the shown filter name) never refetches.
 */
export const searchKeys = {
  all: ['catalogue', 'search'] as const,
  results: (params: SearchPageParams, lang: Language) =>
    ['catalogue', 'search', 'results', lang, searchApiQuery(params)] as const,
  facilities: (lang: Language) => ['catalogue', 'search', 'facilities', lang] as const,
  tagGroups: (lang: Language) => ['catalogue', 'search', 'tag-groups', lang] as const,
  landings: (lang: Language) => ['catalogue', 'search', 'group-landings', lang] as const,
};

const failed = msg`Oops, something went wrong`;
/** Filter lists change rarely: an hour before asking again. */
const LIST_STALE_MS = 60 * 60 * 1000;

export const searchQueries = {
  results: (params: SearchPageParams, lang: Language) =>
    queryOptions({
      queryKey: searchKeys.results(params, lang),
      queryFn: async ({ signal }): Promise<SearchResponse> => {
        // data, ads, links and meta_data sit beside `success` in the envelope.
        const { data, ads, links, metaData } = await call(pages.search, {
          query: searchApiQuery(params),
          signal,
          fallback: () => i18n._(failed),
        });
        return { data, ads, links, metaData };
      },
      // Paging keeps the current list on screen until the next page arrives.
      placeholderData: keepPreviousData,
    }),

  facilities: (lang: Language) =>
    queryOptions({
      queryKey: searchKeys.facilities(lang),
      queryFn: async ({ signal }): Promise<Facility[]> => {
        return (await call(pages.facilities, { signal, dontReport: true, fallback: () => i18n._(failed) })).data;
      },
      staleTime: LIST_STALE_MS,
    }),

  /** GET /restaurant_tag_groups.json (first page: the groups shown as links on the search page). */
  tagGroups: (lang: Language) =>
    queryOptions({
      queryKey: searchKeys.tagGroups(lang),
      queryFn: async ({ signal }): Promise<{ id: string; attributes: TagGroup }[]> => {
        const { data } = await call(pages.tagGroups, { query: {}, signal, dontReport: true, fallback: () => i18n._(failed) });
        return data.map((r) => ({ id: r.id, attributes: r.attributes }));
      },
      staleTime: LIST_STALE_MS,
    }),

  /** The group landing pages, to point tag-group links at a landing slug when one exists. */
  landings: (lang: Language) =>
    queryOptions({
      queryKey: searchKeys.landings(lang),
      queryFn: async ({ signal }): Promise<GroupLandingPage[]> => {
        const { data } = await call(pages.landingPages, { signal, dontReport: true, fallback: () => i18n._(failed) });
        return data.map((r) => r.attributes);
      },
      staleTime: LIST_STALE_MS,
    }),
};
