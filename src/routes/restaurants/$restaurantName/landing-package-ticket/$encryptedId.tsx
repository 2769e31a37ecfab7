import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/entities/session/session';
import { TicketOrderPage } from '@/features/package-tickets/ticket-order-page';

/** /restaurants/{name}/landing-package-ticket/{id}: a package ticket order, its tickets once paid (members only). */
export const Route = createFileRoute('/restaurants/$restaurantName/landing-package-ticket/$encryptedId')({
  staticData: { scrollToTop: true },
  // Ticket pages need a logged-in user ('Please login to continue', then home).
  beforeLoad: (ctx) => requireSignedIn(ctx),
  component: function TicketLandingRoute() {
    const { restaurantName, encryptedId } = Route.useParams();
    return <TicketOrderPage slug={restaurantName} orderId={encryptedId} />;
  },
});
