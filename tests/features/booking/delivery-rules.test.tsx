import { describe, expect, it } from 'vitest';
import type { DeliveryFeeQuote } from '@/contract/listings';
import { initialBookingState, type BookingLocation, type BookingState } from '@/domain/booking/booking-state';
import { isDateFirstQuery, startBookingFlow } from '@/features/booking/date-first';
import {
  deliveryPart,
  isOrderNowSelected,
  locationAt,
} from '@/features/booking/delivery/delivery-rules';
import { readDeliveryChoice } from '@/features/booking/delivery/delivery-store';
import { orderNowTime } from '@/features/booking/delivery/order-now-option';


const quote = (over: Partial<DeliveryFeeQuote> = {}): DeliveryFeeQuote => ({
  restaurantId: 13,
  distance: 2.41,
  isDeliverable: true,
  fee: { amount: 40, currency: 'THB', symbol: '฿', format: '฿40' },
  ...over,
});

const location = (over: Partial<BookingLocation> = {}): BookingLocation => ({
  addressId: null,
  name: '',
  address: '88 Sukhumvit Soi 11',
  detail: 'Tower B, 12th floor',
  noteForDriver: 'Call at the lobby',
  contactName: '',
  contactNumber: '',
  lat: 13.7445,
  lng: 100.5553,
  primary: false,
  placeName: 'Nana',
  ...over,
});

function state(over: Partial<BookingState> = {}): BookingState {
  return { ...initialBookingState(), selectedDate: '2026-11-21', selectedTime: '12:00', ...over };
}

const contact = { name: 'Somchai', phone: '+66812345678' };

describe('order now', () => {
  it('counts only for the slot it was chosen for', () => {
    const slot = { date: '2026-11-21', time: '12:00' };
    expect(isOrderNowSelected(slot, state())).toBe(true);
    expect(isOrderNowSelected(slot, state({ selectedTime: '13:00' }))).toBe(false);
    expect(isOrderNowSelected(null, state())).toBe(false);
  });

  it('takes the first start time with room for the party', () => {
    const times = [
      { startTime: '11:00', seatsLeft: 1, packages: [] },
      { startTime: '11:30', seatsLeft: 4, packages: [] },
    ];
    expect(orderNowTime(times, 2)).toBe('11:30');
    expect(orderNowTime(times, 5)).toBeNull();
    expect(orderNowTime(undefined, 1)).toBeNull();
  });
});

describe('deliveryPart (a saved address by its id, otherwise the full location)', () => {
  it('sends the full location, the distance and order-now for a delivery', () => {
    const result = deliveryPart({
      serviceType: 'delivery',
      orderNow: { date: '2026-11-21', time: '12:00' },
      state: state({ location: location(), distanceToRestaurant: 2.41 }),
      quote: quote(),
      contact,
    });
    expect(result).toEqual({
      ok: true,
      part: {
        reservation: { serviceType: 'delivery', isOrderNow: true, distanceToRestaurant: 2.41 },
        addressId: null,
        address: {
          name: '',
          address: '88 Sukhumvit Soi 11',
          // One text: the address and the detail joined by the separator.
          detail: '88 Sukhumvit Soi 11 | Tower B, 12th floor',
          noteForDriver: 'Call at the lobby',
          contactName: 'Somchai',
          contactNumber: '+66812345678',
          lat: 13.7445,
          lng: 100.5553,
          placeName: 'Nana',
        },
      },
    });
  });

  it('sends only the id of a saved address', () => {
    const result = deliveryPart({
      serviceType: 'delivery',
      orderNow: null,
      state: state({ location: location({ addressId: 5, address: '' }), distanceToRestaurant: null }),
      quote: quote(),
      contact,
    });
    expect(result).toEqual({
      ok: true,
      part: { reservation: { serviceType: 'delivery', isOrderNow: false, distanceToRestaurant: 2.41 }, addressId: 5, address: null },
    });
  });

  it('names what a delivery still lacks', () => {
    const base = { serviceType: 'delivery' as const, orderNow: null, contact };
    expect(deliveryPart({ ...base, state: state(), quote: null })).toEqual({ ok: false, problem: 'position' });
    expect(deliveryPart({ ...base, state: state({ location: location({ address: ' ' }) }), quote: quote() })).toEqual({
      ok: false,
      problem: 'address',
    });
    expect(deliveryPart({ ...base, state: state({ location: location() }), quote: null })).toEqual({ ok: false, problem: 'quote' });
    expect(
      deliveryPart({ ...base, state: state({ location: location() }), quote: quote({ isDeliverable: false, fee: null }) }),
    ).toEqual({ ok: false, problem: 'noRoutes' });
  });

  it('sends no address for pick-up and no service type for other bookings', () => {
    expect(deliveryPart({ serviceType: 'pick_up', orderNow: null, state: state({ location: location() }), quote: null, contact })).toEqual({
      ok: true,
      part: { reservation: { serviceType: 'pick_up', isOrderNow: false, distanceToRestaurant: null }, address: null, addressId: null },
    });
    expect(
      deliveryPart({ serviceType: null, orderNow: { date: '2026-11-21', time: '12:00' }, state: state(), quote: null, contact }),
    ).toEqual({
      ok: true,
      part: { reservation: { serviceType: null, isOrderNow: false, distanceToRestaurant: null }, address: null, addressId: null },
    });
  });
});

