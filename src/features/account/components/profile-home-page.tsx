import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useStore } from '@/lib/create-store';
import { sessionStore } from '@/entities/session/session';
import '@/features/account/account.css';

/**
 * /profile, signed in only: the member's home, where the navbar's name leads (e2e/accounts.spec.ts). It
 * shows who is signed in and links to what the account has today (favourite restaurants, saved addresses, passkeys); reservations, favourites,
 * points and addresses join it as their pages are built.
 */
export function ProfileHomePage() {
  const id = useId();
  const member = useStore(sessionStore);
  if (!member) return null;
  return (
    <section className="account-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>My account</Trans>
      </h1>
      <p className="account-page__name">{member.name}</p>
      {member.email && <p>{member.email}</p>}
      <ul className="account-page__links">
        <li>
          <AppLink href="/profile/favourite">
            <Trans>Favourite restaurants</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink href="/profile/address">
            <Trans>Saved addresses</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink href="/profile/passkeys">
            <Trans>Passkeys</Trans>
          </AppLink>
        </li>
      </ul>
    </section>
  );
}
