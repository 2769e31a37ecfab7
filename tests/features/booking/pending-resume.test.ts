import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingStore, emptySession, updateSession } from '@/features/booking/booking-store';
import { preferredOrderTimeStore } from '@/features/booking/pending/order-time';
import type { PendingDraft } from '@/features/booking/pending/pending-draft';
import { resumeHref, resumePendingBooking } from '@/features/booking/pending/resume-pending-booking';
import { apiDouble, pkg, restaurant } from './booking-fixtures';

const draft: PendingDraft = {
  id: 'd1',
  restaurantId: 13,
  restaurantSlug: 'sabai-shabu',
  restaurantName: 'Sabai Shabu',
  date: '2026-11-22',
  startTime: '19:00',
  adult: 2,
  kids: 1,
  specialRequest: 'window',
  voucherCode: null,
  serviceType: 'dine_in',
  isOrderNow: false,
  packages: [{ id: 30, typeCode: 'ayce', quantity: 3, menus: [] }],
  packagePreference: 'dine_in',
  savedAt: 1,
  source: 'device',
};

describe('resumePendingBooking', () => {
  const r = restaurant();
  let waited: number[];
  let navigated: string[];
  let loaded: string[];

  const ctx = (device: 'phone' | 'desktop' = 'desktop') => ({
    loader: {
      detail: (slug: string) => {
        loaded.push(`detail:${slug}`);
        return Promise.resolve(r);
      },
      reviews: (id: number) => {
        loaded.push(`reviews:${id}`);
        return Promise.resolve([]);
      },
    },
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    navigate: (href: string) => {
      navigated.push(href);
      return Promise.resolve();
    },
    device,
    lang: 'en' as const,
    wait: (ms: number) => {
      waited.push(ms);
      // The session is set before the wait: step 5 is already the booking's step.
      expect(bookingStore.get().state.step).toBe(5);
      expect(navigated).toEqual([]);
      return Promise.resolve();
    },
  });

  beforeEach(() => {
    sessionStorage.clear();
    bookingStore.set(emptySession());
    preferredOrderTimeStore.set(null);
    waited = [];
    navigated = [];
    loaded = [];
    const double = apiDouble(() => ({ body: { success: true, data: [] } }));
    vi.stubGlobal('fetch', vi.fn(double.fetchMock));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the restaurant and its reviews, sets the booking, jumps to step 5 and navigates after 500 ms', async () => {
    updateSession((s) => ({
      ...s,
      restaurantSlug: 'elsewhere',
      restaurantId: 99,
      pendingReservation: { key: 'old-key-123', body: '{}' },
      guest: { ...s.guest, name: 'Malee' },
    }));
    const href = await resumePendingBooking(draft, ctx());
    expect(loaded).toEqual(['detail:sabai-shabu', 'reviews:13']);
    expect(waited).toEqual([500]);
    expect(href).toBe('/restaurants/sabai-shabu/book/step-5?locale=en');
    expect(navigated).toEqual([href]);
    const session = bookingStore.get();
    expect(session).toMatchObject({ restaurantSlug: 'sabai-shabu', restaurantId: 13, pendingReservation: null, guest: { name: 'Malee' } });
    expect(session.state).toMatchObject({
      step: 5,
      adult: 2,
      kids: 1,
      selectedDate: '2026-11-22',
      selectedTime: '19:00',
      packagePreference: 'dine_in',
      specialRequest: 'window',
    });
    expect(session.state.selectedPackages.map((p) => [p.id, p.quantity])).toEqual([[30, 3]]);
    expect(preferredOrderTimeStore.get()).toBeNull();
  });

  it('brings the vouchers of the draft back unchecked: none counts, or is priced, until step 5 checks it again', async () => {
    updateSession((s) => ({ ...s, vouchers: [{ code: 'OLD', name: 'OLD', isGift: false, amount: '฿1', failed: false, message: null, needsCard: false }] }));
    await resumePendingBooking({ ...draft, voucherCode: 'HHGIFT500,hhgift1000' }, ctx());
    const session = bookingStore.get();
    expect(session.vouchersToRecheck).toEqual(['HHGIFT500', 'HHGIFT1000']);
    expect(session.vouchers).toEqual([]);
    expect(session.voucherCard).toBeNull();
  });

  it('goes to the phone pages on a phone, and sets order-now for a delivery draft that had it', async () => {
    const delivery: PendingDraft = {
      ...draft,
      serviceType: 'delivery',
      packagePreference: 'delivery',
      isOrderNow: true,
      packages: [{ id: 40, typeCode: 'hah', quantity: 1, menus: [] }],
    };
    expect(await resumePendingBooking(delivery, ctx('phone'))).toBe('/restaurants/sabai-shabu/mobile-book/step-5?locale=en');
    expect(bookingStore.get().state).toMatchObject({ isMobile: true, bookingMethod: 'delivery_pick_up', packagePreference: 'delivery' });
    expect(preferredOrderTimeStore.get()).toBe('order_now');
  });

  it('fails without touching the booking when the packages are gone or the restaurant does not load', async () => {
    const gone = { ...ctx(), loader: { ...ctx().loader, detail: () => Promise.resolve(restaurant({ packages: [pkg({ id: 77 })] })) } };
    await expect(resumePendingBooking(draft, gone)).rejects.toThrow();
    const offline = { ...ctx(), loader: { ...ctx().loader, detail: () => Promise.reject(new Error('offline')) } };
    await expect(resumePendingBooking(draft, offline)).rejects.toThrow('offline');
    expect(bookingStore.get()).toEqual(emptySession());
    expect(navigated).toEqual([]);
  });

  it('builds the step-5 address with the language', () => {
    expect(resumeHref('a b', 'tablet', 'th')).toBe('/restaurants/a%20b/mobile-book/step-5?locale=th');
    expect(resumeHref('x', 'large-desktop', 'en')).toBe('/restaurants/x/book/step-5?locale=en');
  });
});
