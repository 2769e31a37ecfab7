import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { Reservation } from '@/contract/booking';
import { DEFAULT_PHONE_CODE } from '@/domain/booking/guest-phone';
import { initialBookingState, type BookingState } from '@/domain/booking/booking-state';
import { isBookingStep, LAST_STEP, type BookingStep } from '@/domain/booking/booking-steps';
import { createStore, useStore } from '@/lib/create-store';
import type { ActivePayment } from '@/features/booking/payment/active-payment';
import type { AppliedVoucher } from '@/domain/vouchers/applied-voucher-list';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The booking in progress, kept in sessionStorage so a reload (or a dropped connection followed by a
 * reload) keeps the flow, its seat hold and the idempotency keys of the writes in flight. Session storage
 * and not local storage: a booking belongs to the tab it was started in (two tabs, two bookings), and the
 * guest's long-lived drafts are the pending-bookings feature's business.
 */
export const BOOKING_STORAGE_KEY = storageKeys.booking;
const VERSION = 1;

/**
 * One logical write (a hold or a reservation) whose answer has not come back yet: the key is generated
 * once, saved BEFORE the request leaves, and reused while the body is the same, so a retry after a
 * dropped response (or after a reload) gets the server's first answer instead of a second hold/booking.
 */
export interface PendingWrite {
  key: string;
  /** JSON of the body (and target) the key was made for. */
  body: string;
}

/** The guest's contact for the reservation (guestUser); kept so a reload does not empty the form. */
export interface GuestContact {
  name: string;
  email: string;
  /** National form as typed, e.g. 0812345678. */
  phone: string;
  phoneCode: string;
}

export interface BookingSession {
  version: number;
  /** The restaurant the booking belongs to (slug of the route, id for the API). */
  restaurantSlug: string | null;
  restaurantId: number | null;
  state: BookingState;
  pendingHold: PendingWrite | null;
  pendingReservation: PendingWrite | null;
  /** The payment start of a prepaid reservation (POST /reservations/{id}/payments), same rules. */
  pendingPayment: PendingWrite | null;
  /** A prepaid reservation being paid (QR shown, 3-D Secure or wallet page open): step 5 shows it. */
  activePayment: ActivePayment | null;
  /** The hold body the current temporaryBookingId was made for (a changed booking needs a new lock). */
  heldBody: string | null;
  /** The secret that makes this tab the owner of hold temporaryBookingId (sent to renew or book it). */
  holdToken: string | null;
  guest: GuestContact;
  /** The last reservation made in this tab (the success page reads it). */
  lastReservation: Reservation | null;
  /** Step 5's vouchers: the accepted ones go with the price and the reservation, refused ones are flagged. */
  vouchers: AppliedVoucher[];
  /** A bank-card voucher's card as it is sent (first 11 digits then XXXX); never the whole number. */
  voucherCard: string | null;
  /**
   * A resumed pending booking's voucher codes, not yet checked again: step 5 checks each with the server
   * and lists what it answers (accepted, or flagged with its reason). Until then none travels with the
   * price or the reservation.
   */
  vouchersToRecheck: string[];
}

