import { createFileRoute } from '@tanstack/react-router';
import { loadTop } from '@/features/catalogue/top/load-top';
import { parseTopSearch, topSort } from '@/features/catalogue/top/top-search';
import { TopRestaurantsPage } from '@/features/catalogue/top/top-restaurants-page';

/** /restaurants/top: the top list; `?sort_by=new` the new one; `city_id` the city. */
export const Route = createFileRoute('/restaurants/top')({
  validateSearch: parseTopSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadTop(context.queryClient, deps),
  staticData: { scrollToTop: true },
  component: function TopRoute() {
    const search = Route.useSearch();
    return <TopRestaurantsPage sort={topSort(search)} cityId={search.city_id} />;
  },
});
