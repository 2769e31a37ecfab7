import { createFileRoute } from '@tanstack/react-router';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { OpenriceSelectMenuPage } from '@/features/catalogue/openrice/select-menu-page';

interface SelectMenuSearch {
  restaurant?: string;
}

/** /openrice/select-menu?restaurant={slug}: pick one of the restaurant's package menus. */
export const Route = createFileRoute('/openrice/select-menu')({
  staticData: { scrollToTop: true },
  validateSearch: (search: Record<string, unknown>): SelectMenuSearch =>
    typeof search.restaurant === 'string' && search.restaurant !== ''
      ? { restaurant: search.restaurant }
      : {},
  loaderDeps: ({ search }) => ({ restaurant: search.restaurant }),
  loader: ({ context, deps }) => {
    if (deps.restaurant) loadRestaurant(context.queryClient, deps.restaurant);
  },
  component: function SelectMenuRoute() {
    const { restaurant } = Route.useSearch();
    return <OpenriceSelectMenuPage slug={restaurant ?? null} />;
  },
});
