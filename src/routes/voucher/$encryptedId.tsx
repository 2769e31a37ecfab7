import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/entities/session/session';
import { GiftCardOrderPage } from '@/features/gift-cards/gift-card-order-page';

/** /voucher/{id}: a bought gift card, its code, QR and balance once paid (the buyer only). */
export const Route = createFileRoute('/voucher/$encryptedId')({
  staticData: { scrollToTop: true },
  beforeLoad: (ctx) => requireSignedIn(ctx),
  component: function GiftCardRoute() {
    const { encryptedId } = Route.useParams();
    return <GiftCardOrderPage orderId={encryptedId} />;
  },
});
