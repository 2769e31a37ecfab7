import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/benefits: the loyalty levels and what each gives, signed in only; the page is a chunk of its own. */
const BenefitsPage = lazy(() =>
  retryImport(() => import('@/features/points/benefits-page')).then((m) => ({ default: m.BenefitsPage })),
);

export const Route = createFileRoute('/profile/benefits')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function BenefitsRoute() {
    return (
      <Suspense fallback={null}>
        <BenefitsPage />
      </Suspense>
    );
  },
});
