import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '@/entities/session/session';
import { retryImport } from '@/lib/retry-import';

/** /profile/referral shows the profile home (where the referral code is shared). */
const ProfileHomePage = lazy(() =>
  retryImport(() => import('@/features/account/components/profile-home-page')).then((m) => ({ default: m.ProfileHomePage })),
);

export const Route = createFileRoute('/profile/referral')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { scrollToTop: true },
  component: function ProfileReferralRoute() {
    return (
      <Suspense fallback={null}>
        <ProfileHomePage />
      </Suspense>
    );
  },
});
