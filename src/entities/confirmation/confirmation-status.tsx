import { Trans } from '@lingui/react/macro';
import type { ReservationStatus } from '@/contract/booking-constants';

/** The page heading for a booking in this status. */
export function ConfirmationHeading({ status }: { status: ReservationStatus }) {
  switch (status) {
    case 'pending_arrival':
    case 'paid':
      return <Trans>Your booking is confirmed</Trans>;
    case 'pending_confirmation':
      return <Trans>Booking request sent</Trans>;
    case 'waiting_for_payment':
      return <Trans>Your booking is waiting for payment</Trans>;
    case 'cancelled':
      return <Trans>This booking was cancelled</Trans>;
  }
}

/** The status in words. */
export function ConfirmationStatus({ status }: { status: ReservationStatus }) {
  switch (status) {
    case 'paid':
      return <Trans>Paid</Trans>;
    case 'pending_arrival':
      return <Trans>Confirmed</Trans>;
    case 'pending_confirmation':
      return <Trans>Waiting for the restaurant to confirm</Trans>;
    case 'waiting_for_payment':
      return <Trans>Waiting for payment</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
  }
}
