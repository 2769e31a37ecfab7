import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { appSignals, patchSignals } from '@/lib/app-signals';
import { useStore } from '@/lib/create-store';

/**
 * The server-busy modal (a 503 opens it; 300 px wide, 90% on phones;
 * tests/features/shell/server-busy-modal.test.tsx).
 */
export function ServerBusyModal() {
  const { t } = useLingui();
  const { serverBusyOpen } = useStore(appSignals);
  const textId = useId();
  const close = () => patchSignals({ serverBusyOpen: false });
  return (
    <Dialog
      open={serverBusyOpen}
      onClose={close}
      size="busy"
      title={t`Server busy`}
      closeLabel={t`Close`}
      describedBy={textId}
    >
      <p id={textId}>
        <Trans>We are sorry, our server still busy, please try again within few minutes</Trans>
      </p>
      <button type="button" className="button button--primary button--block" onClick={close}>
        <Trans>OK</Trans>
      </button>
    </Dialog>
  );
}
