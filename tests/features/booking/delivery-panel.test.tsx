import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toSnakeKeys } from '@/contract/wire-case';
import { toastStore } from '@/lib/toast-store';
import { PaymentStep } from '@/features/booking/components/payment-step';
import { bindRestaurant, bookingStore, emptySession, readSession, updateBooking } from '@/features/booking/booking-store';
import { toSelectedPackage } from '@/features/booking/choose-package';
import { deliveryStore } from '@/features/booking/delivery/delivery-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { renderWithRouter } from '../../test-utils/render';
import { apiDouble, pkg, restaurant, type RecordedCall } from './booking-fixtures';

const money = (amount: number) => ({ amount, currency: 'THB' as const, symbol: '฿', format: `฿${amount}` });

/** A Hungry@Home set (pay at pick-up/delivery here, so step 5 ends with "Confirm booking"). */
const hah = pkg({
  id: 40,
  typeCode: 'hah',
  name: 'Shabu at Home',
  pricingType: 'per_set',
  price: money(599),
  pricingRules: [{ id: 2, price: money(599), kidsPriceRate: null, minSeat: null, maxSeat: null, perPack: null }],
  isDelivery: true,
  isSelfPickup: true,
});
const r = restaurant({ packages: [pkg(), hah], selfPickupMessage: null });

function nav(): BookingNavigation {
  return {
    variant: 'sidebar',
    goTo: vi.fn().mockResolvedValue(true),
    showCurrentStep: vi.fn().mockResolvedValue(undefined),
    syncFromUrl: vi.fn().mockResolvedValue(undefined),
    leaveToRestaurant: vi.fn().mockResolvedValue(undefined),
  };
}

function geolocation(answer: { lat: number; lng: number } | { code: number }, permission = 'granted') {
  const getCurrentPosition = vi.fn(
    (ok: (p: { coords: { latitude: number; longitude: number } }) => void, fail: (e: { code: number }) => void, options: unknown) => {
      expect(options).toEqual({ enableHighAccuracy: true, timeout: 5000 });
      if ('lat' in answer) ok({ coords: { latitude: answer.lat, longitude: answer.lng } });
      else fail(answer);
    },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: vi.fn(() => Promise.resolve({ state: permission })) },
    configurable: true,
  });
}

