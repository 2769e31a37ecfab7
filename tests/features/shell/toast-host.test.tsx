import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_TIMEOUT_MS, toastStore } from '@/lib/toast-store';
import { ToastHost } from '@/features/shell/components/toast-host';
import { renderWithI18n } from '../../test-utils/render';

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.set(null);
  });
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the current one', () => {
    renderWithI18n(<ToastHost />);
    act(() => showToast('First problem', 'error'));
    act(() => showToast('Second problem', 'error'));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain('Second problem');
    expect(screen.queryByText('First problem')).toBeNull();
  });

  it('uses role=alert for errors and role=status otherwise', () => {
    renderWithI18n(<ToastHost />);
    act(() => showToast('Signed Out Successfully', 'success'));
    expect(screen.getByRole('status').textContent).toContain('Signed Out Successfully');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disappears after 4000 ms', () => {
    renderWithI18n(<ToastHost />);
    act(() => showToast('Network Error, Please check your internet connection', 'error'));
    act(() => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be dismissed', () => {
    renderWithI18n(<ToastHost />);
    act(() => showToast('Oops', 'error'));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
