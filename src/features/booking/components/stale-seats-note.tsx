import { Trans } from '@lingui/react/macro';
import { inAppZone } from '@/lib/dayjs';

/**
 * Seats read back from the service worker's cache because the network failed (`cachedAt`, the time they
 * were stored) may be gone: the step says so, with that time, in the diner's language. Nothing when the
 * seats came from the server just now.
 */
export function StaleSeatsNote({ cachedAt }: { cachedAt: string | null | undefined }) {
  if (!cachedAt) return null;
  const checked = inAppZone(cachedAt).format('D MMM HH:mm');
  return (
    <p className="booking-note booking-note--stale" role="status" data-testid="seats-stale">
      <Trans>You are offline. These seats were last checked on {checked} and may no longer be free.</Trans>
    </p>
  );
}
