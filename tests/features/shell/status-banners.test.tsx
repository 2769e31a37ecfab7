import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patchSignals } from '@/lib/app-signals';
import { onlineStore } from '@/lib/network-status';
import { StatusBanners } from '@/features/shell/components/status-banners';
import { renderWithI18n } from '../../test-utils/render';

vi.mock('@/lib/pwa/register-sw', () => ({ applyUpdate: vi.fn(() => Promise.resolve()) }));

describe('StatusBanners', () => {
  beforeEach(() => {
    onlineStore.set(true);
    patchSignals({ updateAvailable: false });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the offline banner while offline', () => {
    renderWithI18n(<StatusBanners />);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    act(() => onlineStore.set(false));
    expect(screen.getByRole('status').textContent).toContain('You are offline');
    act(() => onlineStore.set(true));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('shows the new-version banner whose refresh applies the update', async () => {
    const { applyUpdate } = await import('@/lib/pwa/register-sw');
    renderWithI18n(<StatusBanners />);
    act(() => patchSignals({ updateAvailable: true }));
    expect(screen.getByText('A new version is available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    // The update flow's module is fetched on demand (it is not in the first bundle).
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
  });

  it('asks to allow cookies when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderWithI18n(<StatusBanners />);
    expect(screen.getByText(/Please allow cookies/)).toBeTruthy();
  });
});
