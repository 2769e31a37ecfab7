import { beforeEach, describe, expect, it } from 'vitest';
import { initialBookingState } from '@/domain/booking/booking-state';
import {
  BOOKING_STORAGE_KEY,
  bindRestaurant,
  dropPaymentOfEarlierBooking,
  bookingStore,
  emptySession,
  hasBookingFor,
  keyForWrite,
  readSession,
  settleWrite,
  updateBooking,
  updateSession,
} from '@/features/booking/booking-store';

describe('booking store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    bookingStore.set(emptySession());
  });

  it('persists every change to sessionStorage and reads it back (a reload keeps the flow)', () => {
    bindRestaurant('sabai-shabu', 13);
    updateBooking((s) => ({ ...s, step: 3, adult: 2, kids: 1, selectedDate: '2026-11-22', packagePreference: 'dine_in' }));
    const saved = readSession(sessionStorage);
    expect(saved.restaurantSlug).toBe('sabai-shabu');
    expect(saved.state).toMatchObject({ step: 3, adult: 2, kids: 1, selectedDate: '2026-11-22' });
    expect(hasBookingFor('sabai-shabu', saved)).toBe(true);
    expect(hasBookingFor('another-place', saved)).toBe(false);
  });

  it('starts empty from unreadable or foreign data', () => {
    sessionStorage.setItem(BOOKING_STORAGE_KEY, '{not json');
    expect(readSession(sessionStorage)).toEqual(emptySession());
    sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ version: 99, state: initialBookingState() }));
    expect(readSession(sessionStorage)).toEqual(emptySession());
    sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ version: 1, state: { step: 9 } }));
    expect(readSession(sessionStorage)).toEqual(emptySession());
  });

  it('fills fields added later with their defaults', () => {
    sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ version: 1, restaurantSlug: 'x', state: { step: 2, adult: 4 } }));
    const read = readSession(sessionStorage);
    expect(read.state.adult).toBe(4);
    expect(read.state.selectedPackages).toEqual([]);
    expect(read.guest.phoneCode).toBe('+66');
  });

  it('reuses the idempotency key of an unanswered write with the same body, also after a reload', () => {
    const body = { reservation: { date: '2026-11-22' }, packages: [{ id: 30, quantity: 3 }] };
    const first = keyForWrite('pendingReservation', body);
    expect(keyForWrite('pendingReservation', { ...body })).toBe(first);
    // A reload: the saved session is read back.
    bookingStore.set(readSession(sessionStorage));
    expect(keyForWrite('pendingReservation', body)).toBe(first);
    // Another body is another write.
    const other = keyForWrite('pendingReservation', { ...body, packages: [{ id: 30, quantity: 4 }] });
    expect(other).not.toBe(first);
  });

  it('makes a new key once the write was answered', () => {
    const body = { a: 1 };
    const first = keyForWrite('pendingHold', body);
    settleWrite('pendingHold');
    expect(bookingStore.get().pendingHold).toBeNull();
    expect(keyForWrite('pendingHold', body)).not.toBe(first);
  });

  it('drops the booking of another restaurant but keeps the guest contact and the last reservation', () => {
    bindRestaurant('sabai-shabu', 13);
    updateBooking((s) => ({ ...s, adult: 2, packagePreference: 'dine_in' }));
    updateSession((s) => ({ ...s, guest: { ...s.guest, name: 'Somchai' } }));
    bindRestaurant('golden-dragon', 15);
    const s = bookingStore.get();
    expect(s.restaurantSlug).toBe('golden-dragon');
    expect(s.state.adult).toBe(0);
    expect(s.state.packagePreference).toBeNull();
    expect(s.guest.name).toBe('Somchai');
  });

  it('forgets a payment left from a paid booking once the flow shows an earlier step, never on step 5', () => {
    bindRestaurant('sabai-shabu', 13);
    const active = {
      restaurantSlug: 'sabai-shabu',
      encryptedId: 'enc-old',
      firebaseKey: 'fb-old',
      paymentId: 'pay_old',
      amountText: '฿1,000',
      method: 'card' as const,
      qr: null,
      authorizeUri: 'http://127.0.0.1/3ds',
      walletUrl: null,
      expiresAt: null,
    };
    updateSession((s) => ({ ...s, activePayment: active }));
    dropPaymentOfEarlierBooking(5);
    expect(bookingStore.get().activePayment).toEqual(active);
    dropPaymentOfEarlierBooking(1);
    expect(bookingStore.get().activePayment).toBeNull();
    expect(readSession(sessionStorage).activePayment).toBeNull();
  });
});
