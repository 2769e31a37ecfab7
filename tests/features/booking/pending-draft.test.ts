import { describe, expect, it } from 'vitest';
import { initialBookingState } from '@/domain/booking/booking-state';
import {
  draftFromSession,
  draftKindOf,
  resumedBookingState,
  sameBooking,
  type PendingDraft,
} from '@/features/booking/pending/pending-draft';
import { pkg } from './booking-fixtures';

const ayce = { id: 30, typeCode: 'ayce' as const, isAllowMix: false, isAcceptManyQuantity: false, quantity: 3, menus: [] };
const hah = { id: 40, typeCode: 'hah' as const, isAllowMix: false, isAcceptManyQuantity: true, quantity: 2, menus: [{ id: 7, quantity: 2 }] };

function session(overrides: Partial<ReturnType<typeof initialBookingState>> = {}) {
  return {
    restaurantSlug: 'sabai-shabu',
    restaurantId: 13,
    state: {
      ...initialBookingState(),
      adult: 2,
      kids: 1,
      selectedDate: '2026-11-22',
      selectedTime: '19:00',
      packagePreference: 'dine_in' as const,
      selectedPackages: [ayce],
      ...overrides,
    },
  };
}

const meta = { id: 'd1', restaurantName: 'Sabai Shabu', nowMs: 1000 };

describe('draftFromSession', () => {
  it('makes the pending-reservation shape from a booking with a date, a time and a package', () => {
    expect(draftFromSession(session({ specialRequest: 'window' }), meta)).toEqual({
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
      savedAt: 1000,
      source: 'device',
    });
  });

  it('keeps the codes of the accepted vouchers, not the refused ones', () => {
    const entry = (code: string, failed: boolean) => ({
      code,
      name: code,
      isGift: true,
      amount: failed ? null : '฿500',
      failed,
      message: failed ? 'expired' : null,
      needsCard: false,
    });
    const withVouchers = { ...session(), vouchers: [entry('HHGIFT500', false), entry('OLD100', true)] };
    expect(draftFromSession(withVouchers, meta)?.voucherCode).toBe('HHGIFT500');
    expect(draftFromSession({ ...session(), vouchers: [entry('OLD100', true)] }, meta)?.voucherCode).toBeNull();
  });

  it('is null without a date, a time, a package or a restaurant', () => {
    expect(draftFromSession(session({ selectedDate: null }), meta)).toBeNull();
    expect(draftFromSession(session({ selectedTime: null }), meta)).toBeNull();
    expect(draftFromSession(session({ selectedPackages: [] }), meta)).toBeNull();
    expect(draftFromSession({ ...session(), restaurantSlug: null }, meta)).toBeNull();
    expect(draftFromSession(session({ selectedTime: '7pm' }), meta)).toBeNull();
  });

  it('keeps dine-in and delivery drafts, not experiences', () => {
    expect(draftFromSession(session({ packagePreference: 'delivery', selectedPackages: [hah] }), meta)?.packages[0]?.menus).toEqual([
      { id: 7, quantity: 2, price: null },
    ]);
    expect(draftKindOf(session({ packagePreference: null, selectedPackages: [hah] }).state)).toBe('delivery');
    expect(draftFromSession(session({ packagePreference: 'experience' }), meta)).toBeNull();
  });

  it('compares bookings without their id and save time', () => {
    const a = draftFromSession(session(), meta);
    expect(sameBooking(a, draftFromSession(session(), { ...meta, id: 'd2', nowMs: 2000 }))).toBe(true);
    expect(sameBooking(a, draftFromSession(session({ adult: 3 }), meta))).toBe(false);
    expect(sameBooking(a, null)).toBe(false);
  });
});

describe('resumedBookingState', () => {
  const keep = { isMobile: true, isWallet: false, isDateFirst: false, location: null, distanceToRestaurant: null };
  const draft = draftFromSession(session({ selectedPackages: [ayce, { ...ayce, id: 99 }] }), meta) as PendingDraft;

  it('sets adult, kids, date, time, preference and quantities and jumps to step 5', () => {
    const state = resumedBookingState(draft, [pkg({ isAllowMix: true })], keep);
    expect(state).toMatchObject({
      step: 5,
      adult: 2,
      kids: 1,
      selectedDate: '2026-11-22',
      selectedTime: '19:00',
      packagePreference: 'dine_in',
      bookingMethod: 'dine_in',
      isMobile: true,
      temporaryBookingId: null,
    });
    // Package 99 is gone from the restaurant: left out. Flags come from the restaurant as it is now.
    expect(state?.selectedPackages).toEqual([{ ...ayce, isAllowMix: true }]);
  });

  it('keeps only menus the package still has, and sets delivery for hah', () => {
    const delivery = draftFromSession(session({ packagePreference: 'delivery', selectedPackages: [{ ...hah, menus: [{ id: 7, quantity: 2 }, { id: 8, quantity: 1 }] }] }), meta)!;
    const menuSections = [{ id: 1, name: 'Mains', quantityLimit: null, menus: [{ id: 7, name: 'Pad thai', price: { amount: 120, currency: 'THB', symbol: '฿', format: '฿120' }, quantityLimit: null }] }];
    const state = resumedBookingState(delivery, [pkg({ id: 40, typeCode: 'hah', menuSections } as never)], keep);
    expect(state?.bookingMethod).toBe('delivery_pick_up');
    expect(state?.selectedPackages[0]?.menus).toEqual([{ id: 7, quantity: 2 }]);
  });

  it('is null when no package can be booked any more', () => {
    expect(resumedBookingState(draft, [pkg({ isBookable: false }), pkg({ id: 99, isExpired: true })], keep)).toBeNull();
    expect(resumedBookingState(draft, [], keep)).toBeNull();
  });
});
