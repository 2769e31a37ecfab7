import { createFileRoute } from '@tanstack/react-router';
import { BookingSuccessPage } from '@/features/booking/components/booking-success-page';

/** /restaurants/{name}/booking-success/{encryptedId}: the end of a pay-at-restaurant booking. */
export const Route = createFileRoute('/restaurants/$restaurantName/booking-success/$encryptedId')({
  staticData: { scrollToTop: true },
  component: function BookingSuccessRoute() {
    const { restaurantName, encryptedId } = Route.useParams();
    return <BookingSuccessPage slug={restaurantName} encryptedId={encryptedId} />;
  },
});
