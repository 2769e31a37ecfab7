import { Trans } from '@lingui/react/macro';
import { useReservationWatch } from '@/entities/reservation/reservation-watch';

/**
 * What the reservation watch is doing, announced politely (screen readers hear the change without
 * losing their place). Empty when no watch ran in this tab.
 */
export function WatchStatus() {
  const watch = useReservationWatch();
  return (
    <p role="status" aria-live="polite" className="payments-watch" data-phase={watch.phase}>
      {watch.phase === 'watching' && <Trans>Waiting for the payment to be confirmed…</Trans>}
      {watch.phase === 'redirected' && <Trans>Payment confirmed. Opening your booking…</Trans>}
      {watch.phase === 'expired' && <Trans>The time to pay has run out.</Trans>}
      {watch.phase === 'cancelled' && <Trans>The payment did not go through and the booking was cancelled.</Trans>}
      {watch.phase === 'failed' && <Trans>We could not follow the payment status. Please check your booking.</Trans>}
    </p>
  );
}
