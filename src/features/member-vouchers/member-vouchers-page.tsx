import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import '@/features/member-vouchers/member-vouchers.css';

/**
 * /profile/voucher, signed in only: the place in the profile where a member's vouchers will be listed.
 * No voucher can be bought, given or earned in the product yet, so every member truly has none; the page
 * says so and points to the restaurants (e2e/profile-voucher-places.spec.ts).
 */
export function MemberVouchersPage() {
  const id = useId();
  return (
    <section className="member-vouchers" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>My vouchers</Trans>
      </h1>
      <div className="page-state">
        <p>
          <Trans>You have no vouchers yet. Vouchers you buy or receive will be listed here, ready to use at checkout.</Trans>
        </p>
        <AppLink href="/restaurants/search" className="button button--primary">
          <Trans>Find restaurants</Trans>
        </AppLink>
      </div>
    </section>
  );
}
