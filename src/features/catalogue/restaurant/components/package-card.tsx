import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { RestaurantPackage } from '@/contract/restaurant-detail';
import { bookButton, type BookButtonLabel } from '@/domain/catalogue/book-button';
import { pricingLabel } from '@/domain/catalogue/pricing-label';
import { seatStatus } from '@/domain/catalogue/seat-status';
import { formatMoney } from '@/domain/format/money';
import { useLanguage } from '@/lib/use-language';
import { useDevice } from '@/lib/viewport';
import { AppLink } from '@/components/ui/app-link';
import { requestBooking } from '@/entities/booking-intent/booking-intent';

function ButtonLabel({ label }: { label: BookButtonLabel }) {
  if (label === 'buy') return <Trans>Buy</Trans>;
  if (label === 'order') return <Trans>Order</Trans>;
  return <Trans>Book</Trans>;
}

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
 * Where a book button starts the booking: the sidebar steps on desktop, the full-screen
 * steps on phones and tablets. The package travels as a booking intent
 * (src/entities/booking-intent/booking-intent.ts); the booking feature runs it through the package
 * selection guard.
 */
function bookHref(slug: string, mobile: boolean): string {
  return `/restaurants/${encodeURIComponent(slug)}/${mobile ? 'mobile-book' : 'book'}/step-1`;
}

/**
 * One package: name, description, "from" price with its pricing label and the book button state.
 * With `slug` (a restaurant that takes bookings) the button starts the booking of this package (tickets
 * are bought through the voucher flows, not booked); it is
 * disabled when expired.
 */
export function PackageCard({ pkg, slug, seats }: { pkg: RestaurantPackage; slug?: string; seats?: number }) {
  const lang = useLanguage();
  const device = useDevice();
  const nameId = useId();
  const button = bookButton(pkg);
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
      {button.disabled || soldOut ? (
        <button type="button" className="button" disabled>
          <ButtonLabel label={button.label} />
        </button>
      ) : slug && pkg.isBookable && !pkg.isTicket ? (
        <AppLink
          href={bookHref(slug, device === 'phone' || device === 'tablet')}
          onClick={() => requestBooking({ slug, packageId: pkg.id })}
          className="button button--primary package-card__action"
          aria-describedby={nameId}
        >
          <ButtonLabel label={button.label} />
        </AppLink>
      ) : (
        <span className="package-card__action">
          <ButtonLabel label={button.label} />
        </span>
      )}
    </article>
  );
}
