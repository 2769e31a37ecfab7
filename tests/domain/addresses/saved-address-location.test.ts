import { describe, expect, it } from 'vitest';
import {
  editedLocation,
  locationFromSavedAddress,
  type SavedAddress,
} from '@/domain/addresses/saved-address-location';
import type { BookingLocation } from '@/domain/booking/booking-state';

const saved = (over: Partial<SavedAddress> = {}): SavedAddress => ({
  id: 7,
  name: 'Home',
  address: '99 Sukhumvit Rd',
  detail: 'Floor 3',
  lat: 13.74,
  lng: 100.56,
  primary: true,
  ...over,
});

const current = (over: Partial<BookingLocation> = {}): BookingLocation => ({
  addressId: null,
  name: '',
  address: 'typed street',
  detail: '',
  noteForDriver: '',
  contactName: '',
  contactNumber: '',
  lat: 13.7,
  lng: 100.5,
  primary: false,
  placeName: 'Siam',
  ...over,
});

describe('locationFromSavedAddress', () => {
  it('names a saved address with a map point by its id, at its own point', () => {
    const pick = locationFromSavedAddress(saved(), current());
    expect(pick).toMatchObject({
      ok: true,
      location: {
        addressId: 7,
        address: '99 Sukhumvit Rd',
        detail: 'Floor 3',
        lat: 13.74,
        lng: 100.56,
        placeName: '',
      },
    });
  });

  it('works with no position given yet when the address has a point', () => {
    const pick = locationFromSavedAddress(saved(), null);
    expect(pick.ok && pick.location.addressId).toBe(7);
  });

  it('puts an address without a point at the position already given, sent in full', () => {
    const pick = locationFromSavedAddress(saved({ lat: null, lng: null }), current());
    expect(pick).toMatchObject({
      ok: true,
      location: {
        addressId: null,
        address: '99 Sukhumvit Rd',
        lat: 13.7,
        lng: 100.5,
        placeName: 'Siam',
      },
    });
  });

  it('needs a position for an address without a point when none is given', () => {
    expect(locationFromSavedAddress(saved({ lat: null, lng: null }), null)).toEqual({
      ok: false,
      problem: 'needs-position',
    });
  });

  it('keeps a note or contact typed for this order, and then sends the location in full', () => {
    const pick = locationFromSavedAddress(
      saved(),
      current({ noteForDriver: 'Ring twice', contactNumber: '0812345678' }),
    );
    expect(pick).toMatchObject({
      ok: true,
      location: {
        addressId: null,
        noteForDriver: 'Ring twice',
        contactNumber: '0812345678',
        lat: 13.74,
      },
    });
  });
});

describe('editedLocation', () => {
  it('drops the saved id once a field is typed, keeping the point', () => {
    const picked = locationFromSavedAddress(saved(), null);
    if (!picked.ok) throw new Error('expected a location');
    expect(editedLocation(picked.location, { noteForDriver: 'Gate B' })).toEqual({
      ...picked.location,
      noteForDriver: 'Gate B',
      addressId: null,
    });
  });
});
