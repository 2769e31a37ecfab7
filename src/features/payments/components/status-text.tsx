import { Trans } from '@lingui/react/macro';
import type { ReservationStatus } from '@/contract/booking-constants';

/**
 * The reservation status in words (paid, pending arrival or confirmation, waiting for payment, cancelled).
 */
export function StatusLabel({ status }: { status: ReservationStatus }) {
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
