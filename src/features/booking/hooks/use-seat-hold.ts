import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, isRefusal } from '@/api/api-error';
import type { TemporaryReservation } from '@/contract/booking';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { validateLockPayload } from '@/domain/booking/lock-payload';
import { heldVoucherCodes } from '@/domain/vouchers/resumed-vouchers';
import { sessionStore } from '@/entities/session/session';
import { decideTemporaryReservation, validateLockResponse } from '@/domain/booking/temporary-reservation-decision';
import { showToast } from '@/lib/toast-store';
import { lockFailedMessage } from '@/features/booking/booking-messages';
import { bookingStore, keyForWrite, settleWrite, updateSession } from '@/features/booking/booking-store';
import type { BookingNavigation } from '@/features/booking/hooks/use-booking-navigation';
import { wirePackages } from '@/features/booking/pricing-input';
import { lockBooking, type HoldBody } from '@/features/booking/booking-calls';

export type HoldStatus = 'locking' | 'held' | 'failed';

/** The hold body of the booking as it stands (what both the lock and the reservation send). */
export function holdBodyOf(restaurant: RestaurantDetail): HoldBody | null {
  const s = bookingStore.get().state;
  const wire = wirePackages(restaurant.packages, s);
  const check = validateLockPayload({
    date: s.selectedDate,
    restaurantId: restaurant.id,
    startTime: s.selectedTime,
    adult: s.adult,
    kids: s.kids,
    packages: wire,
  });
  if (!check.ok || wire.length === 0) return null;
  const { date, startTime, adult, kids } = check.value;
  return { reservation: { date, restaurantId: restaurant.id, startTime, adult, kids }, packages: wire };
}

/**
 * A member's hold keeps the codes of the booking's vouchers (those accepted, then those of a resumed
 * booking still waiting for their check), so the member's pending booking offers them again. A guest's
 * pending booking is kept on the device, so a guest's hold carries none.
 */
function withVoucherCodes(body: HoldBody): HoldBody {
  if (sessionStore.get() === null) return body;
  const { vouchers, vouchersToRecheck } = bookingStore.get();
  return { ...body, voucherCodes: heldVoucherCodes(vouchers, vouchersToRecheck) };
}

