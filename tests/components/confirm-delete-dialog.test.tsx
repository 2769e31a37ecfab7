import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { renderWithI18n } from '../test-utils/render';

function renderDialog(busy = false) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  renderWithI18n(
    <ConfirmDeleteDialog
      open
      title="Delete this card?"
      text="Visa •••• 4242 will be removed."
      confirmLabel="Delete card"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmDeleteDialog', () => {
  it('names the dialog by its question, describes what goes, and keeps the safe choice first', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Visa •••• 4242 will be removed.');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.indexOf('Keep it')).toBeLessThan(buttons.indexOf('Delete card'));
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Delete card' }));
  });

  it('deletes only on the delete button, and not while the request is on its way', () => {
    const { onCancel, onConfirm } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete card' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('disables the delete button while busy', () => {
    renderDialog(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete card' }).disabled).toBe(true);
  });
});
