import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { OWN_PROVIDER, type UserProfile } from '@/contract/accounts';
import { profilePageAccess, type GuardedProfilePage } from '@/domain/account/profile-guard';
import { useFreshProfile } from '@/entities/account/fresh-profile';
import '@/entities/account/profile-gate.css';

/**
 * The extra guard of edit, password and point-history (src/domain/account/profile-guard.ts): the page renders only on
 * the profile fetched now; meanwhile a status line, a way to retry without a connection, or why a
 * social account has no password page.
 */
export function ProfileGate({ page, children }: { page: GuardedProfilePage; children: (profile: UserProfile) => ReactNode }) {
  const { profile, failed, retry } = useFreshProfile();
  const access = profilePageAccess(page, { profile, failed }, OWN_PROVIDER);
  if (access === 'open' && profile) return <>{children(profile)}</>;
  if (access === 'no-password') {
    const provider = profile?.provider ?? '';
    return (
      <div className="account-page__status">
        <p>
          <Trans>You sign in with {provider}, so this account has no password to change here.</Trans>
        </p>
        <AppLink href="/profile">
          <Trans>Back to my account</Trans>
        </AppLink>
      </div>
    );
  }
  if (access === 'unreachable') {
    return (
      <div className="account-page__status" role="alert">
        <p>
          <Trans>Your profile could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button button--ghost" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className="account-page__status" role="status">
      <Trans>Loading your profile…</Trans>
    </p>
  );
}
