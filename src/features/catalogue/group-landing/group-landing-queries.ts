import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Language } from '@/contract/envelope';
import type { GroupLandingPageDetail } from '@/contract/listings';
import {
  readCachedGroupLanding,
  saveCachedGroupLanding,
} from '@/features/catalogue/group-landing/group-landing-storage';

/** Persists to IndexedDB like the rest of the catalogue (key starts with 'catalogue'). */
export const groupLandingKeys = {
  detail: (idOrSlug: string, lang: Language) => ['catalogue', 'group-landing', idOrSlug, lang] as const,
};

/** The server has no page by that id or slug (404): the page shows not found with the server's message. */
export class GroupLandingNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GroupLandingNotFoundError';
  }
}

/** What the page toasts when loading fails. */
export const GROUP_LANDING_ERROR = msg`Oops, something went wrong, failed get group landing data`;

export const groupLandingQueries = {
  detail: (idOrSlug: string, lang: Language, clock: () => number = Date.now) =>
    queryOptions({
      queryKey: groupLandingKeys.detail(idOrSlug, lang),
      queryFn: async ({ signal }): Promise<GroupLandingPageDetail> => {
        // The local-storage copy serves until the current hour ends.
        const cached = readCachedGroupLanding(idOrSlug, lang, clock());
        if (cached) return cached;
        const result = await api.get<GroupLandingPageDetail>(
          `/group_landing_pages/${encodeURIComponent(idOrSlug)}.json`,
          { signal },
        );
        // 'Data not found' is passed through as is, without logging.
        if (result.httpStatus === 404) {
          throw new GroupLandingNotFoundError(result.message || i18n._(msg`Data not found`));
        }
        if (!result.success) throw new Error(i18n._(GROUP_LANDING_ERROR));
        saveCachedGroupLanding(idOrSlug, lang, result.data, clock());
        return result.data;
      },
      retry: (count, error) => !(error instanceof GroupLandingNotFoundError) && count < 2,
    }),
};