describe('the delivery panel at step 5 (location, distance, fee, their failure messages)', () => {
  let deliverable = true;
  let double: ReturnType<typeof apiDouble>;

  beforeEach(() => {
    sessionStorage.clear();
    toastStore.set(null);
    bookingStore.set(emptySession());
    deliveryStore.set({ restaurantSlug: null, serviceType: null, orderNow: null });
    bindRestaurant(r.slug, r.id);
    updateBooking((s) => ({
      ...s,
      step: 5,
      adult: 2,
      selectedDate: '2026-11-22',
      selectedTime: '12:00',
      bookingMethod: 'delivery_pick_up',
      packagePreference: 'delivery',
      selectedPackages: [toSelectedPackage(hah, { adult: 2, kids: 0 })],
    }));
    deliverable = true;
    double = apiDouble((call: RecordedCall) => {
      if (call.path === '/temporary_reservations') {
        return { body: { success: true, data: { tmp_reservation_id: 77, expired_at: new Date(Date.now() + 600_000).toISOString() } } };
      }
      if (call.path === '/restaurants/13/find_visitor_distance.json') {
        return { body: { success: true, data: { distance: deliverable ? 2.41 : 31.2, min_distance: 2.41, min_distance_restaurant_id: 13 } } };
      }
      if (call.path === '/restaurants/calc_delivery_fees.json') {
        const quote = deliverable
          ? { restaurant_id: 13, distance: 2.41, is_deliverable: true, fee: money(40) }
          : { restaurant_id: 13, distance: 31.2, is_deliverable: false, fee: null };
        return { body: { success: true, data: [quote] } };
      }
      if (call.path === '/google_map/find_place_id.json') {
        return {
          body: { success: true, data: { place_id: 'p-nana', name: 'Nana', address: 'Sukhumvit Rd, Khlong Toei', lat: 13.74, lng: 100.55, distance: 0.3 } },
        };
      }
      if (call.path === '/reservations.json') {
        const body = call.body as { reservation: Record<string, unknown> };
        return {
          body: {
            success: true,
            data: toSnakeKeys({
              encryptedId: 'enc-hah',
              status: 'pending_arrival',
              restaurantId: 13,
              restaurantName: 'Sabai Shabu',
              restaurantSlug: 'sabai-shabu',
              date: body.reservation.date,
              startTime: body.reservation.start_time,
              adult: 2,
              kids: 0,
              serviceType: body.reservation.service_type,
              isOrderNow: body.reservation.is_order_now,
              bigGroup: false,
              specialRequest: '',
              packages: [],
              subtotal: money(599),
              deliveryFee: money(40),
              total: money(639),
              requiresPayment: false,
              firebaseKey: 'fb',
              createdAt: '2026-11-21T08:00:00+07:00',
            }),
          },
        };
      }
      if (call.path === '/dining_occasions.json') return { body: { success: true, data: [] } };
      return { status: 404, body: { success: false, message: 'not found' } };
    }, { restaurant: r });
    vi.stubGlobal('fetch', vi.fn(double.fetchMock));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'geolocation');
    Reflect.deleteProperty(navigator, 'permissions');
  });

  const fillGuest = () => {
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Somchai' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'somchai@example.com' } });
    fireEvent.input(screen.getByLabelText('Phone'), { target: { value: '0812345678' } });
  };

  it('locates the diner, quotes the fee into the breakdown and sends the delivery with the reservation', async () => {
    geolocation({ lat: 13.74451, lng: 100.55532 });
    const { router } = await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />, { path: '/restaurants/sabai-shabu/book/step-5' });
    await screen.findByText('Seats held for');
    expect(await screen.findByTestId('booking-total')).toHaveProperty('textContent', '฿599');

    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByTestId('delivery-fee')).textContent).toBe('Delivery fee: ฿40');
    expect(screen.getByTestId('delivery-distance').textContent).toBe('Distance: 2.41 km');
    // The server's quote prices the fee from the position, the same tier the panel shows.
    await waitFor(() => expect(screen.getByTestId('booking-total').textContent).toBe('฿639'));
    expect(double.calls.filter((c) => c.path === '/reservations/price_quote.json').at(-1)?.body).toMatchObject({
      service_type: 'delivery',
      location: { lat: 13.74451, lng: 100.55532 },
    });
    // The place at the position names it and fills the address.
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Address').value).toBe('Sukhumvit Rd, Khlong Toei'));
    expect(screen.getByText('Near Nana')).toBeTruthy();
    const fee = double.calls.find((c) => c.path === '/restaurants/calc_delivery_fees.json')!;
    expect(fee.body).toEqual({ restaurant_ids: [13], lat: 13.74451, lng: 100.55532 });

    fireEvent.input(screen.getByLabelText('Address detail (building, floor, room)'), { target: { value: 'Room 1204' } });
    fireEvent.input(screen.getByLabelText('Note for driver'), { target: { value: 'Leave at reception' } });

    // A reload keeps the location and the distance (both are fields of the booking state).
    expect(readSession(sessionStorage).state).toMatchObject({
      distanceToRestaurant: 2.41,
      location: { lat: 13.74451, lng: 100.55532, detail: 'Room 1204', noteForDriver: 'Leave at reception', placeName: 'Nana' },
    });

    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants/sabai-shabu/booking-success/enc-hah'));
    const post = double.calls.find((c) => c.path === '/reservations.json')!;
    expect(post.body).toMatchObject({
      reservation: { service_type: 'delivery', is_order_now: false, distance_to_restaurant: 2.41 },
      address_id: null,
      address: {
        address: 'Sukhumvit Rd, Khlong Toei',
        detail: 'Sukhumvit Rd, Khlong Toei | Room 1204',
        note_for_driver: 'Leave at reception',
        contact_name: 'Somchai',
        contact_number: '+66812345678',
        lat: 13.74451,
        lng: 100.55532,
        place_name: 'Nana',
      },
      expected_total: 639,
    });
  });

  it('shows the no-routes message out of range and books nothing', async () => {
    deliverable = false;
    geolocation({ lat: 14.0, lng: 100.9 });
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />);
    await screen.findByText('Seats held for');
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByTestId('delivery-no-routes')).textContent).toBe(
      'Oops, no routes found from your location to the restaurant',
    );
    expect(await screen.findByTestId('booking-total')).toHaveProperty('textContent', '฿599');
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe('Oops, no routes found from your location to the restaurant'));
    expect(double.calls.some((c) => c.path === '/reservations.json')).toBe(false);
  });

  it('asks for a position before booking a delivery', async () => {
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />);
    await screen.findByText('Seats held for');
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(toastStore.get()?.message).toBe('Please share your location or enter where to deliver'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Use my location' }));
    expect(double.calls.some((c) => c.path === '/reservations.json')).toBe(false);
  });

  it('tells a diner who blocked location to allow it in the browser', async () => {
    geolocation({ lat: 0, lng: 0 }, 'denied');
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />);
    await screen.findByText('Seats held for');
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please allow location access in your browser');
  });

  it('tells a diner whose device gives no position to turn location on', async () => {
    geolocation({ code: 3 }, 'prompt');
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />);
    await screen.findByText('Seats held for');
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please turn on permission location on your device settings');
  });

  it('takes typed coordinates behind the place lookup', async () => {
    await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />);
    await screen.findByText('Seats held for');
    fireEvent.input(screen.getByLabelText('Latitude'), { target: { value: 'north' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up this place' }));
    expect(screen.getByRole('alert').textContent).toContain('Please enter a latitude and a longitude');
    fireEvent.input(screen.getByLabelText('Latitude'), { target: { value: '13.7445' } });
    fireEvent.input(screen.getByLabelText('Longitude'), { target: { value: '100.5553' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up this place' }));
    expect((await screen.findByTestId('delivery-fee')).textContent).toBe('Delivery fee: ฿40');
    expect(bookingStore.get().state.location).toMatchObject({ lat: 13.7445, lng: 100.5553 });
  });

  it('sends a pick-up without an address', async () => {
    const { router } = await renderWithRouter(<PaymentStep restaurant={r} nav={nav()} />);
    await screen.findByText('Seats held for');
    fireEvent.click(screen.getByRole('radio', { name: 'Pick-up' }));
    expect(screen.getByText('Pick up your order at the restaurant.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    // The handover is part of the price asked for: Confirm waits for the server's figure.
    expect(await screen.findByTestId('booking-total')).toHaveProperty('textContent', '฿599');
    fillGuest();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(router.state.location.pathname).toContain('/booking-success/'));
    const post = double.calls.find((c) => c.path === '/reservations.json')!;
    expect(post.body).toMatchObject({ reservation: { service_type: 'pick_up', is_order_now: false }, address: null, expected_total: 599 });
  });
});
