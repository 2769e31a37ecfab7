import { createFileRoute } from '@tanstack/react-router';
import { PaymentFailedPage } from '@/features/payments/components/payment-failed-page';

interface PaymentFailedSearch {
  reservation?: string;
}

/** /restaurants/{name}/payment-failed?reservation={encryptedId}: the charge failed or expired. */
export const Route = createFileRoute('/restaurants/$restaurantName/payment-failed/')({
  staticData: { scrollToTop: true },
  validateSearch: (search: Record<string, unknown>): PaymentFailedSearch =>
    typeof search.reservation === 'string' && search.reservation ? { reservation: search.reservation } : {},
  component: function PaymentFailedRoute() {
    const { restaurantName } = Route.useParams();
    const { reservation } = Route.useSearch();
    return <PaymentFailedPage slug={restaurantName} encryptedId={reservation ?? null} />;
  },
});
