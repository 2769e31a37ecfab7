import { describe, expect, it } from 'vitest';
import { initialBookingState, resetBooking, startBooking, type BookingState } from '@/domain/booking/booking-state';

const location = {
  addressId: 3, name: 'Home', address: '1 Sukhumvit', detail: 'Floor 2', noteForDriver: '', contactName: 'A',
  contactNumber: '0812345678', lat: 13.7, lng: 100.5, primary: true, placeName: 'Asok',
};

function busy(): BookingState {
  return {
    ...initialBookingState(),
    step: 4,
    adult: 4,
    kids: 1,
    isBigGroup: true,
    selectedDate: '2026-12-01',
    selectedTime: '18:00',
    temporaryBookingId: 9,
    selectedPackages: [{ id: 1, typeCode: 'ayce', isAllowMix: true, isAcceptManyQuantity: true, quantity: 4, menus: [] }],
    packagePreference: 'delivery',
    location,
    distanceToRestaurant: 4.2,
    isMobile: true,
    isWallet: true,
    isDateFirst: true,
  };
}

describe('initialBookingState', () => {
  it('starts at step 1 with nothing chosen and the default phone code', () => {
    const s = initialBookingState();
    expect(s.step).toBe(1);
    expect(s.adult).toBe(0);
    expect(s.selectedPackages).toEqual([]);
    expect(s.packagePreference).toBeNull();
    expect(s.bookingMethod).toBe('dine_in');
    expect(s.recordGuest.phoneCode).toBe('+66');
  });
  it('returns a new object every time', () => {
    const a = initialBookingState();
    a.selectedPackages.push({ id: 1, typeCode: 'sm', isAllowMix: true, isAcceptManyQuantity: false, quantity: 1, menus: [] });
    expect(initialBookingState().selectedPackages).toEqual([]);
  });
});

describe('resetBooking', () => {
  it('restores defaults but keeps mobile, location, wallet, distance and package preference', () => {
    const s = resetBooking(busy());
    expect(s).toEqual({
      ...initialBookingState(),
      isMobile: true,
      location,
      isWallet: true,
      distanceToRestaurant: 4.2,
      packagePreference: 'delivery',
      isDateFirst: true,
    });
  });
  it('with keepState resets those too', () => {
    expect(resetBooking(busy(), { keepState: true })).toEqual(initialBookingState());
  });
});

describe('startBooking', () => {
  it('goes to step 1 and resets only the big-group flag', () => {
    const before = busy();
    const s = startBooking(before);
    expect(s).toEqual({ ...before, step: 1, isBigGroup: false });
    expect(before.step).toBe(4);
  });
});
