import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/payment-method: the member's saved cards, signed in only; the page is a chunk of its own. */
const SavedCardsPage = lazy(() =>
  retryImport(() => import('@/features/saved-cards/saved-cards-page')).then((m) => ({
    default: m.SavedCardsPage,
  })),
);

export const Route = createFileRoute('/profile/payment-method')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function PaymentMethodRoute() {
    return (
      <Suspense fallback={null}>
        <SavedCardsPage />
      </Suspense>
    );
  },
});
