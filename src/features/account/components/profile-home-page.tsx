import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useStore } from '@/lib/create-store';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { LoyaltySummary } from '@/entities/loyalty/loyalty-summary';
import { sessionStore } from '@/entities/session/session';
import '@/features/account/account.css';

/**
 * /profile, signed in only: the member's home, where the navbar's name leads (e2e/accounts.spec.ts). It
 * shows who is signed in, their points and level, and links to what the account has today (favourite
 * restaurants, points, benefits, passkeys); reservations and addresses join it as their pages are built.
 */
export function ProfileHomePage() {
  const id = useId();
  const member = useStore(sessionStore);
  const profile = useQuery({ ...memberProfileQuery(member?.email ?? null), enabled: member !== null });
  if (!member) return null;
  return (
    <section className="account-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>My account</Trans>
      </h1>
      <p className="account-page__name">{member.name}</p>
      {member.email && <p>{member.email}</p>}
      {profile.data && <LoyaltySummary profile={profile.data} />}
      <ul className="account-page__links">
        <li>
          <AppLink href="/profile/favourite">
            <Trans>Favourite restaurants</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink href="/profile/point">
            <Trans>My points</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink href="/profile/point-history">
            <Trans>Point history</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink href="/profile/benefits">
            <Trans>Member benefits</Trans>
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
