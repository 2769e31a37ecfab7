import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Language } from '@/contract/envelope';
import type { SearchResponse } from '@/contract/search';
import { searchApiQuery, type SearchPageParams } from '@/domain/catalogue/search-params';

/**
 * The search page's query. The key starts with ['catalogue', 'search'] so seen result pages persist to
 * IndexedDB and reopen offline (src/lib/query/persist-policy.ts); it carries the language because names
 * come back translated, and the whole normalised page query so each page/filter is its own entry.
 */
export const searchKeys = {
  all: ['catalogue', 'search'] as const,
  results: (params: SearchPageParams, lang: Language) => ['catalogue', 'search', 'results', lang, params] as const,
};

export const searchQueries = {
  results: (params: SearchPageParams, lang: Language) =>
    queryOptions({
      queryKey: searchKeys.results(params, lang),
      queryFn: async ({ signal }): Promise<SearchResponse> => {
        // data, ads, links and meta_data sit beside `success` in the envelope (spec booking §7).
        const result = await api.get<SearchResponse['data']>('/restaurants/search.json', {
          query: searchApiQuery(params),
          signal,
        });
        if (!result.success) throw new Error(result.message || i18n._(msg`Oops, something went wrong`));
        const rest = result as unknown as Partial<SearchResponse>;
        return {
          data: result.data,
          ads: rest.ads ?? [],
          links: rest.links ?? { self: '', first: '', last: '', prev: null, next: null },
          metaData: rest.metaData ?? { totalRestaurants: result.data.length },
        };
      },
      // Paging keeps the current list on screen until the next page arrives.
      placeholderData: keepPreviousData,
    }),
};
