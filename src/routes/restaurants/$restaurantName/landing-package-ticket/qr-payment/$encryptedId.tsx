import { createFileRoute } from '@tanstack/react-router';
import { getLanguage } from '@/lib/i18n/i18n';
import { requireSignedIn } from '@/entities/session/session';
import { PackageTicketPage } from '@/features/payments/components/package-ticket-page';
import { paymentsQueries } from '@/features/payments/payments-queries';

/** /restaurants/{name}/landing-package-ticket/qr-payment/{encryptedId}: the ticket with its PromptPay QR. */
export const Route = createFileRoute('/restaurants/$restaurantName/landing-package-ticket/qr-payment/$encryptedId')({
  staticData: { scrollToTop: true },
  beforeLoad: (ctx) => requireSignedIn(ctx),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(paymentsQueries.landing(params.encryptedId, getLanguage())).catch(() => undefined),
  component: function TicketQrPaymentRoute() {
    const { restaurantName, encryptedId } = Route.useParams();
    return <PackageTicketPage slug={restaurantName} encryptedId={encryptedId} qrPayment />;
  },
});
