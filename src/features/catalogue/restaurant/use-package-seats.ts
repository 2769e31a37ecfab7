import { useQueries } from '@tanstack/react-query';
import type { AvailableTime, BookingKind } from '@/contract/booking';
import type { RestaurantDetail } from '@/contract/restaurant-detail';
import { packagePreferenceFor } from '@/domain/booking/booking-method';
import { useOnline } from '@/lib/network-status';
import { useAfterFirstIdle } from '@/lib/use-after-first-idle';
import { fetchAvailableDates, fetchAvailableTimes } from '@/entities/availability/availability-calls';

/**
 * Seats left per package at the next bookable slot, for the seat labels of the restaurant page
 * (e2e/restaurant-seats.spec.ts). Per booking kind of the page's packages: the first date with seats
 * (available_dates), then that date's start times (available_times). Not persisted (the key does not start
 * with 'catalogue': seats go stale in minutes), fetched once the page is on screen and idle, never retried, silent
 * when they fail (a label is a nicety, not worth a toast), and skipped offline: no answer means no label,
 * never a wrong one.
 */
const SEATS_STALE_MS = 60_000;
/** The calendar window looked at for the next bookable date. */
const SEARCH_DAYS = 31;

/**
 * A package's seats at its next slot on that date: the first start time where it has seats left; 0 when
 * it is listed at every time with none left (sold out); absent when it has no slot that day.
 */
export function nextSlotSeats(times: readonly AvailableTime[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const time of times) {
    for (const p of time.packages) {
      const known = out.get(p.restaurantPackageId);
      if (known === undefined || (known === 0 && p.totalSeatLeftPackage > 0))
        out.set(p.restaurantPackageId, p.totalSeatLeftPackage);
    }
  }
  return out;
}

async function kindSeats(
  restaurantId: number,
  kind: BookingKind,
  signal: AbortSignal,
): Promise<Map<number, number>> {
  const dates = await fetchAvailableDates(restaurantId, { kind, party: 1, days: SEARCH_DAYS }, { signal, background: true });
  const next = dates.items.find((d) => d.available);
  // An answer of the service worker's cache (the network failed) may be out of date: no label.
  if (!next || dates.cachedAt) return new Map();
  const times = await fetchAvailableTimes(restaurantId, { kind, party: 1, date: next.date }, { signal, background: true });
  return times.cachedAt ? new Map() : nextSlotSeats(times.items);
}

/** Seats by package id once known; a package without an entry shows no label. */
export function usePackageSeats(
  restaurant: Pick<RestaurantDetail, 'id' | 'isAllowBooking' | 'packages'> | undefined,
): Map<number, number> {
  const online = useOnline();
  // Asked once the page is idle: a label is a nicety, not worth a part of the hydration's long task.
  const idle = useAfterFirstIdle();
  const kinds = restaurant?.isAllowBooking
    ? [
        ...new Set(
          restaurant.packages
            .filter((p) => p.isBookable && !p.isTicket)
            .map((p) => packagePreferenceFor(p.typeCode)),
        ),
      ]
    : [];
  const results = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: ['restaurant-seats', restaurant?.id ?? 0, kind] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => kindSeats(restaurant?.id ?? 0, kind, signal),
      enabled: online && idle && restaurant !== undefined,
      staleTime: SEATS_STALE_MS,
      retry: false,
    })),
  });
  const seats = new Map<number, number>();
  for (const r of results) r.data?.forEach((v, k) => seats.set(k, v));
  return seats;
}
