import type { AvailableDate, AvailableDatesQuery, AvailableTime, AvailableTimesQuery } from '@/contract/booking';
import * as booking from '@/contract/endpoints/booking';
import { call } from '@/api/call';

/**
 * Seats left by date and by start time, read by the booking flow (checked against the contract: it
 * decides what the diner may pick) and by the restaurant page's seat labels (silent and unchecked: a
 * label is a nicety, and checking would load zod into that page).
 */
export interface AvailabilityOptions {
  signal?: AbortSignal;
  /** A background read: no toast, no report, no answer check. */
  background?: boolean;
}

export async function fetchAvailableDates(
  restaurantId: number,
  query: Partial<AvailableDatesQuery>,
  { signal, background = false }: AvailabilityOptions = {},
): Promise<AvailableDate[]> {
  const answer = await call(booking.availableDates, {
    params: { id: restaurantId },
    query,
    signal,
    dontReport: background,
    validate: !background,
  });
  return answer.data;
}

export async function fetchAvailableTimes(
  restaurantId: number,
  query: AvailableTimesQuery,
  { signal, background = false }: AvailabilityOptions = {},
): Promise<AvailableTime[]> {
  const answer = await call(booking.availableTimes, {
    params: { id: restaurantId },
    query,
    signal,
    dontReport: background,
    validate: !background,
  });
  return answer.data;
}
