import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { call } from '@/api/call';
import type {
  Reservation,
  reservationRequestSchema,
  TemporaryReservation,
  temporaryReservationRequestSchema,
} from '@/contract/booking';
import * as booking from '@/contract/endpoints/booking';
import type { PriceQuote, priceQuoteRequestSchema } from '@/contract/price-quote';
import { awaitCreatedReservation } from '@/entities/reservation/await-created-reservation';

export type PriceQuoteBody = z.input<typeof priceQuoteRequestSchema>;

/**
 * The server's price of the selection (decision 0022): every figure the booking flow shows comes from
 * here, checked against the contract. A refusal of the pricing rules throws with the server's message
 * in the diner's language ('This section already reach limit', …).
 */
export async function fetchPriceQuote(body: PriceQuoteBody, signal?: AbortSignal): Promise<PriceQuote> {
  const answer = await call(booking.priceQuote, { body, signal, validate: true, retry: 1 });
  return answer.data;
}

/** What the client sends (defaults of the schema may be left out). */
export type HoldBody = z.input<typeof temporaryReservationRequestSchema>;
export type ReservationBody = z.input<typeof reservationRequestSchema>;

/**
 * Locks the seats: POST a new hold, or PUT to renew the hold `tmpReservationId`. The answer is checked
 * against the contract; any failure without a message of the server's is 'Oops, something went wrong,
 * failed get locking booking'. The key is the caller's, kept across a reload so a retry holds once. A
 * renewal carries the hold's secret: only its owner may renew it.
 */
export async function lockBooking(
  body: HoldBody,
  options: { tmpReservationId: number | null; holdToken?: string | null; idempotencyKey: string },
): Promise<TemporaryReservation> {
  const common = {
    body: options.holdToken ? { ...body, holdToken: options.holdToken } : body,
    idempotencyKey: options.idempotencyKey,
    validate: true,
    fallback: () => i18n._(msg`Oops, something went wrong, failed get locking booking`),
  };
  const answer =
    options.tmpReservationId === null
      ? await call(booking.createHold, common)
      : await call(booking.renewHold, { ...common, params: { id: options.tmpReservationId } });
  return answer.data;
}

/**
 * POST /reservations.json, exactly once per key. Synchronously the answer is the reservation. With
 * `asyncBooking` (the config's useAsyncBooking) the answer is its realtime key alone: the reservation
 * is followed at reservations/{firebaseKey} until the record names it, then read by its public id
 * (tests/features/booking/create-reservation.test.ts).
 */
export async function createReservation(
  body: ReservationBody,
  idempotencyKey: string,
  follow: (firebaseKey: string) => Promise<{ encryptedId: string }> = awaitCreatedReservation,
): Promise<Reservation> {
  const fallback = () => i18n._(msg`Oops, something went wrong, failed creating reservation`);
  const answer = await call(booking.createReservation, { body, idempotencyKey, validate: true, fallback });
  if ('encryptedId' in answer.data) return answer.data;
  const { encryptedId } = await follow(answer.data.firebaseKey);
  const created = await call(booking.reservation, { params: { encryptedId }, validate: true, retry: 2, fallback });
  return created.data;
}
