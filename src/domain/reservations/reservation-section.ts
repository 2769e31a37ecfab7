import type { ReservationStatus } from '@/contract/booking-constants';

/**
 * Which tab of the member's history a reservation belongs to. Dates and start times are Asia/Bangkok
 * wall time (UTC+7, no daylight saving), as every booking is stored.
 *
 * - past: it has started (its start minute is now or earlier), or it was cancelled;
 * - pending: still ahead and not settled yet (waiting for payment, or for the restaurant to confirm);
 * - upcoming: still ahead and confirmed (paid, or waiting for the diner's arrival).
 */
export const reservationSections = ['pending', 'upcoming', 'past'] as const;
export type ReservationSection = (typeof reservationSections)[number];

export interface SectionedReservation {
  status: ReservationStatus;
  /** 'YYYY-MM-DD', Bangkok. */
  date: string;
  /** 'HH:mm', Bangkok. */
  startTime: string;
}

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The instant as Bangkok wall time: 'YYYY-MM-DD' and 'HH:mm'. */
export function bangkokWallClock(now: Date): { date: string; time: string } {
  const iso = new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The statuses of a booking that is ahead but not settled. */
export const PENDING_STATUSES: readonly ReservationStatus[] = ['waiting_for_payment', 'pending_confirmation'];
/** The statuses of a booking that is ahead and confirmed. */
export const UPCOMING_STATUSES: readonly ReservationStatus[] = ['paid', 'pending_arrival'];

/** True once the reservation's start minute has come (Bangkok wall time compared as text). */
export function hasStarted(reservation: Pick<SectionedReservation, 'date' | 'startTime'>, now: Date): boolean {
  const clock = bangkokWallClock(now);
  if (reservation.date !== clock.date) return reservation.date < clock.date;
  return reservation.startTime <= clock.time;
}

export function reservationSection(reservation: SectionedReservation, now: Date): ReservationSection {
  if (reservation.status === 'cancelled' || hasStarted(reservation, now)) return 'past';
  return PENDING_STATUSES.includes(reservation.status) ? 'pending' : 'upcoming';
}
