import { createFileRoute } from '@tanstack/react-router';
import { getLanguage } from '@/lib/i18n/i18n';
import { LandingPage } from '@/features/payments/components/landing-page';
import { paymentsQueries } from '@/features/payments/payments-queries';

/** /restaurants/{name}/landing/{encryptedId}: the booking confirmation. */
export const Route = createFileRoute('/restaurants/$restaurantName/landing/$encryptedId')({
  staticData: { scrollToTop: true },
  // A wrong id is shown by the page itself (not found), not by the route's error screen.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(paymentsQueries.landing(params.encryptedId, getLanguage())).catch(() => undefined),
  component: function LandingRoute() {
    const { restaurantName, encryptedId } = Route.useParams();
    return <LandingPage slug={restaurantName} encryptedId={encryptedId} />;
  },
});
