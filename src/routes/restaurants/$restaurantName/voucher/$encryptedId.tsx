import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/entities/session/session';
import { RestaurantVoucherOrderPage } from '@/features/restaurant-vouchers/restaurant-voucher-order-page';

/** /restaurants/{name}/voucher/{id}: a restaurant voucher order, and once paid its vouchers. */
export const Route = createFileRoute('/restaurants/$restaurantName/voucher/$encryptedId')({
  staticData: { scrollToTop: true },
  beforeLoad: (ctx) => requireSignedIn(ctx),
  component: function RestaurantVoucherRoute() {
    const { restaurantName, encryptedId } = Route.useParams();
    return <RestaurantVoucherOrderPage slug={restaurantName} orderId={encryptedId} />;
  },
});
