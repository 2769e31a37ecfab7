import { hasStarted, type SectionedReservation } from './reservation-section';

/**
 * Whether the member may cancel the reservation now, and why not. Only a booking still ahead may be
 * cancelled (pending or upcoming); one that has started is kept as it is. A cancelled one is `already`:
 * cancelling it again is answered as the first time, with nothing changed.
 */
export type CancelDecision =
  | { kind: 'cancel' }
  | { kind: 'already' }
  | { kind: 'refused'; reason: 'started' };

export function cancelDecision(reservation: SectionedReservation, now: Date): CancelDecision {
  if (reservation.status === 'cancelled') return { kind: 'already' };
  if (hasStarted(reservation, now)) return { kind: 'refused', reason: 'started' };
  return { kind: 'cancel' };
}

export function canCancel(reservation: SectionedReservation, now: Date): boolean {
  return cancelDecision(reservation, now).kind === 'cancel';
}

