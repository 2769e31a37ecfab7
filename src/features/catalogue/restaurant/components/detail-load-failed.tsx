import { Trans } from '@lingui/react/macro';

/** The restaurant's detail could not be loaded (not a 404): say so and offer to try again. */
export function DetailLoadFailed({ onRetry }: { onRetry: () => void }) {
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
