import { Trans } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { openAuthModal } from '@/entities/account/auth-modal';
import { useStore } from '@/lib/create-store';
import { sessionStore } from '@/entities/session/session';
import { appPaths } from '@/features/shell/shell-links';
import { useHasPage } from '@/features/shell/use-has-page';

/**
 * The navbar's account corner: the user's name (a link to the profile once that page exists) and a sign-out button when signed
 * in; sign-in and join otherwise, which open the login and register modals over the current page.
 */
export function AccountActions() {
  const user = useStore(sessionStore);
  const hasPage = useHasPage();
  if (user) {
    return (
      <div className="account-actions">
        {hasPage(appPaths.profile) ? (
          <AppLink className="account-actions__name" href={appPaths.profile}>
            {user.name}
          </AppLink>
        ) : (
          <span className="account-actions__name">{user.name}</span>
        )}
        <button
          type="button"
          className="button button--ghost"
          // A chunk of its own, already loaded on a signed-in device (the profile refresh at start uses it).
          onClick={() => void import('@/entities/account/member-session').then(({ signOutMember }) => signOutMember())}
        >
          <Trans>Sign out</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="account-actions">
      <button type="button" className="button button--ghost" onClick={() => openAuthModal('login')}>
        <Trans>Sign in</Trans>
      </button>
      <button type="button" className="button button--primary" onClick={() => openAuthModal('register')}>
        <Trans>Join</Trans>
      </button>
    </div>
  );
}

