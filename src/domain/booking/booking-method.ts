import { packageTypeCodes, type PackageTypeCode } from '@/contract/catalogue-constants';
import type { BookingMethod, PackagePreference } from '@/domain/booking/booking-state';

/**
 * hah (Hungry@Home) gives delivery/pick up, every other type dine in
 * (tests/domain/booking/booking-method.test.ts).
 */
export function bookingMethodFor(typeCode: PackageTypeCode): BookingMethod {
  return typeCode === 'hah' ? 'delivery_pick_up' : 'dine_in';
}

/** The package preference: hah gives delivery, xp (Xperience) gives experience, else dine in. */
export function packagePreferenceFor(typeCode: PackageTypeCode): PackagePreference {
  if (typeCode === 'hah') return 'delivery';
  if (typeCode === 'xp') return 'experience';
  return 'dine_in';
}

/**
 * The package types a booking kind offers, derived from the rule above (dine in: every type but hah and
 * xp). The server lists availability and search results by kind with it.
 */
export function typeCodesOf(kind: PackagePreference): PackageTypeCode[] {
  return packageTypeCodes.filter((code) => packagePreferenceFor(code) === kind);
}
