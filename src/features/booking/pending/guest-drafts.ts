import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { Reservation } from '@/contract/booking';
import { createStore, type Store } from '@/lib/create-store';
import { isSignedIn } from '@/entities/session/session';
import { bookingStore, type BookingSession } from '@/features/booking/booking-store';
import { deleteDraft, readDrafts, writeDraft } from '@/features/booking/pending/draft-storage';
import {
  draftFromSession,
  draftKindOf,
  sameBooking,
  type DraftKind,
  type PendingDraft,
} from '@/features/booking/pending/pending-draft';

/**
 * A guest's pending bookings (tests/features/booking/pending-guest-drafts.test.ts): one per kind in
 * IndexedDB, mirrored in memory for the offer. The recorder follows the booking in progress (bookingStore): a
 * booking with a date, a time and at least one package is saved as its kind's draft (the newest wins); a
 * reservation made removes the draft of its kind. Members keep theirs on the server, so nothing is recorded
 * while signed in.
 */
export interface GuestDrafts {
  status: 'loading' | 'ready' | 'failed';
  drafts: Record<DraftKind, PendingDraft | null>;
}

export const guestDraftsStore: Store<GuestDrafts> = createStore<GuestDrafts>({
  status: 'loading',
  drafts: { dine_in: null, delivery: null },
});

/** The restaurant's display name for a slug (from what the app already has; null when unknown). */
export type RestaurantNameOf = (slug: string) => Promise<string | null> | string | null;

function setDraft(kind: DraftKind, draft: PendingDraft | null): void {
  guestDraftsStore.set((s) => ({ ...s, drafts: { ...s.drafts, [kind]: draft } }));
}

/** IndexedDB writes one after another, in the order the booking changed. */
let queue: Promise<void> = Promise.resolve();
function enqueue(task: () => Promise<void>): void {
  queue = queue.then(task).catch(() => {
    // IndexedDB unavailable or full: the draft lives in memory until the tab closes.
  });
}

/** The draft kind a reservation ends (dine-in, or delivery/pick-up). */
export function reservationKind(reservation: Pick<Reservation, 'serviceType'>): DraftKind | null {
  if (reservation.serviceType === 'dine_in') return 'dine_in';
  if (reservation.serviceType === 'delivery' || reservation.serviceType === 'pick_up') return 'delivery';
  return null;
}

async function save(nameOf: RestaurantNameOf, nowMs: () => number): Promise<void> {
  const session = bookingStore.get();
  const kind = draftKindOf(session.state);
  if (kind === null || session.restaurantSlug === null || isSignedIn()) return;
  const existing = guestDraftsStore.get().drafts[kind];
  const sameRestaurant = existing?.restaurantId === session.restaurantId;
  const name =
    (await nameOf(session.restaurantSlug)) ?? (sameRestaurant ? existing.restaurantName : session.restaurantSlug);
  // The session may have moved on while the name was read: save what it is now.
  const draft = draftFromSession(bookingStore.get(), {
    id: sameRestaurant ? existing.id : newIdempotencyKey(),
    restaurantName: name,
    nowMs: nowMs(),
  });
  if (draft === null || draft.packagePreference !== kind || sameBooking(draft, existing)) return;
  setDraft(kind, draft);
  await writeDraft(draft);
}

async function remove(kind: DraftKind): Promise<void> {
  setDraft(kind, null);
  await deleteDraft(kind);
}

let started = false;
let unsubscribe: (() => void) | null = null;

/**
 * Loads the guest's drafts and starts following the booking (once per page). Only changes are recorded,
 * not the booking the tab restored on load: a draft the diner dismissed does not come back by itself.
 */
export function startGuestDrafts(nameOf: RestaurantNameOf, nowMs: () => number = Date.now): void {
  if (started) return;
  started = true;
  enqueue(async () => {
    try {
      const drafts = await readDrafts();
      // Drafts saved meanwhile (this page's own changes) are newer than what was read.
      guestDraftsStore.set((s) => ({
        status: 'ready',
        drafts: { dine_in: s.drafts.dine_in ?? drafts.dine_in, delivery: s.drafts.delivery ?? drafts.delivery },
      }));
    } catch {
      guestDraftsStore.set((s) => ({ ...s, status: 'failed' }));
    }
  });

  let previous: BookingSession = bookingStore.get();
  unsubscribe = bookingStore.subscribe(() => {
    const session = bookingStore.get();
    const made = session.lastReservation !== previous.lastReservation ? session.lastReservation : null;
    // The vouchers are the draft's too: applying or removing one saves it again.
    const changed =
      session.state !== previous.state ||
      session.restaurantSlug !== previous.restaurantSlug ||
      session.vouchers !== previous.vouchers ||
      session.vouchersToRecheck !== previous.vouchersToRecheck;
    previous = session;
    if (made) {
      const kind = reservationKind(made);
      if (kind) enqueue(() => remove(kind));
    }
    if (changed) enqueue(() => save(nameOf, nowMs));
  });
}

/** The diner said no to a guest draft: it is deleted. */
export function dismissGuestDraft(draft: PendingDraft): void {
  enqueue(async () => {
    if (guestDraftsStore.get().drafts[draft.packagePreference]?.id !== draft.id) return;
    await remove(draft.packagePreference);
  });
}

/** Test seam: forget the started flag and the in-memory drafts. */
export function resetGuestDraftsForTests(): void {
  started = false;
  unsubscribe?.();
  unsubscribe = null;
  queue = Promise.resolve();
  guestDraftsStore.set({ status: 'loading', drafts: { dine_in: null, delivery: null } });
}

/** Resolves once every queued IndexedDB write has run (tests). */
export function guestDraftsSettled(): Promise<void> {
  return queue;
}
