import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/entities/session/session';
import { RestaurantVoucherOrderPage } from '@/features/restaurant-vouchers/restaurant-voucher-order-page';

/** /restaurants/{name}/voucher/qr-payment/{id}: a restaurant voucher order with its PromptPay QR while payable. */
export const Route = createFileRoute('/restaurants/$restaurantName/voucher/qr-payment/$encryptedId')({
  staticData: { scrollToTop: true },
  beforeLoad: (ctx) => requireSignedIn(ctx),
  component: function RestaurantVoucherQrPaymentRoute() {
    const { restaurantName, encryptedId } = Route.useParams();
    return <RestaurantVoucherOrderPage slug={restaurantName} orderId={encryptedId} qrPayment />;
  },
});
