import { isValidIsoDate } from '@/domain/date/date-format';

/**
 * Pending bookings (tests/domain/booking/pending-booking-offer.test.ts): a draft is offered
 * only if it starts more than 10 minutes ahead and has at least one package. Its date and time are
 * Asia/Bangkok wall-clock time; Thailand has had no daylight saving since 1920, so it is UTC+7 all year
 * and we compute the instant without a time-zone library.
 */
export const PENDING_BOOKING_MIN_LEAD_MS = 10 * 60 * 1000;
/** Navigate to the step-5 route this long after resuming. */
export const PENDING_RESUME_DELAY_MS = 500;

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface PendingBookingTiming {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:mm. */
  startTime: string;
  packages: readonly unknown[];
}

/** The shape a pending booking must have: date YYYY-MM-DD (a real calendar date), time HH:mm. */
export function hasPendingBookingShape(pending: { date: unknown; startTime: unknown }): boolean {
  return (
    typeof pending.date === 'string' &&
    isValidIsoDate(pending.date) &&
    typeof pending.startTime === 'string' &&
    HHMM.test(pending.startTime)
  );
}

/** Epoch ms of a Bangkok date + HH:mm; null when the shape is wrong. */
export function bangkokStartMs(date: string, startTime: string): number | null {
  if (!hasPendingBookingShape({ date, startTime })) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = startTime.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) - BANGKOK_OFFSET_MS;
}

export function isPendingBookingOffered(pending: PendingBookingTiming, nowMs: number): boolean {
  if (!Array.isArray(pending.packages) || pending.packages.length === 0) return false;
  const start = bangkokStartMs(pending.date, pending.startTime);
  return start !== null && start - nowMs > PENDING_BOOKING_MIN_LEAD_MS;
}
