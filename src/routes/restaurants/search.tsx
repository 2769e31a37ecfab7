import { createFileRoute } from '@tanstack/react-router';
import { normaliseSearchQuery, parseSearchParams, type SearchUrlQuery } from '@/domain/catalogue/search-params';
import { getLanguage } from '@/lib/i18n/i18n';
import { SearchPage } from '@/features/catalogue/search/search-page';
import { searchQueries } from '@/features/catalogue/search/search-queries';

/** /restaurants/search: the query string is kept as given (no carried query). */
export const Route = createFileRoute('/restaurants/search')({
  // The URL keeps its snake_case form; the page works on the parsed parameters.
  validateSearch: (search: Record<string, unknown>): SearchUrlQuery => normaliseSearchQuery(search),
  loaderDeps: ({ search }) => parseSearchParams(search),
  // Failures are shown by the page itself (error state, retry), not the route's error screen. Near me
  // without a position yet loads nothing: the page asks for the position first.
  loader: ({ context, deps }) =>
    deps.isNearMe && !deps.geocode
      ? undefined
      : context.queryClient.ensureQueryData(searchQueries.results(deps, getLanguage())).catch(() => undefined),
  component: SearchRouteComponent,
});

function SearchRouteComponent() {
  const search = Route.useSearch();
  return <SearchPage params={parseSearchParams(search)} />;
}
