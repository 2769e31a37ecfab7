import { createFileRoute } from '@tanstack/react-router';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { RestaurantPage } from '@/features/catalogue/restaurant/components/restaurant-page';

/** /corporate-restaurants/{slug}: the corporate alias of the restaurant page. */
export const Route = createFileRoute('/corporate-restaurants/$restaurantName')({
  staticData: { scrollToTop: true },
  loader: ({ context, params }) => loadRestaurant(context.queryClient, params.restaurantName),
  component: function CorporateRestaurantRoute() {
    const { restaurantName } = Route.useParams();
    return <RestaurantPage slug={restaurantName} />;
  },
});
