import { createFileRoute } from '@tanstack/react-router';
import { GiftCardLandingPage } from '@/features/gift-cards/gift-card-landing-page';

/** /hungrytable-gift-card: the gift card landing. */
export const Route = createFileRoute('/hungrytable-gift-card/')({
  staticData: { scrollToTop: true },
  component: function GiftCardLandingRoute() {
    return <GiftCardLandingPage base="/hungrytable-gift-card" />;
  },
});
