import { haversineKm } from '@/domain/geo/haversine';

/**
 * The distance a delivery's fee is judged by: the straight line from the restaurant, in km to two
 * decimals. The price quote and the reservation both use it, so they pick the same fee tier.
 */
export function deliveryDistanceKm(
  restaurant: { lat: number; lng: number },
  to: { lat: number; lng: number },
): number {
  return Math.round(haversineKm(restaurant, to) * 100) / 100;
}
