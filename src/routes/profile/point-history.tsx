import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireLoadedProfile } from '@/entities/account/require-profile';
import { retryImport } from '@/lib/retry-import';

/**
 * /profile/point-history: the member's point ledger, behind the extra guard (signed in AND the profile
 * loaded); the page is a chunk of its own.
 */
const PointHistoryPage = lazy(() =>
  retryImport(() => import('@/features/points/point-history-page')).then((m) => ({ default: m.PointHistoryPage })),
);

export const Route = createFileRoute('/profile/point-history')({
  beforeLoad: (ctx) => requireLoadedProfile(ctx),
  staticData: { scrollToTop: true },
  component: function PointHistoryRoute() {
    return (
      <Suspense fallback={null}>
        <PointHistoryPage />
      </Suspense>
    );
  },
});