/** The codes the current hold was last saved with (none when it was made without them). */
function codesOfHeldBody(heldBody: string | null): string[] {
  if (heldBody === null) return [];
  try {
    const codes: unknown = (JSON.parse(heldBody) as { voucherCodes?: unknown }).voucherCodes;
    return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/** The hold answered: its id, expiry and secret, and the body it was made for. */
function recordHold(body: HoldBody, target: number | null, locked: TemporaryReservation, answer: TemporaryReservation): void {
  updateSession((session) => ({
    ...session,
    heldBody: JSON.stringify(body),
    // A new hold comes with its secret; a renewed one keeps the one we have.
    holdToken: locked.holdToken ?? (target === null ? null : session.holdToken),
    state: { ...session.state, temporaryBookingId: answer.tmpReservationId, bookingExpiryDate: answer.expiredAt },
  }));
}

let savingVouchers: Promise<void> = Promise.resolve();

/**
 * Renews a member's live hold with the booking's voucher codes (`heldVoucherCodes` of step 5's list) when
 * they differ from those it keeps (tests/features/booking/held-vouchers.test.ts). One save at a time, in
 * the order asked, so quick changes end with the last one kept. A failure changes nothing the diner sees: the hold
 * still holds the seats and step 5's vouchers still go with the price and the reservation; only a later
 * resume would offer the codes saved before (the next change or lock tries again). A hold that has
 * expired is left to the next lock, which carries the codes; a booking being made is not touched.
 */
export function saveHeldVouchers(bodyOf: () => HoldBody | null, codes: readonly string[]): Promise<void> {
  savingVouchers = savingVouchers.then(() => renewWithVouchers(bodyOf, codes)).catch(() => undefined);
  return savingVouchers;
}

async function renewWithVouchers(bodyOf: () => HoldBody | null, codes: readonly string[]): Promise<void> {
  const session = bookingStore.get();
  if (sessionStore.get() === null || session.heldBody === null) return;
  if (session.pendingReservation !== null || session.activePayment !== null) return;
  const { temporaryBookingId: id, bookingExpiryDate: expiredAt } = session.state;
  if (id === null || expiredAt === null) return;
  if (decideTemporaryReservation({ tmpReservationId: id, expiredAt }, Date.now()) !== 'renew') return;
  const base = bodyOf();
  if (!base) return;
  const body = { ...base, voucherCodes: [...codes] };
  const held = codesOfHeldBody(session.heldBody);
  if (codes.length === held.length && codes.every((c, i) => c === held[i])) return;
  const idempotencyKey = keyForWrite('pendingHold', { target: id, body });
  try {
    const locked = await lockBooking(body, { tmpReservationId: id, holdToken: session.holdToken, idempotencyKey });
    settleWrite('pendingHold');
    const answer = validateLockResponse(locked);
    if (answer) recordHold(body, id, locked, answer);
  } catch (error) {
    // An answer ends this write; a lost one keeps its key for the next try.
    if (isRefusal(error)) settleWrite('pendingHold');
  }
}

/**
 * Locks the seats when step 5 opens (a temporary reservation): POST a new hold, PUT to
 * renew a live one, a fresh POST when it expired. The idempotency key is saved before the call and reused
 * while the same lock is unanswered (a dropped answer, a reload), so a retry never holds the seats twice.
 * Any failure: 'Oops, something went wrong, failed get locking booking' and back to step 1 — except a
 * lost session, which tries once more without it.
 */
export function useSeatHold(restaurant: RestaurantDetail, nav: BookingNavigation): { status: HoldStatus; lock: () => Promise<void> } {
  const [status, setStatus] = useState<HoldStatus>('locking');
  const mounted = useRef(true);
  const started = useRef(false);

  const fail = useCallback(async () => {
    updateSession((s) => ({
      ...s,
      heldBody: null,
      holdToken: null,
      state: { ...s.state, temporaryBookingId: null, bookingExpiryDate: null },
    }));
    if (!mounted.current) return;
    setStatus('failed');
    showToast(lockFailedMessage(), 'error');
    await nav.goTo(1);
  }, [nav]);

  const lock = useCallback(async (): Promise<void> => {
    setStatus('locking');
    const body = holdBodyOf(restaurant);
    if (!body) return fail();
    // Twice at most: the member's session may end under the first try (the API client then says so once,
    // opens login and signs the device out); the seats are then held again as a guest — the hold's own
    // secret still owns it — so the step stays.
    for (let attempt = 0; attempt < 2; attempt++) {
      const s = bookingStore.get().state;
      const hold =
        s.temporaryBookingId !== null && s.bookingExpiryDate !== null
          ? { tmpReservationId: s.temporaryBookingId, expiredAt: s.bookingExpiryDate }
          : null;
      const decision = decideTemporaryReservation(hold, Date.now());
      const target = decision === 'renew' && hold ? hold.tmpReservationId : null;
      const sent = withVoucherCodes(body);
      const idempotencyKey = keyForWrite('pendingHold', { target, body: sent });
      try {
        const locked = await lockBooking(sent, {
          tmpReservationId: target,
          holdToken: target === null ? null : bookingStore.get().holdToken,
          idempotencyKey,
        });
        const answer = validateLockResponse(locked);
        settleWrite('pendingHold');
        if (!answer) return fail();
        recordHold(sent, target, locked, answer);
        if (mounted.current) setStatus('held');
        return;
      } catch (error) {
        // An answer (a refusal) ends this attempt; a lost one keeps its key for the retry.
        if (isRefusal(error)) settleWrite('pendingHold');
        if (isAbortError(error)) return;
        if (!isRefusal(error, 401)) return fail();
      }
    }
    return fail();
  }, [restaurant, fail]);

  useEffect(() => {
    mounted.current = true;
    // Once per visit of step 5, even when the restaurant data is refreshed underneath.
    if (!started.current) {
      started.current = true;
      void lock();
    }
    return () => {
      mounted.current = false;
    };
  }, [lock]);

  return { status, lock };
}
