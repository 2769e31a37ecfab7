import { createFileRoute } from '@tanstack/react-router';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { CorporateRestaurantPage } from '@/features/catalogue/restaurant/components/corporate-restaurant-page';

/** /corporate-restaurants/{slug}: the restaurant page for a corporate event, opened with the event's secret. */
export const Route = createFileRoute('/corporate-restaurants/$restaurantName')({
  staticData: { scrollToTop: true },
  loader: ({ context, params }) => loadRestaurant(context.queryClient, params.restaurantName),
  component: function CorporateRestaurantRoute() {
    const { restaurantName } = Route.useParams();
    return <CorporateRestaurantPage slug={restaurantName} />;
  },
});
