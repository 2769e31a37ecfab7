import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { retryImport } from '@/lib/retry-import';

/** /developer/environment: the internal developer page's environment choice, a chunk of its own. */
const EnvironmentPage = lazy(() =>
  retryImport(() => import('@/features/developer/components/environment-page')).then((m) => ({ default: m.EnvironmentPage })),
);

export const Route = createFileRoute('/developer/environment')({
  staticData: { scrollToTop: true },
  component: function EnvironmentRoute() {
    return (
      <Suspense fallback={null}>
        <EnvironmentPage />
      </Suspense>
    );
  },
});
