import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, isRefusal } from '@/api/api-error';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { validateLockPayload } from '@/domain/booking/lock-payload';
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
      const idempotencyKey = keyForWrite('pendingHold', { target, body });
      try {
        const locked = await lockBooking(body, {
          tmpReservationId: target,
          holdToken: target === null ? null : bookingStore.get().holdToken,
          idempotencyKey,
        });
        const answer = validateLockResponse(locked);
        settleWrite('pendingHold');
        if (!answer) return fail();
        updateSession((session) => ({
          ...session,
          heldBody: JSON.stringify(body),
          // A new hold comes with its secret; a renewed one keeps the one we have.
          holdToken: locked.holdToken ?? (target === null ? null : session.holdToken),
          state: { ...session.state, temporaryBookingId: answer.tmpReservationId, bookingExpiryDate: answer.expiredAt },
        }));
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
