import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/point: the member's points and level, signed in only; the page is a chunk of its own. */
const PointsPage = lazy(() =>
  retryImport(() => import('@/features/points/points-page')).then((m) => ({ default: m.PointsPage })),
);

export const Route = createFileRoute('/profile/point')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function PointRoute() {
    return (
      <Suspense fallback={null}>
        <PointsPage />
      </Suspense>
    );
  },
});
