import { createFileRoute } from '@tanstack/react-router';
import { getLanguage } from '@/lib/i18n/i18n';
import { requireSignedIn } from '@/entities/session/session';
import { PackageTicketPage } from '@/features/payments/components/package-ticket-page';
import { paymentsQueries } from '@/features/payments/payments-queries';

/** /restaurants/{name}/landing-package-ticket/{encryptedId}: a ticket's confirmation (members only). */
export const Route = createFileRoute('/restaurants/$restaurantName/landing-package-ticket/$encryptedId')({
  staticData: { scrollToTop: true },
  // Ticket pages need a logged-in user ('Please login to continue', then home).
  beforeLoad: (ctx) => requireSignedIn(ctx),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(paymentsQueries.landing(params.encryptedId, getLanguage())).catch(() => undefined),
  component: function TicketLandingRoute() {
    const { restaurantName, encryptedId } = Route.useParams();
    return <PackageTicketPage slug={restaurantName} encryptedId={encryptedId} />;
  },
});
