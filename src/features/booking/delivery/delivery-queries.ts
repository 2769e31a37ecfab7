import { queryOptions } from '@tanstack/react-query';
import type { LatLng } from '@/domain/geo/haversine';
import { fetchDeliveryFee, fetchVisitorDistance, findPlaceAt } from '@/features/booking/delivery/delivery-api';

/**
 * Queries of the delivery step. Keys start with 'booking' and the restaurant id (never persisted; dropped
 * with the rest of the booking's queries); a position is part of the key, so a new position asks again
 * and a reload at the same position is answered from the cache while it lives.
 */
const QUOTE_STALE_MS = 10 * 60_000;

export const deliveryKeys = {
  distance: (restaurantId: number, at: LatLng) => ['booking', restaurantId, 'delivery', 'distance', at.lat, at.lng] as const,
  fee: (restaurantId: number, at: LatLng) => ['booking', restaurantId, 'delivery', 'fee', at.lat, at.lng] as const,
  place: (at: LatLng) => ['booking', 'place', at.lat, at.lng] as const,
};

export const deliveryQueries = {
  distance: (restaurantId: number, at: LatLng) =>
    queryOptions({
      queryKey: deliveryKeys.distance(restaurantId, at),
      queryFn: ({ signal }) => fetchVisitorDistance(restaurantId, at, signal),
      staleTime: Infinity,
    }),
  fee: (restaurantId: number, at: LatLng) =>
    queryOptions({
      queryKey: deliveryKeys.fee(restaurantId, at),
      queryFn: ({ signal }) => fetchDeliveryFee(restaurantId, at, signal),
      staleTime: QUOTE_STALE_MS,
    }),
  place: (at: LatLng) =>
    queryOptions({
      queryKey: deliveryKeys.place(at),
      queryFn: ({ signal }) => findPlaceAt(at, signal),
      staleTime: Infinity,
    }),
};
