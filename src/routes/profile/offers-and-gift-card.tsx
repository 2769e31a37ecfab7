import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/offers-and-gift-card: offers and gift cards, signed in only; the page is a chunk of its own. */
const OffersAndGiftCardsPage = lazy(() =>
  retryImport(() => import('@/features/member-vouchers/offers-and-gift-cards-page')).then((m) => ({ default: m.OffersAndGiftCardsPage })),
);

export const Route = createFileRoute('/profile/offers-and-gift-card')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function OffersAndGiftCardsRoute() {
    return (
      <Suspense fallback={null}>
        <OffersAndGiftCardsPage />
      </Suspense>
    );
  },
});
