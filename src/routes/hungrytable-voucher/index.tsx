import { createFileRoute } from '@tanstack/react-router';
import { GiftCardLandingPage } from '@/features/gift-cards/gift-card-landing-page';

/** /hungrytable-voucher: the gift card landing under its voucher alias. */
export const Route = createFileRoute('/hungrytable-voucher/')({
  staticData: { scrollToTop: true },
  component: function GiftCardLandingRoute() {
    return <GiftCardLandingPage base="/hungrytable-voucher" />;
  },
});
