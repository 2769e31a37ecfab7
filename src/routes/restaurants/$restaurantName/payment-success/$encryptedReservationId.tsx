import { createFileRoute } from '@tanstack/react-router';
import { PaymentSuccessPage } from '@/features/payments/components/payment-success-page';

/** /restaurants/{name}/payment-success/{encryptedReservationId}: the gateway's return when not failed. */
export const Route = createFileRoute('/restaurants/$restaurantName/payment-success/$encryptedReservationId')({
  staticData: { scrollToTop: true },
  component: function PaymentSuccessRoute() {
    const { restaurantName, encryptedReservationId } = Route.useParams();
    return <PaymentSuccessPage slug={restaurantName} encryptedId={encryptedReservationId} />;
  },
});
