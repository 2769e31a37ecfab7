import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { api, type ApiResult } from '@/api/client';
import {
  availableDateSchema,
  availableTimeSchema,
  type reservationRequestSchema,
  reservationSchema,
  type temporaryReservationRequestSchema,
  temporaryReservationSchema,
  type AvailableDate,
  type AvailableDatesQuery,
  type AvailableTime,
  type AvailableTimesQuery,
  type Reservation,
  type TemporaryReservation,
} from '@/contract/booking';
import { IDEMPOTENCY_HEADER } from '@/contract/booking-constants';
import { diningOccasionSchema, type DiningOccasion } from '@/contract/listings';

/** What the client sends (defaults of the schema may be left out). */
export type HoldBody = z.input<typeof temporaryReservationRequestSchema>;
export type ReservationBody = z.input<typeof reservationRequestSchema>;

/**
 * The booking calls of src/contract/booking.ts (spec booking §7). Answers are checked with the contract's
 * schemas, so a shape the screens cannot use fails here with the catalogue message instead of deep in a
 * component. The hold and reservation writes carry an `Idempotency-Key` chosen by the caller: one key per
 * logical attempt, kept in the persisted booking so a retry after a dropped response (or a reload) sends
 * the same key and gets the first answer back instead of a second hold or a second reservation.
 */

/** A failed booking call with the server's message (already translated) and, for 422, its field messages. */
export class BookingApiError extends Error {
  override readonly name = 'BookingApiError';
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A JSON:API resource's attributes, or the value itself when the server sends it bare. */
function attributesOf(value: unknown): unknown {
  if (value && typeof value === 'object' && 'attributes' in value) return value.attributes;
  return value;
}

function fieldErrorsOf(result: ApiResult<unknown>): Record<string, string> {
  const errors = result.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  }
  return out;
}

function unwrap<S extends z.ZodType>(result: ApiResult<unknown>, schema: S, fallback: string): z.infer<S> {
  if (!result.success) {
    throw new BookingApiError(result.message || fallback, result.httpStatus, fieldErrorsOf(result));
  }
  const parsed = schema.safeParse(attributesOf(result.data));
  if (!parsed.success) throw new BookingApiError(fallback, result.httpStatus);
  return parsed.data;
}

function unwrapList<S extends z.ZodType>(
  result: ApiResult<unknown>,
  schema: S,
  fallback: string,
): z.infer<S>[] {
  if (!result.success) throw new BookingApiError(result.message || fallback, result.httpStatus);
  const data = Array.isArray(result.data) ? result.data : [];
  return data.map((item) => {
    const parsed = schema.safeParse(attributesOf(item));
    if (!parsed.success) throw new BookingApiError(fallback, result.httpStatus);
    return parsed.data;
  });
}

/** A fresh key for one logical write (crypto.randomUUID where the page is a secure context). */

/** GET /restaurants/{id}/available_dates.json */
export async function fetchAvailableDates(
  restaurantId: number,
  query: Partial<AvailableDatesQuery>,
  signal?: AbortSignal,
  /** Silent: no network toast, no error report (a background read such as the seat labels). */
  dontReport = false,
): Promise<AvailableDate[]> {
  const result = await api.get<unknown>(`/restaurants/${restaurantId}/available_dates.json`, {
    query,
    signal,
    dontReport,
  });
  return unwrapList(result, availableDateSchema, i18n._(msg`Unknown Error`));
}

/** GET /restaurants/{id}/available_times.json */
export async function fetchAvailableTimes(
  restaurantId: number,
  query: AvailableTimesQuery,
  signal?: AbortSignal,
  /** Silent: no network toast, no error report (a background read such as the seat labels). */
  dontReport = false,
): Promise<AvailableTime[]> {
  const result = await api.get<unknown>(`/restaurants/${restaurantId}/available_times.json`, {
    query,
    signal,
    dontReport,
  });
  return unwrapList(result, availableTimeSchema, i18n._(msg`Unknown Error`));
}

/** GET /dining_occasions.json */
export async function fetchDiningOccasions(signal?: AbortSignal): Promise<DiningOccasion[]> {
  const result = await api.get<unknown>('/dining_occasions.json', { signal });
  return unwrapList(result, diningOccasionSchema, i18n._(msg`Unknown Error`));
}

/**
 * Locks the seats (spec booking §4 "Temporary reservation"): POST a new hold, or PUT to renew the hold
 * `tmpReservationId`. Any failure is the one catalogue message 'Oops, something went wrong, failed get
 * locking booking' unless the server gave its own (e.g. sold out).
 */
export async function lockBooking(
  body: HoldBody,
  options: { tmpReservationId: number | null; idempotencyKey: string },
): Promise<TemporaryReservation> {
  const headers = { [IDEMPOTENCY_HEADER]: options.idempotencyKey };
  const result =
    options.tmpReservationId === null
      ? await api.post<unknown>('/temporary_reservations', { body, headers })
      : await api.put<unknown>(`/temporary_reservations/${options.tmpReservationId}`, { body, headers });
  return unwrap(
    result,
    temporaryReservationSchema,
    i18n._(msg`Oops, something went wrong, failed get locking booking`),
  );
}

/** POST /reservations.json (synchronous answer: the reservation). */
export async function createReservation(body: ReservationBody, idempotencyKey: string): Promise<Reservation> {
  const result = await api.post<unknown>('/reservations.json', {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    // A 401 while booking is not a lost session for a guest (spec booking §8: "on booking creation not logged").
    silent401: true,
  });
  return unwrap(
    result,
    reservationSchema,
    i18n._(msg`Oops, something went wrong, failed creating reservation`),
  );
}
