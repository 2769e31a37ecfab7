import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toSnakeKeys } from '@/contract/wire-case';
import { validateGuest } from '@/features/booking/components/guest-details';
import { PaymentStep } from '@/features/booking/components/payment-step';
import { bindRestaurant, bookingStore, emptySession, updateBooking } from '@/features/booking/booking-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { toSelectedPackage } from '@/features/booking/choose-package';
import { activateEnglish, renderWithRouter } from '../../test-utils/render';
import { apiDouble, restaurant, type RecordedCall } from './booking-fixtures';

const money = (amount: number) => ({ amount, currency: 'THB', symbol: '฿', format: `฿${amount}` });

function reservation(body: { reservation: { date: string; startTime: string; adult: number; kids: number } }) {
  return {
    encryptedId: 'enc-abc',
    status: 'pending_arrival',
    restaurantId: 13,
    restaurantName: 'Sabai Shabu',
    restaurantSlug: 'sabai-shabu',
    ...body.reservation,
    serviceType: 'dine_in',
    isOrderNow: false,
    bigGroup: false,
    specialRequest: '',
    packages: [],
    subtotal: money(2077),
    deliveryFee: money(0),
    total: money(2077),
    requiresPayment: false,
    firebaseKey: 'fb-key',
    createdAt: '2026-11-21T08:00:00+07:00',
  };
}

