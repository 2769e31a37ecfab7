import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

/**
 * A yes/no question in the app's modal (focus trapped, Escape = no). `ask(message)` resolves with the
 * answer; a second question while one is open answers the first with no.
 */
export function useConfirmDialog(): { ask: (message: string) => Promise<boolean>; dialog: ReactNode } {
  const { t } = useLingui();
  const messageId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const ask = useCallback((text: string) => {
    resolver.current?.(false);
    setMessage(text);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (ok: boolean) => {
    const resolve = resolver.current;
    resolver.current = null;
    setMessage(null);
    resolve?.(ok);
  };

  const dialog = (
    <Dialog
      open={message !== null}
      onClose={() => answer(false)}
      title={t`Please confirm`}
      size="auth"
      closeLabel={t`Close`}
      describedBy={messageId}
    >
      <p id={messageId} className="booking-confirm__message">
        {message}
      </p>
      <div className="booking-confirm__actions">
        <button type="button" className="button" onClick={() => answer(false)}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={() => answer(true)}>
          <Trans>Yes, continue</Trans>
        </button>
      </div>
    </Dialog>
  );
  return { ask, dialog };
}
