import { reservationStatuses, type ReservationStatus } from '@/contract/booking-constants';
import { WATCH_RETRY_DELAY_MS, WATCH_RETRY_LIMIT } from '@/domain/payments/reservation-watch';

/**
 * Following an asynchronous booking (tests/domain/booking/async-booking-record.test.ts). With
 * `asyncBooking` the server answers only the realtime key (`firebaseKey`); the reservation is known once
 * the record at reservations/{firebaseKey} carries its public id and a known status. Until then the
 * record is missing or partial and the diner waits, as long as the realtime watch retries a missing
 * record (15 tries, 2 s apart); after that the booking is reported as not followed.
 */
export const ASYNC_BOOKING_WAIT_MS = WATCH_RETRY_LIMIT * WATCH_RETRY_DELAY_MS;

export type AsyncBookingRecord =
  | { kind: 'waiting' }
  | { kind: 'created'; encryptedId: string; status: ReservationStatus };

export function asyncBookingRecord(value: unknown): AsyncBookingRecord {
  if (!value || typeof value !== 'object') return { kind: 'waiting' };
  const { encryptedId, status } = value as Record<string, unknown>;
  if (typeof encryptedId !== 'string' || encryptedId === '') return { kind: 'waiting' };
  if (typeof status !== 'string' || !(reservationStatuses as readonly string[]).includes(status))
    return { kind: 'waiting' };
  return { kind: 'created', encryptedId, status: status as ReservationStatus };
}
