import type { QueryClient } from '@tanstack/react-query';
import { getLanguage } from '@/lib/i18n/i18n';
import { groupLandingQueries } from '@/features/catalogue/group-landing/group-landing-queries';

/** Route loader: starts the query without blocking, so the page shows its skeleton, then the page or its error. */
export function loadGroupLanding(queryClient: QueryClient, idOrSlug: string): void {
  queryClient.ensureQueryData(groupLandingQueries.detail(idOrSlug, getLanguage())).catch(() => {
    // The page reads the same query and renders its not-found or error state.
  });
}
