import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile: the member's home, signed in only; the page is a chunk of its own. */
const ProfileHomePage = lazy(() =>
  retryImport(() => import('@/features/account/components/profile-home-page')).then((m) => ({
    default: m.ProfileHomePage,
  })),
);

export const Route = createFileRoute('/profile/')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function ProfileHomeRoute() {
    return (
      <Suspense fallback={null}>
        <ProfileHomePage />
      </Suspense>
    );
  },
});
