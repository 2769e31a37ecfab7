import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** How long "Copied" stays before the button reads "Copy code" again. */
const COPIED_FOR_MS = 4000;

/**
 * Copies a voucher code. The outcome is said in a status region that is on the page before it changes,
 * so screen readers announce "Copied"; where the clipboard is refused the code stays on screen to copy by
 * hand and the region says so.
 */
export function CopyCodeButton({ code, describedBy }: { code: string; describedBy: string }) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'refused'>('idle');

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setOutcome('copied');
    } catch {
      setOutcome('refused');
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--ghost voucher-group__copy"
        onClick={() => void copy()}
        aria-describedby={describedBy}
      >
        {outcome === 'copied' ? <Trans>Copied</Trans> : <Trans>Copy code {code}</Trans>}
      </button>
      <p className="voucher-group__copy-status" role="status">
        {outcome === 'copied' ? (
          <Trans>Copied {code}</Trans>
        ) : outcome === 'refused' ? (
          <Trans>Could not copy. Select the code to copy it.</Trans>
        ) : null}
      </p>
    </>
  );
}
