import { Trans } from '@lingui/react/macro';

/** A list that failed to load, with a retry (the API client already toasted network trouble). */
export function QueryProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="booking-problem">
      <p>
        <Trans>Oops, something went wrong</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
