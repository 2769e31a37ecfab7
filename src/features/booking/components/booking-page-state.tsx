import { Trans } from '@lingui/react/macro';
import '@/features/booking/booking.css';

/** The phone booking page while the restaurant loads, or when it could not be loaded. */
export function BookingPageState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed) {
    return (
      <div className="page-message" role="alert">
        <p>
          <Trans>Oops, something went wrong</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className="booking__loading" role="status">
      <Trans>Loading</Trans>
    </p>
  );
}
