import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, consentBannerReopened, consentStore } from '@/entities/tracking/consent';
import { CONSENT_DELAY_MS, Footer } from '@/features/shell/components/footer';
import { renderWithRouter } from '../../test-utils/render';

describe('Footer', () => {
  beforeEach(() => {
    localStorage.clear();
    consentStore.set(null);
    consentBannerReopened.set(false);
  });
  afterEach(() => vi.useRealTimers());

  it('has app download, social and help links and a copyright line', async () => {
    await renderWithRouter(<Footer />);
    expect(screen.getByRole('navigation', { name: 'Download the app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Google Play' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Follow us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help center' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toMatch(/© \d{4} Hungry Table/);
  });

  it('loads the consent 3000 ms after mount and remembers acceptance', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithRouter(<Footer />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS - 100);
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    vi.useRealTimers();
    const consent = await screen.findByRole('region', { name: 'Cookie consent' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(consentStore.get()).toBe('accepted');
    // The lazily loaded banner subscribes to the store in an effect; on a busy machine that effect can
    // still be pending at the click, and the banner then closes on the next render rather than this one.
    await waitFor(() => expect(consent.isConnected).toBe(false));
  });

  it('remembers a refusal, and Cookie settings opens the banner again to change it', async () => {
    await renderWithRouter(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const consent = await screen.findByRole('region', { name: 'Cookie consent' });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('refused');
    expect(consent.isConnected).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('region', { name: 'Cookie consent' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
  });
});
