import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/**
 * /profile/point-history: the member's point ledger, signed in only, then the page's own extra guard
 * (the profile fetched now); the page is a chunk of its own.
 */
const PointHistoryPage = lazy(() =>
  retryImport(() => import('@/features/points/point-history-page')).then((m) => ({ default: m.PointHistoryPage })),
);

export const Route = createFileRoute('/profile/point-history')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function PointHistoryRoute() {
    return (
      <Suspense fallback={null}>
        <PointHistoryPage />
      </Suspense>
    );
  },
});
