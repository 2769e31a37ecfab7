import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { now } from '@/lib/dayjs';
import { TimeStep } from '@/features/booking/components/time-step';
import { bindRestaurant, bookingStore, emptySession, updateBooking } from '@/features/booking/booking-store';
import { isOrderNowSelected } from '@/features/booking/delivery/delivery-rules';
import { currentDeliveryChoice, deliveryStore } from '@/features/booking/delivery/delivery-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { renderWithRouter } from '../../test-utils/render';
import { apiDouble, restaurant } from './booking-fixtures';

const r = restaurant();
const nav = (): BookingNavigation => ({
  variant: 'sidebar',
  goTo: vi.fn().mockResolvedValue(true),
  showCurrentStep: vi.fn().mockResolvedValue(undefined),
  syncFromUrl: vi.fn().mockResolvedValue(undefined),
  leaveToRestaurant: vi.fn().mockResolvedValue(undefined),
});

function start(date: string, preference: 'delivery' | 'dine_in') {
  bookingStore.set(emptySession());
  deliveryStore.set({ restaurantSlug: null, serviceType: null, orderNow: null });
  bindRestaurant(r.slug, r.id);
  updateBooking((s) => ({ ...s, step: 3, adult: 2, selectedDate: date, packagePreference: preference, selectedPackages: [] }));
}

describe('order now at the time step (Hungry@Home, isOrderNow)', () => {
  const today = now().format('YYYY-MM-DD');

  beforeEach(() => {
    sessionStorage.clear();
    const { fetchMock } = apiDouble(() => ({
      body: {
        success: true,
        data: [
          { start_time: '20:00', seats_left: 1, packages: [] },
          { start_time: '20:30', seats_left: 6, packages: [] },
        ],
      },
    }));
    vi.stubGlobal('fetch', vi.fn(fetchMock));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('orders today at the first open slot, and stops when another time is picked', async () => {
    start(today, 'delivery');
    await renderWithRouter(<TimeStep restaurant={r} nav={nav()} />);
    const box = await screen.findByRole('checkbox', { name: 'Order now (as soon as possible, from 20:30)' });
    fireEvent.click(box);
    expect(bookingStore.get().state.selectedTime).toBe('20:30');
    expect(isOrderNowSelected(currentDeliveryChoice().orderNow, bookingStore.get().state)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('hh-booking-delivery') ?? 'null')).toMatchObject({ orderNow: { date: today, time: '20:30' } });

    fireEvent.click(screen.getByRole('radio', { name: /20:00/ }));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false));
  });

  it('is not offered for another day or for dine-in', async () => {
    start('2099-01-01', 'delivery');
    const { unmount } = await renderWithRouter(<TimeStep restaurant={r} nav={nav()} />);
    await screen.findByRole('radio', { name: /20:30/ });
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    start(today, 'dine_in');
    await renderWithRouter(<TimeStep restaurant={r} nav={nav()} />);
    await screen.findByRole('radio', { name: /20:30/ });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
