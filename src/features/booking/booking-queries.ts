import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import type { BookingKind } from '@/contract/booking';
import { diningOccasions } from '@/contract/endpoints/catalogue-pages';
import type { Language } from '@/contract/envelope';
import { fetchAvailableDates, fetchAvailableTimes } from '@/entities/availability/availability-calls';
import { fetchPriceQuote, type PriceQuoteBody } from '@/features/booking/booking-calls';

/**
 * Queries of the booking flow. Keys start with 'booking' (never persisted to IndexedDB: seats left go
 * stale in minutes) and then the restaurant id, so going back to step 1 drops every date and time of the
 * old party size at once (back-clearing's "date-time state").
 */
export const bookingKeys = {
  restaurant: (restaurantId: number) => ['booking', restaurantId] as const,
  dates: (restaurantId: number, kind: BookingKind, party: number, days: number) =>
    ['booking', restaurantId, 'dates', kind, party, days] as const,
  times: (restaurantId: number, kind: BookingKind, party: number, date: string) =>
    ['booking', restaurantId, 'times', kind, party, date] as const,
  occasions: (lang: Language) => ['booking', 'occasions', lang] as const,
  quote: (body: PriceQuoteBody, lang: Language) => ['booking', Number(body.restaurantId), 'quote', lang, body] as const,
};

/** Seats change while the diner looks: a minute is as stale as availability may get. */
const AVAILABILITY_STALE_MS = 60_000;

export const bookingQueries = {
  dates: (restaurantId: number, kind: BookingKind, party: number, days: number) =>
    queryOptions({
      queryKey: bookingKeys.dates(restaurantId, kind, party, days),
      queryFn: ({ signal }) => fetchAvailableDates(restaurantId, { kind, party, days }, { signal }),
      staleTime: AVAILABILITY_STALE_MS,
    }),
  times: (restaurantId: number, kind: BookingKind, party: number, date: string) =>
    queryOptions({
      queryKey: bookingKeys.times(restaurantId, kind, party, date),
      queryFn: ({ signal }) => fetchAvailableTimes(restaurantId, { kind, party, date }, { signal }),
      staleTime: AVAILABILITY_STALE_MS,
    }),
  /**
   * The server's price of the selection (decision 0022), asked again whenever the party, packages,
   * handover or delivery location change (they are the key). A refusal is an answer: not retried.
   */
  quote: (body: PriceQuoteBody, lang: Language) =>
    queryOptions({
      queryKey: bookingKeys.quote(body, lang),
      queryFn: ({ signal }) => fetchPriceQuote(body, signal),
      staleTime: AVAILABILITY_STALE_MS,
      retry: false,
    }),
  occasions: (lang: Language) =>
    queryOptions({
      queryKey: bookingKeys.occasions(lang),
      queryFn: async ({ signal }) => (await call(diningOccasions, { signal })).data,
      staleTime: Infinity,
    }),
};

/** Days of the calendar: the restaurant's daysInAdvance, within what the server answers (1–120). */
export function calendarDays(daysInAdvance: number): number {
  return Math.min(120, Math.max(1, Math.floor(daysInAdvance) || 1));
}
