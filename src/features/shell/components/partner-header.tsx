import { Trans, useLingui } from '@lingui/react/macro';
import type { Partner, PartnerUser } from '@/contract/partners';
import '@/features/shell/components/partner.css';

/** The partner's mark in the navbar, in place of ours: its local logo file and its name. */
export function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <>
      <img className="partner-logo" src={partner.logo} alt="" width={32} height={32} />
      <span className="navbar__brand partner-brand">{partner.displayName}</span>
    </>
  );
}

/** Who the partner says is visiting (from its token), greeted in the partner's header. */
export function PartnerGreeting({ user }: { user: PartnerUser | null }) {
  if (!user) return null;
  const name = user.name;
  return (
    <span className="partner-greeting">
      <Trans>Hello, {name}</Trans>
    </span>
  );
}

/**
 * The Thai tag partner's disclaimer, under the header on every page: its diners book through the
 * partner, and the payment step is not open to them (the booking routes' guard).
 */
export function PartnerDisclaimer({ partner }: { partner: Partner }) {
  const { t } = useLingui();
  const name = partner.displayName;
  return (
    <aside className="partner-disclaimer" aria-label={t`Partner notice`}>
      <p>
        <Trans>
          You are visiting Hungry Table through {name}. Online payment is not available in {name}; please book a
          package that needs no payment.
        </Trans>
      </p>
    </aside>
  );
}
