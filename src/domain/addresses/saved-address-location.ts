import type { BookingLocation } from '@/domain/booking/booking-state';

/**
 * What picking a saved address at step 5 makes of the delivery location
 * (tests/domain/addresses/saved-address-location.test.ts):
 * - with a map point, the booking names it by id (the server reads the member's own row and its point);
 * - without one, its words fill the address at the position the diner already gave, sent in full, since a
 *   delivery needs a point; with no position yet there is nothing to deliver to ('needs-position');
 * - what the diner typed for this order (note for the driver, contact) stays, and is then sent in full too
 *   (the saved row has no note or contact).
 */
/** The parts of a member's saved address (GET /users/{id}/addresses) that a delivery uses. */
export interface SavedAddress {
  id: number;
  name: string;
  address: string;
  detail: string;
  lat: number | null;
  lng: number | null;
  primary: boolean;
}

export type SavedAddressPick =
  { ok: true; location: BookingLocation } | { ok: false; problem: 'needs-position' };

export function locationFromSavedAddress(
  saved: SavedAddress,
  current: BookingLocation | null,
): SavedAddressPick {
  const point = saved.lat !== null && saved.lng !== null ? { lat: saved.lat, lng: saved.lng } : null;
  const at = point ?? (current ? { lat: current.lat, lng: current.lng } : null);
  if (at === null) return { ok: false, problem: 'needs-position' };
  const typed = Boolean(
    current && (current.noteForDriver.trim() || current.contactName.trim() || current.contactNumber.trim()),
  );
  return {
    ok: true,
    location: {
      addressId: point !== null && !typed ? saved.id : null,
      name: saved.name,
      address: saved.address,
      detail: saved.detail,
      noteForDriver: current?.noteForDriver ?? '',
      contactName: current?.contactName ?? '',
      contactNumber: current?.contactNumber ?? '',
      lat: at.lat,
      lng: at.lng,
      primary: saved.primary,
      // The place found for the old position does not name the saved one.
      placeName: point !== null ? '' : (current?.placeName ?? ''),
    },
  };
}

/** The delivery form's text fields. */
export type LocationTextField = 'address' | 'detail' | 'noteForDriver' | 'contactName' | 'contactNumber';

/**
 * A field typed after a saved address was picked makes the location the diner's own words: the booking
 * sends it in full (at the saved point) instead of the row's id, which carries no note or contact, so what
 * is on screen is what is delivered to.
 */
export function editedLocation(
  location: BookingLocation,
  patch: Partial<Pick<BookingLocation, LocationTextField>>,
): BookingLocation {
  return { ...location, ...patch, addressId: null };
}
