import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { RestaurantPackage } from '@/contract/restaurant-detail';
import { packageMenuPath } from '@/domain/catalogue/package-menu-path';
import { pricingLabel } from '@/domain/catalogue/pricing-label';
import { seatStatus } from '@/domain/catalogue/seat-status';
import { formatMoney } from '@/domain/format/money';
import { useLanguage } from '@/lib/use-language';
import { AppLink } from '@/components/ui/app-link';
import { PackageBookButton } from '@/features/catalogue/restaurant/components/package-book-button';

/**
 * The seat status of the next bookable slot (tests/features/catalogue/package-seats.test.tsx); nothing when
 * plenty.
 */
function SeatLabel({ seats }: { seats: number }) {
  const status = seatStatus(seats);
  if (status.kind === 'normal') return null;
  const n = status.kind === 'few' ? status.seatsLeft : 0;
  return (
    <p className="package-card__seats" data-seat-status={status.kind}>
      {status.kind === 'sold-out' ? (
        <strong>
          <Trans>Sold Out!</Trans>
        </strong>
      ) : status.kind === 'last' ? (
        <>
          <strong>
            <Trans>Last One!</Trans>
          </strong>{' '}
          <Trans>Hurry up!</Trans>
        </>
      ) : (
        <>
          <strong>
            <Trans>{n} Seats left</Trans>
          </strong>{' '}
          <Trans>Book before it’s gone!</Trans>
        </>
      )}
    </p>
  );
}

/**
 * One package: name, description, "from" price with its pricing label and the book button state.
 * With `slug` (a restaurant that takes bookings) the button starts the booking of this package (tickets
 * are bought through the voucher flows, not booked); it is
 * disabled when expired.
 */
export function PackageCard({
  pkg,
  slug,
  menuSlug,
  seats,
}: {
  pkg: RestaurantPackage;
  slug?: string;
  /** The restaurant whose package menu page the card links to. */
  menuSlug: string;
  seats?: number;
}) {
  const lang = useLanguage();
  const nameId = useId();
  // 'Sold Out!' disables the button like an expired package.
  const soldOut = seats !== undefined && seatStatus(seats).disabled;
  return (
    <article className="package-card" aria-labelledby={nameId} data-type-code={pkg.typeCode}>
      <h4 className="package-card__name" id={nameId}>
        {pkg.name}
      </h4>
      {pkg.description && <p className="package-card__description">{pkg.description}</p>}
      <p className="package-card__price">
        <span className="package-card__amount">{formatMoney(pkg.price, lang)}</span>{' '}
        <span className="package-card__label">
          {pricingLabel(pkg.pricingType) === 'NET/person' ? (
            <Trans>NET/person</Trans>
          ) : (
            <Trans>NET/set</Trans>
          )}
        </span>
      </p>
      {pkg.expiryDate && (
        <p className="package-card__expiry">
          <Trans>Valid until {pkg.expiryDate}</Trans>
        </p>
      )}
      {seats !== undefined && <SeatLabel seats={seats} />}
      <PackageBookButton pkg={pkg} slug={slug} disabled={soldOut} describedBy={nameId} />
      <AppLink className="package-card__menu" href={packageMenuPath(menuSlug, pkg.id)} aria-describedby={nameId}>
        <Trans>See menu</Trans>
      </AppLink>
    </article>
  );
}
