import type { ReservationStatus } from '@/contract/booking-constants';

/**
 * Which status changes a payment may make (issue 5): a reservation waiting for payment becomes
 * pending_arrival (dine-in: the table is confirmed) or paid, or cancelled when the charge fails or
 * expires. Nothing else: a paid or cancelled reservation never changes because of a late or replayed
 * gateway event. The server applies a change as compare-and-swap (`… where status = from`), so two
 * events racing for the same reservation cannot both win.
 */
const ALLOWED: Readonly<Partial<Record<ReservationStatus, readonly ReservationStatus[]>>> = {
  waiting_for_payment: ['pending_arrival', 'paid', 'cancelled'],
};

export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return ALLOWED[from]?.includes(to) ?? false;
}

export type PaymentOutcome = 'successful' | 'failed' | 'expired';

/**
 * The target of a payment outcome. A successful payment confirms the booking as `successStatus`
 * (pending_arrival for a table, paid for a booking that needs no arrival); failure and expiry cancel.
 */
export function statusAfterPayment(
  outcome: PaymentOutcome,
  successStatus: 'pending_arrival' | 'paid' = 'pending_arrival',
): ReservationStatus {
  return outcome === 'successful' ? successStatus : 'cancelled';
}

export type TransitionDecision =
  | { change: true; from: ReservationStatus; to: ReservationStatus }
  /** `same`: already there (a replay); `refused`: not a move the table allows. */
  | { change: false; reason: 'same' | 'refused' };

export function decideTransition(current: ReservationStatus, to: ReservationStatus): TransitionDecision {
  if (current === to) return { change: false, reason: 'same' };
  return canTransition(current, to)
    ? { change: true, from: current, to }
    : { change: false, reason: 'refused' };
}
