import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import { landingPages } from '@/contract/endpoints/catalogue-pages';
import type { Language } from '@/contract/envelope';
import type { GroupLandingPage } from '@/contract/listings';

export interface LandingEntry extends GroupLandingPage {
  id: string;
}

/** Brands first (chains, with a branch), most restaurants first; then the themed collections. */
export function splitLandingPages(pages: readonly LandingEntry[]): { brands: LandingEntry[]; collections: LandingEntry[] } {
  const byTotal = (a: LandingEntry, b: LandingEntry) =>
    b.totalRestaurants - a.totalRestaurants || a.title.localeCompare(b.title);
  return {
    brands: pages.filter((p) => p.branchId !== null && p.totalRestaurants > 0).sort(byTotal),
    collections: pages.filter((p) => p.branchId === null && p.totalRestaurants > 0).sort(byTotal),
  };
}

/** GET /group_landing_pages.json; the key starts with 'catalogue' so the page works offline once seen. */
export const landingPagesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['catalogue', 'group-landing-pages', lang] as const,
    queryFn: async ({ signal }): Promise<LandingEntry[]> => {
      const { data } = await call(landingPages, { signal, fallback: () => i18n._(msg`Oops, something went wrong`) });
      return data.map((r) => ({ ...r.attributes, id: r.id }));
    },
    staleTime: 60 * 60 * 1000,
  });
