import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appSignals, patchSignals } from '@/lib/app-signals';
import { ServerBusyModal } from '@/features/shell/components/server-busy-modal';
import { renderWithI18n } from '../../test-utils/render';

describe('ServerBusyModal', () => {
  beforeEach(() => patchSignals({ serverBusyOpen: false }));

  it('opens from the serverBusyOpen signal with the busy text, focus inside, and closes on Escape', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    renderWithI18n(<ServerBusyModal />);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => patchSignals({ serverBusyOpen: true }));
    const dialog = screen.getByRole('dialog', { name: 'Server busy' });
    expect(dialog.className).toContain('dialog--busy');
    expect(dialog.textContent).toContain('We are sorry, our server still busy, please try again within few minutes');
    expect(dialog.contains(document.activeElement)).toBe(true);

    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(appSignals.get().serverBusyOpen).toBe(false);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('keeps Tab inside the dialog', () => {
    renderWithI18n(<ServerBusyModal />);
    act(() => patchSignals({ serverBusyOpen: true }));
    const close = screen.getByRole('button', { name: 'Close' });
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });
});