describe('locationAt', () => {
  it('starts a location at the position and fills an empty address from the place', () => {
    const fresh = locationAt(null, { lat: 13.7, lng: 100.5 }, { name: 'Siam', address: 'Rama I Rd' });
    expect(fresh).toMatchObject({ lat: 13.7, lng: 100.5, placeName: 'Siam', address: 'Rama I Rd', addressId: null });
  });

  it('keeps what the diner typed and leaves a saved address', () => {
    const moved = locationAt(location({ addressId: 9 }), { lat: 13.8, lng: 100.6 }, null);
    expect(moved).toMatchObject({ lat: 13.8, lng: 100.6, address: '88 Sukhumvit Soi 11', placeName: '', addressId: null });
  });
});

describe('readDeliveryChoice', () => {
  it('reads a saved choice and drops anything malformed', () => {
    const saved = { restaurantSlug: 'a', serviceType: 'pick_up', orderNow: { date: '2026-11-21', time: '12:00' } };
    expect(readDeliveryChoice({ getItem: () => JSON.stringify(saved) })).toEqual(saved);
    expect(readDeliveryChoice({ getItem: () => JSON.stringify({ restaurantSlug: 'a', serviceType: 'boat', orderNow: 3 }) })).toEqual({
      restaurantSlug: 'a',
      serviceType: null,
      orderNow: null,
    });
    expect(readDeliveryChoice({ getItem: () => '{' })).toEqual({ restaurantSlug: null, serviceType: null, orderNow: null });
  });
});

describe('date-first start (tracking parameter date_first; the date step needs no package)', () => {
  it('reads the parameter', () => {
    expect(isDateFirstQuery('?date_first=true&locale=en')).toBe(true);
    expect(isDateFirstQuery('?date_first=1')).toBe(true);
    expect(isDateFirstQuery('?date_first=false')).toBe(false);
    expect(isDateFirstQuery('?locale=en')).toBe(false);
  });

  it('starts a delivery booking at the date step, with the flag', () => {
    const started = startBookingFlow(state({ step: 4, isBigGroup: true, packagePreference: 'delivery', bookingMethod: 'delivery_pick_up' }), true);
    expect(started).toMatchObject({ step: 2, isDateFirst: true, isBigGroup: false });
  });

  it('starts a dine-in booking with no party at step 1 (the date guard needs people), keeping the flag', () => {
    expect(startBookingFlow(state({ packagePreference: 'dine_in' }), true)).toMatchObject({ step: 1, isDateFirst: true });
  });

  it('starts at step 1 without the parameter and clears an old flag', () => {
    expect(startBookingFlow(state({ step: 3, isDateFirst: true, packagePreference: 'delivery', bookingMethod: 'delivery_pick_up' }), false)).toMatchObject({
      step: 1,
      isDateFirst: false,
    });
  });
});
