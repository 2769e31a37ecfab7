import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingBookingOffer } from '@/features/booking/pending/pending-booking-offer';
import { guestDraftsStore, resetGuestDraftsForTests } from '@/features/booking/pending/guest-drafts';
import type { PendingDraft } from '@/features/booking/pending/pending-draft';
import { onlineStore } from '@/lib/network-status';
import { clearSession, saveSession } from '@/entities/session/session';
import { toastStore } from '@/lib/toast-store';
import { renderWithRouter } from '../../test-utils/render';
import { apiDouble, restaurant } from './booking-fixtures';

/** Bangkok date and HH:mm `minutes` from now (UTC+7, no daylight saving). */
function bangkokIn(minutes: number): { date: string; startTime: string } {
  const iso = new Date(Date.now() + minutes * 60_000 + 7 * 3_600_000).toISOString();
  return { date: iso.slice(0, 10), startTime: iso.slice(11, 16) };
}

function draft(overrides: Partial<PendingDraft> = {}): PendingDraft {
  return {
    id: 'd1',
    restaurantId: 13,
    restaurantSlug: 'sabai-shabu',
    restaurantName: 'Sabai Shabu',
    ...bangkokIn(120),
    adult: 2,
    kids: 0,
    specialRequest: '',
    voucherCode: null,
    serviceType: 'dine_in',
    isOrderNow: false,
    packages: [{ id: 30, typeCode: 'ayce', quantity: 2, menus: [] }],
    packagePreference: 'dine_in',
    savedAt: 1,
    source: 'device',
    ...overrides,
  };
}

const loader = { detail: vi.fn(() => Promise.resolve(restaurant())), reviews: vi.fn(() => Promise.resolve([])) };

function setDrafts(dineIn: PendingDraft | null, delivery: PendingDraft | null = null) {
  guestDraftsStore.set({ status: 'ready', drafts: { dine_in: dineIn, delivery } });
}

describe('PendingBookingOffer', () => {
  beforeEach(() => {
    resetGuestDraftsForTests();
    clearSession();
    toastStore.set(null);
    onlineStore.set(true);
    loader.detail.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers a draft starting more than 10 minutes ahead, with Continue and Dismiss', async () => {
    const d = draft();
    setDrafts(d);
    await renderWithRouter(<PendingBookingOffer loader={loader} />);
    const offer = await screen.findByRole('region', { name: 'Unfinished booking' });
    expect(offer.textContent).toContain(`Continue your booking at Sabai Shabu on`);
    expect(offer.textContent).toContain(d.startTime);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unfinished booking' })).toBeNull());
    expect(guestDraftsStore.get().drafts.dine_in).toBeNull();
  });

  it('puts its live region in the page a task before the offer, so the offer is announced', async () => {
    setDrafts(draft());
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document.body, { childList: true, subtree: true });
    await renderWithRouter(<PendingBookingOffer loader={loader} />);
    await screen.findByRole('region', { name: 'Unfinished booking' });
    records.push(...observer.takeRecords());
    observer.disconnect();
    // The offer's card was added into a region already in the page, not inserted together with it.
    const cardAddedToRegion = records.some(
      (r) =>
        r.target instanceof HTMLElement &&
        r.target.classList.contains('pending-offer') &&
        [...r.addedNodes].some((n) => n instanceof HTMLElement && n.classList.contains('pending-offer__card')),
    );
    expect(cardAddedToRegion).toBe(true);
  });

  it('does not offer a draft starting within 10 minutes, one without packages, or another restaurant’s on a restaurant page', async () => {
    setDrafts(draft({ ...bangkokIn(9) }), draft({ id: 'd2', packagePreference: 'delivery', serviceType: 'delivery', packages: [] }));
    await renderWithRouter(<PendingBookingOffer loader={loader} />);
    // The live region is ready a task after it mounts: only then is "no offer" the drafts' doing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: 'Unfinished booking' })).toBeNull();

    setDrafts(draft());
    await waitFor(() => expect(screen.getByRole('region', { name: 'Unfinished booking' })).toBeTruthy());
  });

  it('shows only that restaurant’s draft on a restaurant page', async () => {
    setDrafts(draft(), draft({ id: 'd2', restaurantSlug: 'golden-dragon', restaurantName: 'Golden Dragon', packagePreference: 'delivery' }));
    await renderWithRouter(<PendingBookingOffer loader={loader} slug="golden-dragon" />);
    const items = await screen.findAllByTestId('pending-booking');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Golden Dragon');
  });

  it('says "failed continue pending booking" when the draft cannot be continued (offline, or no restaurant)', async () => {
    setDrafts(draft());
    await renderWithRouter(<PendingBookingOffer loader={loader} />);
    onlineStore.set(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(toastStore.get()?.message).toBe('Oops, something went wrong, failed continue pending booking');
    expect(loader.detail).not.toHaveBeenCalled();

    onlineStore.set(true);
    toastStore.set(null);
    loader.detail.mockImplementationOnce(() => Promise.reject(new Error('404')));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe('Oops, something went wrong, failed continue pending booking'));
  });

  it('reads a member’s drafts from the server, and says "failed get pending reservation" when that fails', async () => {
    saveSession({ name: 'Malee', email: null, accessToken: 'token-1' });
    toastStore.set(null);
    const double = apiDouble(() => ({ status: 422, body: { success: false, message: 'broken' } }));
    vi.stubGlobal('fetch', vi.fn(double.fetchMock));
    // A guest draft on the device is not a member's.
    setDrafts(draft());
    await renderWithRouter(<PendingBookingOffer loader={loader} />);
    // One retry (a second after the first failure), then the message.
    await waitFor(() => expect(toastStore.get()?.message).toBe('Oops, something went wrong, failed get pending reservation'), {
      timeout: 4000,
    });
    expect(double.calls.map((c) => c.path)).toContain('/pending_transactions.json');
    expect(screen.queryByRole('region', { name: 'Unfinished booking' })).toBeNull();
    clearSession();
  });
});
