import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/password: signed in only, then the page's own guard (a password of ours); a chunk of its own. */
const PasswordPage = lazy(() =>
  retryImport(() => import('@/features/account/components/password-page')).then((m) => ({ default: m.PasswordPage })),
);

export const Route = createFileRoute('/profile/password')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function PasswordRoute() {
    return (
      <Suspense fallback={null}>
        <PasswordPage />
      </Suspense>
    );
  },
});
