import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/entities/session/session';
import { onlineStore } from '@/lib/network-status';
import { memberKey } from '@/lib/query/persist-policy';
import { toastStore } from '@/lib/toast-store';
import { HistoryPage } from '@/features/reservation-history/history-page';
import { renderWithRouter, testQueryClient } from '../../test-utils/render';

const MALEE = { id: 7, name: 'Malee', email: 'malee@example.com', accessToken: 'tok-7' };

function savedList(encryptedId: string) {
  return {
    pages: [
      {
        data: [
          {
            id: encryptedId,
            type: 'reservations',
            attributes: {
              encryptedId,
              reference: 'N0CAMR63',
              status: 'pending_arrival',
              sectionType: 'upcoming',
              canCancel: true,
              restaurantId: 71,
              restaurantName: 'Ratchada Korean BBQ',
              restaurantSlug: 'ratchada-korean-bbq',
              date: '2026-12-08',
              startTime: '10:30',
              adult: 2,
              kids: 0,
              serviceType: 'dine_in',
              packages: [],
              total: { amount: 1198, currency: 'THB', symbol: '฿', format: '฿1,198' },
              requiresPayment: false,
              refundStatus: 'none',
              createdAt: '2026-11-27T00:19:11.958Z',
              cancelledAt: null,
            },
            relationships: { restaurant: { data: { id: '71', type: 'restaurants' } }, review: { data: null } },
          },
        ],
        included: [],
        links: { self: '', first: '', last: '', prev: null, next: null },
        meta: { total: 1 },
      },
    ],
    pageParams: [1],
  };
}

describe('the history page offline', () => {
  const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  beforeEach(() => {
    localStorage.clear();
    toastStore.set(null);
    saveSession(MALEE);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineStore.set(false);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    clearSession();
    onlineStore.set(true);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it("shows the member's saved upcoming bookings with a link to the QR pass, and no error toast", async () => {
    const client = testQueryClient();
    // As restored from IndexedDB: an old copy, so the page asks the network, which fails.
    client.setQueryData(memberKey(MALEE.id, 'reservations', 'upcoming', 'en'), savedList('booking-malee'), { updatedAt: 1 });
    await renderWithRouter(<HistoryPage />, { queryClient: client });

    const link = await screen.findByRole('link', { name: 'Show booking QR code' });
    expect(link.getAttribute('href')).toBe('/restaurants/ratchada-korean-bbq/landing/booking-malee');
    expect(screen.getByText('Ratchada Korean BBQ')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(client.getQueryState(memberKey(MALEE.id, 'reservations', 'upcoming', 'en'))?.status).toBe('error'));
    expect(screen.getByText('Ratchada Korean BBQ')).toBeTruthy();
    expect(toastStore.get()).toBeNull();
    // Offline, no confirmation is asked for: only the list's own attempt went out.
    expect(fetchMock.mock.calls.every((call) => String((call as unknown[])[0]).includes('/reservations.json'))).toBe(true);
  });

  it("never shows another member's saved rows; a section not saved says so instead of loading", async () => {
    const client = testQueryClient();
    client.setQueryData(memberKey(8, 'reservations', 'upcoming', 'en'), savedList('booking-somchai'), { updatedAt: 1 });
    await renderWithRouter(<HistoryPage />, { queryClient: client });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These reservations are not saved on this device, so they cannot be shown offline.');
    expect(screen.queryByText('Ratchada Korean BBQ')).toBeNull();
    expect(toastStore.get()).toBeNull();
  });
});
