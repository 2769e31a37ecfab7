import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReservationStatus } from '@/contract/booking-constants';
import { ASYNC_BOOKING_WAIT_MS, asyncBookingRecord } from '@/domain/booking/async-booking-record';
import { listenToRecord } from '@/entities/reservation/reservation-watch';

export type RecordListener = (
  key: string,
  onRecord: (value: unknown) => void,
  onError: () => void,
) => Promise<() => void>;

/**
 * An asynchronous booking's outcome (tests/entities/reservation/await-created-reservation.test.ts): listens to
 * reservations/{firebaseKey} until the record names the reservation (rule:
 * src/domain/booking/async-booking-record.ts), then stops listening. A record that never comes within
 * the watch's retries, or a failed listen, rejects with 'failed watch reservation status'.
 */
export function awaitCreatedReservation(
  firebaseKey: string,
  listen: RecordListener = listenToRecord,
  waitMs: number = ASYNC_BOOKING_WAIT_MS,
): Promise<{ encryptedId: string; status: ReservationStatus }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let off: (() => void) | null = null;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      off?.();
      outcome();
    };
    const fail = () => finish(() => reject(new Error(i18n._(msg`failed watch reservation status`))));
    const timer = setTimeout(fail, waitMs);
    listen(
      firebaseKey,
      (value) => {
        const record = asyncBookingRecord(value);
        if (record.kind === 'created')
          finish(() => resolve({ encryptedId: record.encryptedId, status: record.status }));
      },
      fail,
    ).then(
      (unsubscribe) => {
        if (settled) unsubscribe();
        else off = unsubscribe;
      },
      fail,
    );
  });
}
