import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { Reservation } from '@/contract/booking';
import { ReservationSummary } from '@/entities/reservation/reservation-summary';
import { ConfirmationPass } from '@/entities/confirmation/confirmation-pass';
import { ConfirmationView } from '@/entities/confirmation/confirmation-view';
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
 * reservation this tab just made (kept with the booking in session storage, so a reload still shows it)
 * with the pass shown at the door; any other id shows that booking's confirmation, from the server or,
 * offline, from this device.
 */
export function BookingSuccessPage({ slug, encryptedId }: { slug: string; encryptedId: string }) {
  const { lastReservation } = useBookingSession();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const r = lastReservation?.encryptedId === encryptedId ? lastReservation : null;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // Another tab, another device, or this tab's booking forgotten: the confirmation from the server (or,
  // offline, the copy this device kept) is the page.
  if (!r) return <ConfirmationView encryptedId={encryptedId} slug={slug} />;

  return (
    <div className="booking-success" data-status={r.status}>
      <h1 ref={headingRef} tabIndex={-1} className="booking-success__title">
        <StatusHeading status={r.status} />
      </h1>
      <p role="status">
        <StatusText status={r.status} />
      </p>
      <ReservationSummary reservation={r} testIdPrefix="reservation" />
      <ConfirmationPass encryptedId={r.encryptedId} slug={r.restaurantSlug} restaurantName={r.restaurantName} />
      <AppLink href={restaurantHref(slug)} className="button">
        <Trans>Back to the restaurant</Trans>
      </AppLink>
    </div>
  );
}
