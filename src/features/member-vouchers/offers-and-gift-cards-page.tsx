import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { AppLink } from '@/components/ui/app-link';
import '@/features/member-vouchers/member-vouchers.css';

/**
 * /profile/offers-and-gift-card, signed in only: the place for offers made to the member and gift cards
 * they hold. None exist in the product yet, so the page says there are none (e2e/profile-voucher-places.spec.ts).
 */
export function OffersAndGiftCardsPage() {
  const id = useId();
  return (
    <section className="member-vouchers" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>
        <Trans>Offers and gift cards</Trans>
      </h1>
      <div className="page-state">
        <p>
          <Trans>No offers or gift cards for you right now. Gift cards you buy or receive will be listed here.</Trans>
        </p>
        <AppLink href="/profile" className="button">
          <Trans>Back to my account</Trans>
        </AppLink>
      </div>
    </section>
  );
}
