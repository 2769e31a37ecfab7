import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { OWN_PROVIDER } from '@/contract/accounts';
import { useStore } from '@/lib/create-store';
import { showToast } from '@/lib/toast-store';
import { sessionStore } from '@/entities/session/session';
import { memberProfileQuery } from '@/entities/account/profile-query';
import { LoyaltySummary } from '@/entities/loyalty/loyalty-summary';
import { configQuery } from '@/entities/config/config-query';
import { useLanguage } from '@/lib/use-language';
import { retryImport } from '@/lib/retry-import';
import '@/features/account/account.css';

// Rarely opened: the deletion form is a chunk of its own.
const DeleteAccountDialog = lazy(() =>
  retryImport(() => import('@/features/account/components/delete-account-dialog')).then((m) => ({ default: m.DeleteAccountDialog })),
);

/**
 * /profile (and /profile/referral), signed in only: the member's home, where the navbar's name leads
 * (e2e/accounts.spec.ts, e2e/profile-edit.spec.ts). Who is signed in, with the picture and the referral
 * code to share once the profile arrives, points and level (e2e/points.spec.ts), and links to every
 * profile page built so far (reservations first: e2e/reservation-history.spec.ts).
 */
export function ProfileHomePage() {
  const { t } = useLingui();
  const id = useId();
  const member = useStore(sessionStore);
  const profile = useQuery({ ...memberProfileQuery(member?.email ?? null), enabled: member !== null }).data;
  const [deleting, setDeleting] = useState(false);
  const saveCards = useQuery(configQuery(useLanguage())).data?.features.enableSaveCc ?? false;
  if (!member) return null;

  const shareCode = async (code: string) => {
    const text = t`Join me on Hungry Table with my referral code ${code}`;
    try {
      if (navigator.share) await navigator.share({ text });
      else {
        await navigator.clipboard.writeText(code);
        showToast(t`Referral code copied`, 'success');
      }
    } catch {
      // The diner closed the share sheet, or the clipboard is blocked: the code stays on screen to copy.
    }
  };

  return (
    <section className="account-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>My account</Trans>
      </h1>
      <div className="account-page__head">
        {profile?.avatar ? (
          <img className="account-avatar__image" src={profile.avatar} alt={t`Profile picture`} width={96} height={96} />
        ) : (
          <span className="account-avatar__initial" aria-hidden="true">
            {(profile?.name ?? member.name).trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        <div>
          <p className="account-page__name">{profile?.name ?? member.name}</p>
          {member.email && <p>{member.email}</p>}
        </div>
      </div>
      {profile?.referralCode && (
        <div className="account-page__referral">
          <span>
            <Trans>Your referral code</Trans>
          </span>
          <code>{profile.referralCode}</code>
          <button type="button" className="button button--ghost" onClick={() => void shareCode(profile.referralCode)}>
            <Trans>Share</Trans>
          </button>
        </div>
      )}
      {profile && <LoyaltySummary profile={profile} />}
      <ul className="account-page__links">
        <li>
          <AppLink href="/profile/history">
            <Trans>My reservations</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink href="/profile/edit">
            <Trans>Edit profile</Trans>
          </AppLink>
        </li>
        {(!profile || profile.provider === OWN_PROVIDER) && (
          <li>
            <AppLink href="/profile/password">
              <Trans>Change password</Trans>
            </AppLink>
          </li>
        )}
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
          <AppLink href="/profile/voucher">
            <Trans>My vouchers</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink href="/profile/offers-and-gift-card">
            <Trans>Offers and gift cards</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink href="/profile/address">
            <Trans>Saved addresses</Trans>
          </AppLink>
        </li>
        {saveCards && (
          <li>
            <AppLink href="/profile/payment-method">
              <Trans>Payment methods</Trans>
            </AppLink>
          </li>
        )}
        <li>
          <AppLink href="/profile/passkeys">
            <Trans>Passkeys</Trans>
          </AppLink>
        </li>
      </ul>
      <div className="account-page__danger">
        <button type="button" className="button button--ghost" onClick={() => setDeleting(true)}>
          <Trans>Delete account</Trans>
        </button>
      </div>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </section>
  );
}
