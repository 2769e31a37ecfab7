import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/history: the member's reservations, signed in only; the page is a chunk of its own. */
const HistoryPage = lazy(() =>
  retryImport(() => import('@/features/reservation-history/history-page')).then((m) => ({ default: m.HistoryPage })),
);

export const Route = createFileRoute('/profile/history')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function HistoryRoute() {
    return (
      <Suspense fallback={null}>
        <HistoryPage />
      </Suspense>
    );
  },
});
