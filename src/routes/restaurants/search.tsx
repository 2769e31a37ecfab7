import { createFileRoute } from '@tanstack/react-router';
import { parseSearchParams } from '@/domain/catalogue/parse-search-params';
import { getLanguage } from '@/lib/i18n/i18n';
import { SearchPage } from '@/features/catalogue/search/search-page';
import { searchQueries } from '@/features/catalogue/search/search-queries';

/**
 * /restaurants/search: the query string is kept as given (no carried query). The route reads it as it
 * is; the loader and the page parse it (parseSearchParams), both in the route's own chunks, so the first
 * bundle does not carry the parser (decision 0064).
 */
export const Route = createFileRoute('/restaurants/search')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  loaderDeps: ({ search }) => search,
  // Failures are shown by the page itself (error state, retry), not the route's error screen. Near me
  // without a position yet loads nothing: the page asks for the position first.
  loader: ({ context, deps }) => {
    const params = parseSearchParams(deps);
    return params.isNearMe && !params.geocode
      ? undefined
      : context.queryClient.ensureQueryData(searchQueries.results(params, getLanguage())).catch(() => undefined);
  },
  component: SearchRouteComponent,
});

function SearchRouteComponent() {
  const search = Route.useSearch();
  return <SearchPage params={parseSearchParams(search)} />;
}
