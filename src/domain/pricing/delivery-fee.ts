/**
 * Delivery fee by distance (POST /restaurants/calc_delivery_fees.json; Hungry@Home packages).
 *
 * The rule: the road distance is unknown offline, so the straight-line distance in km decides. The first
 * tier whose `upToKm` is ≥ the distance gives the fee (bounds inclusive: exactly 3 km is still the first
 * tier). Farther than the last tier is out of the delivery area: no fee, not deliverable. Fees are in
 * the currency's minor unit (satang / cents), like every price of the system.
 */
export interface DeliveryTier {
  upToKm: number;
  feeMinor: number;
}

export const DELIVERY_TIERS: Record<'THB' | 'SGD', readonly DeliveryTier[]> = {
  THB: [
    { upToKm: 3, feeMinor: 4_000 },
    { upToKm: 6, feeMinor: 6_000 },
    { upToKm: 10, feeMinor: 9_000 },
    { upToKm: 15, feeMinor: 13_000 },
  ],
  SGD: [
    { upToKm: 3, feeMinor: 500 },
    { upToKm: 6, feeMinor: 800 },
    { upToKm: 10, feeMinor: 1_200 },
    { upToKm: 15, feeMinor: 1_600 },
  ],
};

export type DeliveryFee = { deliverable: true; feeMinor: number } | { deliverable: false; feeMinor: null };

export function deliveryFee(distanceKm: number, currency: 'THB' | 'SGD'): DeliveryFee {
  if (!Number.isFinite(distanceKm) || distanceKm < 0)
    throw new RangeError('distance must be a non-negative number');
  const tier = DELIVERY_TIERS[currency].find((t) => distanceKm <= t.upToKm);
  return tier ? { deliverable: true, feeMinor: tier.feeMinor } : { deliverable: false, feeMinor: null };
}
