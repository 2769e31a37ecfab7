import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The buttons under a step: back (when there is a step before) and the step's main action. */
export function StepActions({
  onBack,
  onNext,
  nextLabel,
  nextDisabled = false,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: ReactNode;
  nextDisabled?: boolean;
}) {
  return (
    <div className="booking__actions">
      {onBack && (
        <button type="button" className="button" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      )}
      <button type="button" className="button button--primary" onClick={onNext} disabled={nextDisabled}>
        {nextLabel ?? <Trans>Next</Trans>}
      </button>
    </div>
  );
}
