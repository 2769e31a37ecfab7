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

/**
 * An availability answer. The service worker reads seats network-first; offline it answers what it
 * stored, and `cachedAt` is then the time it stored it (the seats may have gone since). Null when the
 * answer came from the server just now.
 */
export interface Availability<T> {
  items: T[];
  cachedAt: string | null;
}

export async function fetchAvailableDates(
  restaurantId: number,
  query: Partial<AvailableDatesQuery>,
  { signal, background = false }: AvailabilityOptions = {},
): Promise<Availability<AvailableDate>> {
  const answer = await call(booking.availableDates, {
    params: { id: restaurantId },
    query,
    signal,
    dontReport: background,
    validate: !background,
  });
  return { items: answer.data, cachedAt: answer.cachedAt ?? null };
}

export async function fetchAvailableTimes(
  restaurantId: number,
  query: AvailableTimesQuery,
  { signal, background = false }: AvailabilityOptions = {},
): Promise<Availability<AvailableTime>> {
  const answer = await call(booking.availableTimes, {
    params: { id: restaurantId },
    query,
    signal,
    dontReport: background,
    validate: !background,
  });
  return { items: answer.data, cachedAt: answer.cachedAt ?? null };
}
