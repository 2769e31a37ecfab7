import type { QueryClient } from '@tanstack/react-query';
import { getLanguage } from '@/lib/i18n/i18n';
import { restaurantQueries } from '@/features/catalogue/restaurant/restaurant-queries';

/**
 * Route loader: starts the detail query (from the persisted cache when offline) without blocking the
 * route, so the page shows its skeleton, then the restaurant, or its not-found / error state.
 */
export function loadRestaurant(queryClient: QueryClient, slug: string): void {
  queryClient.ensureQueryData(restaurantQueries.detail(slug, getLanguage())).catch(() => {
    // The page reads the same query and renders its error state; nothing to do here.
  });
}
