import type { QueryClient } from '@tanstack/react-query';
import { getLanguage } from '@/lib/i18n/i18n';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { resolveCityId } from '@/features/catalogue/city-choice';
import { topSort, type TopSearch } from '@/features/catalogue/top/top-search';

/** Route loader of /restaurants/top: the city (the URL's, else the visitor's), then the first page. */
export async function loadTop(queryClient: QueryClient, search: TopSearch): Promise<void> {
  const cityId = search.city_id ?? (await resolveCityId(queryClient));
  // A failure stays in the query cache; the page shows its error state with a retry.
  await queryClient.prefetchInfiniteQuery(catalogueQueries.topOrNewPages(topSort(search), cityId, getLanguage()));
}
