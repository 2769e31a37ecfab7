import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { parseStepParam } from '@/domain/booking/booking-steps';
import { useLanguage } from '@/lib/use-language';
import { loadRestaurant } from '@/features/catalogue/restaurant/load-restaurant';
import { restaurantQueries } from '@/features/catalogue/restaurant/restaurant-queries';
import { BookingFlow } from '@/features/booking/components/booking-flow';
import { BookingPageState } from '@/features/booking/components/booking-page-state';

/**
 * /{lang?}/restaurants/{name}/mobile-book/step-N: the full-screen booking pages of phones and tablets
 * (the router's rewrite reads the optional language prefix).
 */
export const Route = createFileRoute('/restaurants/$restaurantName/mobile-book/step-{$step}')({
  staticData: { scrollToTop: true },
  // The guard reads the booking store: loaded when a step is opened (or preloaded), not in the first bundle.
  beforeLoad: async ({ params }) => {
    const { guardBookingRoute } = await import('@/features/booking/booking-route-guard');
    guardBookingRoute(params.restaurantName, params.step);
  },
  loader: ({ context, params }) => loadRestaurant(context.queryClient, params.restaurantName),
  component: function MobileBookingRoute() {
    const { restaurantName, step } = Route.useParams();
    const lang = useLanguage();
    const detail = useQuery(restaurantQueries.detail(restaurantName, lang));
    if (!detail.data) return <BookingPageState failed={detail.isError} onRetry={() => void detail.refetch()} />;
    return (
      <div className="booking-mobile">
        <BookingFlow restaurant={detail.data} step={parseStepParam(step) ?? 1} variant="page" />
      </div>
    );
  },
});
