import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/passkeys: the member's passkeys, signed in only; the page is a chunk of its own. */
const PasskeysPage = lazy(() =>
  retryImport(() => import('@/features/account/components/passkeys-page')).then((m) => ({ default: m.PasskeysPage })),
);

export const Route = createFileRoute('/profile/passkeys')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function PasskeysRoute() {
    return (
      <Suspense fallback={null}>
        <PasskeysPage />
      </Suspense>
    );
  },
});
