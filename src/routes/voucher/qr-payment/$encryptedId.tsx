import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/entities/session/session';
import { GiftCardOrderPage } from '@/features/gift-cards/gift-card-order-page';

/** /voucher/qr-payment/{id}: a gift card order with its PromptPay QR while payable. */
export const Route = createFileRoute('/voucher/qr-payment/$encryptedId')({
  staticData: { scrollToTop: true },
  beforeLoad: (ctx) => requireSignedIn(ctx),
  component: function GiftCardQrPaymentRoute() {
    const { encryptedId } = Route.useParams();
    return <GiftCardOrderPage orderId={encryptedId} qrPayment />;
  },
});
