import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The question, e.g. "Delete this card?" (translated by the caller). */
  title: ReactNode;
  /** What will be removed and from where. */
  text: ReactNode;
  /** The destructive button, e.g. "Delete card". */
  confirmLabel: ReactNode;
  /** The delete request is on its way: the button cannot send it twice. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The one "are you sure?" before a member deletes something of theirs (a saved address, a saved card):
 * focus opens on the close button and "Keep it" comes before the delete button, so a stray Enter never
 * deletes, and the delete button is disabled while its request is on the way
 * (tests/components/confirm-delete-dialog.test.tsx).
 */
export function ConfirmDeleteDialog({ open, title, text, confirmLabel, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <Dialog open={open} onClose={onCancel} title={title} size="busy" closeLabel={i18n._(msg`Close`)} describedBy={`${id}-text`}>
      <p id={`${id}-text`}>{text}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Keep it</Trans>
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
