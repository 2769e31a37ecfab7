import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentBannerReopened, consentStore } from '@/entities/tracking/consent';
import { CONSENT_DELAY_MS, Footer } from '@/features/shell/components/footer';
import { renderWithRouter } from '../../test-utils/render';

// Counts how often the banner's module is loaded: a visitor who answered must not fetch it at all.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/shell/components/cookie-consent', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

describe('Footer, with the consent already answered', () => {
  beforeEach(() => {
    consentStore.set('accepted');
    consentBannerReopened.set(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    consentStore.set(null);
  });

  it('does not load the banner after the delay; Cookie settings loads and opens it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithRouter(<Footer />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONSENT_DELAY_MS * 2);
    });
    vi.useRealTimers();
    expect(loads.count).toBe(0);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('region', { name: 'Cookie consent' });
    expect(loads.count).toBe(1);
  });
});
