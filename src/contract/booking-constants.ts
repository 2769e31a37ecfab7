/**
 * Plain constants of the booking contract, in a module without zod, so code in the first bundle (the
 * reservation watch resumed at start, the idempotency header) does not pull zod and the schemas in.
 */

export const reservationStatuses = [
  'paid',
  'pending_arrival',
  'pending_confirmation',
  'waiting_for_payment',
  'cancelled',
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a seat hold (temporary reservation) lasts by default; the server reads HOLD_MINUTES. */
export const DEFAULT_HOLD_MINUTES = 10;
