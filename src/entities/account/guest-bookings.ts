import { guestBookingIds, withGuestBooking, withoutClaimed } from '@/domain/booking/guest-booking-ids';
import { storageKeys } from '@/lib/storage-keys';

/**
 * Bookings this device made as a guest (local storage `hh-guest-bookings`), sent with a sign-up so those
 * made with the new account's e-mail become the member's (the rules: src/domain/booking/guest-booking-ids.ts).
 * The server checks the e-mail of each, so a list copied from another device claims nothing of theirs.
 */
export const GUEST_BOOKINGS_KEY = storageKeys.guestBookings;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): unknown {
  try {
    const raw = storage()?.getItem(GUEST_BOOKINGS_KEY);
    return raw ? (JSON.parse(raw) as unknown) : [];
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  try {
    if (ids.length === 0) storage()?.removeItem(GUEST_BOOKINGS_KEY);
    else storage()?.setItem(GUEST_BOOKINGS_KEY, JSON.stringify(ids));
  } catch {
    // Storage blocked: the booking simply cannot be claimed later from this device.
  }
}

export function rememberGuestBooking(encryptedId: string): void {
  write(withGuestBooking(read(), encryptedId));
}

export function savedGuestBookingIds(): string[] {
  return guestBookingIds(read());
}

export function forgetClaimedBookings(claimed: readonly string[]): void {
  write(withoutClaimed(read(), claimed));
}
