import { Trans } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { useStore } from '@/lib/create-store';
import { sessionStore, signOut } from '@/entities/session/session';
import { appPaths } from '@/features/shell/shell-links';

/**
 * The navbar's account corner: the user's name linking to the profile and a
 * sign-out button when signed in; join and sign-in otherwise. Both lead to /register, the route that
 * opens the account modals (it arrives with the accounts feature).
 */
export function AccountActions() {
  const user = useStore(sessionStore);
  if (user) {
    return (
      <div className="account-actions">
        <AppLink className="account-actions__name" href={appPaths.profile}>
          {user.name}
        </AppLink>
        <button type="button" className="button button--ghost" onClick={signOut}>
          <Trans>Sign out</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="account-actions">
      <AppLink className="button button--ghost" href={appPaths.register}>
        <Trans>Sign in</Trans>
      </AppLink>
      <AppLink className="button button--primary" href={appPaths.register}>
        <Trans>Join</Trans>
      </AppLink>
    </div>
  );
}

