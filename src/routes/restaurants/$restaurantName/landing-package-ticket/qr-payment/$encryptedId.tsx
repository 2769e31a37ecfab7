import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/entities/session/session';
import { TicketOrderPage } from '@/features/package-tickets/ticket-order-page';

/** /restaurants/{name}/landing-package-ticket/qr-payment/{id}: the order with its PromptPay QR while payable. */
export const Route = createFileRoute('/restaurants/$restaurantName/landing-package-ticket/qr-payment/$encryptedId')({
  staticData: { scrollToTop: true },
  beforeLoad: (ctx) => requireSignedIn(ctx),
  component: function TicketQrPaymentRoute() {
    const { restaurantName, encryptedId } = Route.useParams();
    return <TicketOrderPage slug={restaurantName} orderId={encryptedId} qrPayment />;
  },
});
