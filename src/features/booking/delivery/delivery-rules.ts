import type { DeliveryAddress } from '@/contract/booking';
import type { DeliveryFeeQuote } from '@/contract/listings';
import { addressDetailText } from '@/domain/booking/address-detail';
import type { BookingLocation, BookingState } from '@/domain/booking/booking-state';
import type { ServiceType } from '@/domain/booking/service-types-offered';
import type { OrderNowSlot } from '@/features/booking/delivery/delivery-store';

/**
 * What a Hungry@Home booking sends and charges (tests/features/booking/delivery-rules.test.tsx). Plain
 * functions of the booking, its delivery choice and the fee quote, so the step and the tests share them.
 */

/** Order-now counts while the booking still has the date and time it was chosen for. */
export function isOrderNowSelected(
  orderNow: OrderNowSlot | null,
  state: Pick<BookingState, 'selectedDate' | 'selectedTime'>,
): boolean {
  return orderNow !== null && orderNow.date === state.selectedDate && orderNow.time === state.selectedTime;
}

/** Why a delivery cannot be sent yet: no position, no address text, no quote yet, or out of range. */
export type DeliveryProblem = 'position' | 'address' | 'quote' | 'noRoutes';

export interface DeliveryPart {
  reservation: { serviceType: ServiceType | null; isOrderNow: boolean; distanceToRestaurant: number | null };
  address: DeliveryAddress | null;
  addressId: number | null;
}

export type DeliveryPartResult = { ok: true; part: DeliveryPart } | { ok: false; problem: DeliveryProblem };

export interface DeliveryPartInput {
  serviceType: ServiceType | null;
  orderNow: OrderNowSlot | null;
  state: Pick<BookingState, 'location' | 'distanceToRestaurant' | 'selectedDate' | 'selectedTime'>;
  /** The fee quote for the location's position (null while unknown). */
  quote: DeliveryFeeQuote | null;
  /** The guest's name and international phone: the contact when the address form leaves them empty. */
  contact: { name: string; phone: string };
}

function hasPosition(location: BookingLocation | null): location is BookingLocation {
  return location !== null && Number.isFinite(location.lat) && Number.isFinite(location.lng);
}

/**
 * The delivery part of the reservation: delivery to a saved address uses its id; otherwise the full
 * location is sent. Pick-up sends no address; a booking with no hah package sends
 * no service type at all.
 */
export function deliveryPart(input: DeliveryPartInput): DeliveryPartResult {
  const { serviceType, state } = input;
  const isOrderNow = serviceType !== null && isOrderNowSelected(input.orderNow, state);
  if (serviceType !== 'delivery') {
    return {
      ok: true,
      part: {
        reservation: { serviceType, isOrderNow, distanceToRestaurant: serviceType === null ? null : state.distanceToRestaurant },
        address: null,
        addressId: null,
      },
    };
  }
  const location = state.location;
  if (!hasPosition(location)) return { ok: false, problem: 'position' };
  // Out of range first: no address is worth asking for where the restaurant cannot deliver.
  if (input.quote === null) return { ok: false, problem: 'quote' };
  if (!input.quote.isDeliverable) return { ok: false, problem: 'noRoutes' };
  if (location.addressId === null && location.address.trim() === '') return { ok: false, problem: 'address' };
  const distanceToRestaurant = state.distanceToRestaurant ?? input.quote.distance;
  const reservation = { serviceType, isOrderNow, distanceToRestaurant };
  if (location.addressId !== null) return { ok: true, part: { reservation, address: null, addressId: location.addressId } };
  return {
    ok: true,
    part: {
      reservation,
      addressId: null,
      address: {
        name: location.name.trim(),
        address: location.address.trim(),
        // One text: the address and the detail joined by the separator (addressDetailText).
        detail: addressDetailText(location.address, location.detail),
        noteForDriver: location.noteForDriver.trim(),
        contactName: location.contactName.trim() || input.contact.name.trim(),
        contactNumber: location.contactNumber.trim() || input.contact.phone,
        lat: location.lat,
        lng: location.lng,
        placeName: location.placeName,
      },
    },
  };
}

/** A picked or typed position: the form keeps what was typed, the place fills what is still empty. */
export function locationAt(
  previous: BookingLocation | null,
  at: { lat: number; lng: number },
  place: { name: string; address: string } | null,
): BookingLocation {
  const base: BookingLocation = previous ?? {
    addressId: null,
    name: '',
    address: '',
    detail: '',
    noteForDriver: '',
    contactName: '',
    contactNumber: '',
    lat: at.lat,
    lng: at.lng,
    primary: false,
    placeName: '',
  };
  return {
    ...base,
    // A new position is not the saved address any more.
    addressId: null,
    lat: at.lat,
    lng: at.lng,
    placeName: place?.name ?? '',
    address: base.address.trim() === '' && place ? place.address : base.address,
  };
}
