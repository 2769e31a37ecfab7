import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

type Shared = 'idle' | 'copied' | 'manual';

/**
 * Share the booking: the system share sheet where there is one (phones), else the link is copied; when
 * even the clipboard is refused, the link is shown to copy by hand. The outcome is announced.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const [shared, setShared] = useState<Shared>('idle');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The diner closed the sheet: nothing to do. Other failures fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setShared('copied');
    } catch {
      setShared('manual');
    }
  };

  return (
    <div className="payments-share">
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        <Trans>Share</Trans>
      </button>
      <p role="status" className="payments-share__status">
        {shared === 'copied' && <Trans>Link copied</Trans>}
      </p>
      {shared === 'manual' && (
        <label className="payments-share__manual">
          <span>
            <Trans>Copy this link</Trans>
          </span>
          <input type="text" readOnly value={url} aria-label={t`Booking link`} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
