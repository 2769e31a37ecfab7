import { createFileRoute } from '@tanstack/react-router';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { RestaurantPage } from '@/features/catalogue/restaurant/components/restaurant-page';

/** /restaurants/{slug}: the restaurant page. An index route, so the package pages below it (issue 4) are not nested inside it. */
export const Route = createFileRoute('/restaurants/$restaurantName/')({
  staticData: { scrollToTop: true },
  loader: ({ context, params }) => loadRestaurant(context.queryClient, params.restaurantName),
  component: function RestaurantRoute() {
    const { restaurantName } = Route.useParams();
    return <RestaurantPage slug={restaurantName} />;
  },
});
