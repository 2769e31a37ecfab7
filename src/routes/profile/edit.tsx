import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/edit: signed in only, then the page's own guard (the fresh profile); a chunk of its own. */
const ProfileEditPage = lazy(() =>
  retryImport(() => import('@/features/account/components/profile-edit-page')).then((m) => ({ default: m.ProfileEditPage })),
);

export const Route = createFileRoute('/profile/edit')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function ProfileEditRoute() {
    return (
      <Suspense fallback={null}>
        <ProfileEditPage />
      </Suspense>
    );
  },
});
