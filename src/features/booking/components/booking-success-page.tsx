import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { Reservation } from '@/contract/booking';
import { formatMoney } from '@/domain/format/money';
import { inAppZone } from '@/lib/dayjs';
import { useLanguage } from '@/lib/use-language';
import { restaurantHref } from '@/features/booking/booking-paths';
import { useBookingSession } from '@/features/booking/booking-store';
import '@/features/booking/booking.css';

function StatusHeading({ status }: { status: Reservation['status'] }) {
  switch (status) {
    case 'pending_arrival':
    case 'paid':
      return <Trans>Your booking is confirmed</Trans>;
    case 'pending_confirmation':
      return <Trans>Booking request sent</Trans>;
    case 'waiting_for_payment':
      return <Trans>Your seats are reserved: payment comes next</Trans>;
    case 'cancelled':
      return <Trans>This booking was cancelled</Trans>;
  }
}

function StatusText({ status }: { status: Reservation['status'] }) {
  switch (status) {
    case 'pending_arrival':
    case 'paid':
      return <Trans>Pay at the restaurant. We look forward to seeing you.</Trans>;
    case 'pending_confirmation':
      return <Trans>Your party is a big group: the restaurant will confirm your booking soon.</Trans>;
    case 'waiting_for_payment':
      return <Trans>This package is paid in advance. Your booking is waiting for payment, which comes next.</Trans>;
    case 'cancelled':
      return null;
  }
}

/**
 * The end of a pay-at-restaurant booking (/restaurants/{name}/booking-success/{encryptedId}). The
 * reservation is the one this tab just made (kept with the booking in session storage, so a reload
 * still shows it); another id has nothing to show here.
 */
export function BookingSuccessPage({ slug, encryptedId }: { slug: string; encryptedId: string }) {
  const lang = useLanguage();
  const { lastReservation } = useBookingSession();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const r = lastReservation?.encryptedId === encryptedId ? lastReservation : null;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  if (!r) {
    return (
      <div className="page-message booking-success">
        <h1 className="page-message__title" ref={headingRef} tabIndex={-1}>
          <Trans>Booking not found</Trans>
        </h1>
        <p>
          <Trans>The confirmation was sent to your email address.</Trans>
        </p>
        <AppLink href={restaurantHref(slug)} className="button">
          <Trans>Back to the restaurant</Trans>
        </AppLink>
      </div>
    );
  }

  const date = inAppZone(r.date).format('dddd D MMMM YYYY');
  const party = r.adult + r.kids;
  return (
    <div className="booking-success" data-status={r.status}>
      <h1 ref={headingRef} tabIndex={-1} className="booking-success__title">
        <StatusHeading status={r.status} />
      </h1>
      <p role="status">
        <StatusText status={r.status} />
      </p>
      <dl className="booking-success__details">
        <div>
          <dt>
            <Trans>Restaurant</Trans>
          </dt>
          <dd>{r.restaurantName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd>{r.startTime}</dd>
        </div>
        <div>
          <dt>
            <Trans>Guests</Trans>
          </dt>
          <dd>
            <Plural value={r.adult} one="# adult" other="# adults" />
            {r.kids > 0 && (
              <>
                {', '}
                <Plural value={r.kids} one="# kid" other="# kids" />
              </>
            )}{' '}
            (<Plural value={party} one="# person" other="# people" />)
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Packages</Trans>
          </dt>
          <dd>
            <ul>
              {r.packages.map((p) => (
                <li key={p.restaurantPackageId}>
                  {p.name} — {formatMoney(p.total, lang)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="booking-success__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd data-testid="reservation-total">{formatMoney(r.total, lang)}</dd>
        </div>
      </dl>
      <AppLink href={restaurantHref(slug)} className="button">
        <Trans>Back to the restaurant</Trans>
      </AppLink>
    </div>
  );
}
