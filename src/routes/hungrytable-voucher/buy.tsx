import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/entities/session/session';
import { BuyGiftCardPage } from '@/features/gift-cards/buy-gift-card-page';

/** /hungrytable-voucher/buy: buying a gift card (members only: the order is theirs to follow). */
export const Route = createFileRoute('/hungrytable-voucher/buy')({
  staticData: { scrollToTop: true },
  beforeLoad: (ctx) => requireSignedIn(ctx),
  component: BuyGiftCardPage,
});
