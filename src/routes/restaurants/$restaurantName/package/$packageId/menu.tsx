import { createFileRoute } from '@tanstack/react-router';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { PackageMenuPage } from '@/features/catalogue/restaurant/components/package-menu-page';

/** /restaurants/{slug}/package/{id}/menu: the package's menu page (from the restaurant's detail). */
export const Route = createFileRoute('/restaurants/$restaurantName/package/$packageId/menu')({
  staticData: { scrollToTop: true },
  loader: ({ context, params }) => loadRestaurant(context.queryClient, params.restaurantName),
  component: function PackageMenuRoute() {
    const { restaurantName, packageId } = Route.useParams();
    return <PackageMenuPage slug={restaurantName} packageId={packageId} />;
  },
});
