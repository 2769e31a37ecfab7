/**
 * The public ids of bookings this device made as a guest, offered at sign-up so those made with the same
 * e-mail become the new member's (tests/domain/booking/guest-booking-ids.test.ts). The newest first, each
 * once, at most GUEST_BOOKING_IDS_MAX (what the sign-up call accepts), anything that is not a non-empty
 * string of a sane length dropped (the list is read back from storage another version may have written).
 */
export const GUEST_BOOKING_IDS_MAX = 50;
const MAX_ID_LENGTH = 100;

function cleaned(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  const ids = list.filter((id): id is string => typeof id === 'string' && id !== '' && id.length <= MAX_ID_LENGTH);
  return [...new Set(ids)].slice(0, GUEST_BOOKING_IDS_MAX);
}

export function withGuestBooking(list: unknown, encryptedId: string): string[] {
  return cleaned([encryptedId, ...cleaned(list)]);
}

/** What is left to offer once some ids were claimed (the others may belong to another e-mail). */
export function withoutClaimed(list: unknown, claimed: readonly string[]): string[] {
  const gone = new Set(claimed);
  return cleaned(list).filter((id) => !gone.has(id));
}

export function guestBookingIds(list: unknown): string[] {
  return cleaned(list);
}
