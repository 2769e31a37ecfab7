import { Trans } from '@lingui/react/macro';

/** Under high load a confirmation may be delayed; the diner must not book twice. */
export function HighLoadWarning() {
  return (
    <p className="booking-note payment-high-load" data-testid="high-load-warning">
      <Trans>
        We are receiving many bookings right now, so your confirmation may be delayed. Please do not book twice.
      </Trans>
    </p>
  );
}