export function emptySession(): BookingSession {
  return {
    version: VERSION,
    restaurantSlug: null,
    restaurantId: null,
    state: initialBookingState(),
    pendingHold: null,
    pendingReservation: null,
    pendingPayment: null,
    activePayment: null,
    heldBody: null,
    holdToken: null,
    guest: { name: '', email: '', phone: '', phoneCode: DEFAULT_PHONE_CODE },
    lastReservation: null,
    vouchers: [],
    voucherCard: null,
    vouchersToRecheck: [],
  };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the saved booking; anything unreadable or of another version starts empty. */
export function readSession(store: Pick<Storage, 'getItem'> | null = storage()): BookingSession {
  try {
    const raw = store?.getItem(BOOKING_STORAGE_KEY);
    if (!raw) return emptySession();
    const value = JSON.parse(raw) as Partial<BookingSession> | null;
    if (!value || value.version !== VERSION || !value.state || !isBookingStep(value.state.step)) return emptySession();
    // Fields added to BookingState later get their defaults.
    const empty = emptySession();
    const vouchers = Array.isArray(value.vouchers) ? value.vouchers : [];
    const vouchersToRecheck = Array.isArray(value.vouchersToRecheck)
      ? value.vouchersToRecheck.filter((c): c is string => typeof c === 'string')
      : [];
    return { ...empty, ...value, vouchers, vouchersToRecheck, state: { ...empty.state, ...value.state }, guest: { ...empty.guest, ...value.guest } };
  } catch {
    return emptySession();
  }
}

export const bookingStore = createStore<BookingSession>(typeof window === 'undefined' ? emptySession() : readSession());

bookingStore.subscribe(() => {
  try {
    storage()?.setItem(BOOKING_STORAGE_KEY, JSON.stringify(bookingStore.get()));
  } catch {
    // Storage full or blocked: the booking lives until the tab closes.
  }
});

/**
 * The booking the server's paint of a step is drawn with: none, as the tab's session storage is out of its
 * reach (decision 0062). Kept as one value: React asks for it on every hydrating render.
 */
const PAINTED_SESSION = emptySession();

export function useBookingSession(): BookingSession {
  return useStore(bookingStore, PAINTED_SESSION);
}

export function updateSession(fn: (s: BookingSession) => BookingSession): void {
  bookingStore.set(fn);
}

export function updateBooking(fn: (state: BookingState) => BookingState): void {
  bookingStore.set((s) => ({ ...s, state: fn(s.state) }));
}

/** Makes the booking belong to this restaurant; a booking of another restaurant is dropped. */
export function bindRestaurant(slug: string, restaurantId: number): void {
  bookingStore.set((s) => {
    if (s.restaurantSlug === slug && s.restaurantId === restaurantId) return s;
    if (s.restaurantSlug === slug) return { ...s, restaurantId };
    // The guest's contact is theirs, not the restaurant's: it follows them to the next booking.
    return { ...emptySession(), restaurantSlug: slug, restaurantId, guest: s.guest, lastReservation: s.lastReservation };
  });
}

/**
 * A payment in progress belongs to the last step. The gateway's 3-D Secure or wallet page returns to the
 * booking's landing page, never to step 5, so a paid booking can leave its payment in the session; once
 * the flow shows an earlier step, a new booking has begun and step 5 must not show the old payment
 * (tests/features/booking/booking-store.test.ts).
 */
export function dropPaymentOfEarlierBooking(shownStep: BookingStep): void {
  bookingStore.set((s) => (shownStep < LAST_STEP && s.activePayment ? { ...s, activePayment: null } : s));
}

/** Whether the route guard lets this restaurant's booking steps open (a package preference or packages). */
export function hasBookingFor(slug: string, session: BookingSession = bookingStore.get()): boolean {
  return (
    session.restaurantSlug === slug &&
    (session.state.packagePreference !== null || session.state.selectedPackages.length > 0)
  );
}

type PendingSlot = 'pendingHold' | 'pendingReservation' | 'pendingPayment';

/**
 * The idempotency key for a write of `body`: the saved one when the same write is still unanswered,
 * else a new one, saved before the caller sends anything.
 */
export function keyForWrite(slot: PendingSlot, body: unknown): string {
  const json = JSON.stringify(body);
  const pending = bookingStore.get()[slot];
  if (pending && pending.body === json) return pending.key;
  const key = newIdempotencyKey();
  bookingStore.set((s) => ({ ...s, [slot]: { key, body: json } }));
  return key;
}

/** The write got an answer (success or refusal): the next attempt is a new logical write. */
export function settleWrite(slot: PendingSlot): void {
  bookingStore.set((s) => (s[slot] === null ? s : { ...s, [slot]: null }));
}
