import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { suggestions } from '@/contract/endpoints/catalogue-lists';
import type { Language } from '@/contract/envelope';

/**
 * Search suggestions of the navbar box (desktop). Keys start with 'shell', not 'catalogue': they are
 * short-lived typing aids and are not persisted for offline use. They search the visitor's city.
 */
export const suggestionsQuery = (nameLike: string, lang: Language, cityId: number | null) =>
  queryOptions({
    queryKey: ['shell', 'suggestions', lang, cityId, nameLike] as const,
    queryFn: async ({ signal }) => {
      // The panel shows its own error state: no toast, no report; one quick retry only.
      const answer = await call(suggestions, {
        // The visitor's city (src/entities/city/city-store.ts); none yet → the server's default city.
        query: { nameLike, cityId: cityId ?? undefined },
        signal,
        dontReport: true,
        retry: 1,
        fallback: () => i18n._(msg`Oops, something went wrong`),
      });
      return answer.data;
    },
    staleTime: 5 * 60 * 1000,
  });
