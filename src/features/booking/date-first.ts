import { startBooking, type BookingState } from '@/domain/booking/booking-state';
import { canMoveForward } from '@/domain/booking/step-guards';

/** The tracking parameter that asks for the date-first flow. */
export const DATE_FIRST_PARAM = 'date_first';

/** date_first is on when present and not explicitly off ('false', '0'). */
export function isDateFirstQuery(search: string): boolean {
  const value = new URLSearchParams(search).get(DATE_FIRST_PARAM);
  return value !== null && !['false', '0'].includes(value.trim().toLowerCase());
}

/**
 * Starting a booking (step 1, big-group flag reset) in the flow the visit asked for. The
 * date-first flow starts at the date step when its guard lets it (step-guards.ts: the package is not
 * needed there in that flow; dine-in still needs the number of people, so a dine-in date-first booking
 * with no party yet starts at step 1 and carries the flag, which changes what going back to the date clears).
 */
export function startBookingFlow(state: BookingState, dateFirst: boolean): BookingState {
  const started = { ...startBooking(state), isDateFirst: dateFirst };
  if (dateFirst && canMoveForward(2, started).ok) return { ...started, step: 2 };
  return started;
}
