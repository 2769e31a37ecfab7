import { createFileRoute } from '@tanstack/react-router';
import { PaymentOtpPage } from '@/features/payments/components/payment-otp-page';

/** /restaurants/{name}/payment-otp/{url}: the gateway's card verification page (url = encoded URL). */
export const Route = createFileRoute('/restaurants/$restaurantName/payment-otp/$url')({
  component: function PaymentOtpRoute() {
    const { restaurantName, url } = Route.useParams();
    return <PaymentOtpPage slug={restaurantName} url={url} />;
  },
});