function nav(): BookingNavigation {
  return {
    variant: 'sidebar',
    goTo: vi.fn().mockResolvedValue(true),
    showCurrentStep: vi.fn().mockResolvedValue(undefined),
    syncFromUrl: vi.fn().mockResolvedValue(undefined),
    leaveToRestaurant: vi.fn().mockResolvedValue(undefined),
  };
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

describe('validateGuest (the form messages: "{field} field is required", not a valid email)', () => {
  beforeEach(() => activateEnglish());

  it('names each missing field: the name as a required field, e-mail and phone with their own prompts', () => {
    expect(validateGuest({ name: ' ', email: '', phone: '', phoneCode: '+66' }).errors).toEqual({
      name: 'Name field is required',
      email: 'Please enter your email address',
      phone: 'Please enter your phone no.',
    });
  });

  it('refuses a bad email and a phone without its leading zero; normalises a good phone', () => {
    const bad = validateGuest({ name: 'A', email: 'somchai@', phone: '812345678', phoneCode: '+66' });
    expect(bad.errors).toEqual({
      email: 'somchai@ is not valid email address',
      phone: 'Please put zero in front of your number eg. 0xxxxxxxxx',
    });
    const good = validateGuest({ name: 'A', email: 'a@b.co', phone: '081-234-5678', phoneCode: '+66' });
    expect(good).toEqual({ errors: {}, phone: '+66812345678' });
  });
});

describe('PaymentStep', () => {
  const r = restaurant();
  let failReservations = false;
  let double: ReturnType<typeof apiDouble>;

  beforeEach(() => {
    activateEnglish();
    sessionStorage.clear();
    bookingStore.set(emptySession());
    bindRestaurant(r.slug, r.id);
    updateBooking((s) => ({
      ...s,
      step: 5,
      adult: 2,
      kids: 1,
      selectedDate: '2026-11-22',
      selectedTime: '19:00',
      packagePreference: 'dine_in',
      selectedPackages: [toSelectedPackage(r.packages[0]!, { adult: 2, kids: 1 })],
    }));
    failReservations = false;
    double = apiDouble((call: RecordedCall) => {
      if (call.path === '/temporary_reservations') {
        return { body: { success: true, data: { tmp_reservation_id: 77, expired_at: new Date(Date.now() + 600_000).toISOString() } } };
      }
      if (call.path === '/reservations.json') {
        if (failReservations) return new TypeError('Failed to fetch');
        return { body: { success: true, data: toSnakeKeys(reservation(call.body as never)) } };
      }
      if (call.path === '/dining_occasions.json') return { body: { success: true, data: [{ id: 1, slug: 'birthday', name: 'Birthday' }] } };
      return { status: 404, body: { success: false, message: 'not found' } };
    });
    vi.stubGlobal('fetch', vi.fn(double.fetchMock));
  });

  afterEach(() => {
    setOnline(true);
    vi.unstubAllGlobals();
  });

  it('holds the seats, shows the breakdown, and books exactly once across a dropped answer', async () => {
    const { router } = await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />, { path: '/restaurants/sabai-shabu/book/step-5' });

    // The hold: POST with an idempotency key, then the countdown.
    expect(await screen.findByText('Seats held for')).toBeTruthy();
    const lock = double.calls.find((c) => c.path === '/temporary_reservations')!;
    expect(lock.method).toBe('POST');
    expect(lock.headers['Idempotency-Key']).toMatch(/.{16,}/);
    expect(lock.body).toMatchObject({ reservation: { date: '2026-11-22', start_time: '19:00', adult: 2, kids: 1, restaurant_id: 13 } });
    expect(bookingStore.get().state.temporaryBookingId).toBe(77);
    expect(bookingStore.get().pendingHold).toBeNull();

    // 2 × 799 + 1 kid at 60 % (479.40 → ฿479, whole baht): the server's quote, shown and sent back.
    expect(await screen.findByTestId('booking-total')).toHaveProperty('textContent', '฿2,077');
    expect(double.calls.find((c) => c.path === '/reservations/price_quote.json')?.body).toMatchObject({
      restaurant_id: 13,
      adult: 2,
      kids: 1,
      packages: [{ id: 30, quantity: 3, menus: [] }],
    });

    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Somchai' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'somchai@example.com' } });
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '0812345678' } });

    // The first attempt gets no answer (offline: no automatic retry either).
    failReservations = true;
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(double.calls.filter((c) => c.path === '/reservations.json')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm booking' }).disabled).toBe(false));
    const pendingKey = bookingStore.get().pendingReservation?.key;
    expect(pendingKey).toBeTruthy();

    // The retry sends the same key and the same body.
    failReservations = false;
    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/sabai-shabu/booking-success/enc-abc'));
    const posts = double.calls.filter((c) => c.path === '/reservations.json');
    expect(posts).toHaveLength(2);
    expect(posts.map((p) => p.headers['Idempotency-Key'])).toEqual([pendingKey, pendingKey]);
    expect(posts[1]!.body).toEqual(posts[0]!.body);
    expect(posts[1]!.body).toMatchObject({
      tmp_reservation_id: 77,
      expected_total: 2077,
      guest_user: { name: 'Somchai', email: 'somchai@example.com', phone: '+66812345678' },
      packages: [{ id: 30, quantity: 3, menus: [] }],
    });

    const after = bookingStore.get();
    expect(after.lastReservation?.encryptedId).toBe('enc-abc');
    expect(after.pendingReservation).toBeNull();
    expect(after.state.selectedPackages).toEqual([]);
  });

  it('sends the recorded guest of a restaurant that records guests', async () => {
    const recording = restaurant({ isRecordGuest: true });
    const { router } = await renderWithRouter(<PaymentStep restaurant={recording} nav={nav()} />);
    await screen.findByText('Seats held for');
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Somchai' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'somchai@example.com' } });
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '0812345678' } });
    fireEvent.input(screen.getByLabelText("Guest's first name"), { target: { value: 'Malee' } });
    fireEvent.input(screen.getByLabelText("Guest's last name"), { target: { value: 'Sukjai' } });
    fireEvent.input(screen.getByLabelText("Guest's phone"), { target: { value: '0898765432' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(router.state.location.pathname).toContain('/booking-success/'));
    const post = double.calls.find((c) => c.path === '/reservations.json')!;
    expect(post.body).toMatchObject({ guests_attributes: [{ name: 'Malee Sukjai', phone: '+66898765432' }] });
  });

  it('shows the form messages and sends nothing while the form is wrong', async () => {
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />);
    await screen.findByText('Seats held for');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Name field is required')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(double.calls.some((c) => c.path === '/reservations.json')).toBe(false);
  });

  it('goes back to step 1 with the locking message when the hold fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(apiDouble(() => ({ status: 409, body: { success: false, message: 'Sorry, sold out' } })).fetchMock),
    );
    const n = nav();
    await renderWithRouter(<PaymentStep restaurant={r} nav={n} />);
    await waitFor(() => expect(n.goTo).toHaveBeenCalledWith(1));
    expect(bookingStore.get().state.temporaryBookingId).toBeNull();
  });
});
