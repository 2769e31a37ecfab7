import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { parseStepParam } from '@/domain/booking/booking-steps';
import { useLanguage } from '@/lib/use-language';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { restaurantQueries } from '@/features/catalogue/restaurant/restaurant-queries';
import { RestaurantPage } from '@/features/catalogue/restaurant/components/restaurant-page';
import { BookingFlow } from '@/features/booking/components/booking-flow';

/** /restaurants/{name}/book/step-N: the desktop booking sidebar next to the restaurant page. */
export const Route = createFileRoute('/restaurants/$restaurantName/book/step-{$step}')({
  // The guard reads the booking store: loaded when a step is opened (or preloaded), not in the first bundle.
  beforeLoad: async ({ params }) => {
    const { guardBookingRoute } = await import('@/features/booking/booking-route-guard');
    guardBookingRoute(params.restaurantName, params.step);
  },
  loader: ({ context, params }) => loadRestaurant(context.queryClient, params.restaurantName),
  component: function DesktopBookingRoute() {
    const { restaurantName, step } = Route.useParams();
    const lang = useLanguage();
    const detail = useQuery(restaurantQueries.detail(restaurantName, lang));
    const current = parseStepParam(step) ?? 1;
    return (
      <div className="booking-layout">
        <div className="booking-layout__page">
          <RestaurantPage slug={restaurantName} />
        </div>
        {detail.data && (
          <aside className="booking-layout__sidebar">
            <BookingFlow restaurant={detail.data} step={current} variant="sidebar" />
          </aside>
        )}
      </div>
    );
  },
});
