import { Trans } from '@lingui/react/macro';
import type { Reservation } from '@/contract/booking';
import { ReservationSummary } from '@/entities/reservation/reservation-summary';
import { StatusLabel } from '@/features/payments/components/status-text';

/** The payment pages' summary of the booking: the shared reservation summary, then its status. */
export function ReservationDetails({ reservation: r }: { reservation: Reservation }) {
  return (
    <ReservationSummary reservation={r} testIdPrefix="landing">
      <div>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd data-testid="landing-status" data-status={r.status}>
          <StatusLabel status={r.status} />
        </dd>
      </div>
    </ReservationSummary>
  );
}
