import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { isRefusal } from '@/api/api-error';
import { call } from '@/api/call';
import { landingPage } from '@/contract/endpoints/catalogue-pages';
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
        const data = await call(landingPage, { params: { key: idOrSlug }, signal }).then(
          (answer) => answer.data,
          (error: unknown) => {
            // 'Data not found' is passed through as is, without logging.
            if (isRefusal(error, 404)) throw new GroupLandingNotFoundError(error.message || i18n._(msg`Data not found`));
            if (isRefusal(error)) throw new Error(i18n._(GROUP_LANDING_ERROR));
            throw error;
          },
        );
        saveCachedGroupLanding(idOrSlug, lang, data, clock());
        return data;
      },
      retry: (count, error) => !(error instanceof GroupLandingNotFoundError) && count < 2,
    }),
};
