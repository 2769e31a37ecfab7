import type { SelectedPackageInput } from '@/contract/booking';
import type { RestaurantDetail, RestaurantPackage } from '@/contract/restaurant-detail';
import type { BookingState, SelectedPackage } from '@/domain/booking/booking-state';
import type { ServiceType } from '@/domain/booking/service-types-offered';
import type { PriceQuoteBody } from '@/features/booking/booking-calls';

/**
 * The quantity sent for a selected package. A per-person set package is booked for the whole party
 * (the contract: "People (per_person)"), so its quantity follows adults + kids even when the party changed
 * after the package was picked on the restaurant page; sets, packs and à la carte keep what was chosen.
 */
export function bookedQuantity(pkg: RestaurantPackage | undefined, selected: SelectedPackage, party: number): number {
  if (pkg && pkg.pricingType === 'per_person' && !pkg.isAlaCarte) return Math.max(1, party);
  return Math.max(1, selected.quantity);
}

/**
 * The selected packages as the wire's `packages`: what the price quote, the hold and the reservation all
 * send (same quantities for each, so the quoted total is the charged one).
 */
export function wirePackages(
  packages: readonly RestaurantPackage[],
  state: Pick<BookingState, 'selectedPackages' | 'adult' | 'kids'>,
): SelectedPackageInput[] {
  const byId = new Map(packages.map((p) => [p.id, p]));
  return state.selectedPackages.map((selected) => ({
    id: selected.id,
    quantity: bookedQuantity(byId.get(selected.id), selected, state.adult + state.kids),
    menus: selected.menus.filter((m) => m.quantity > 0).map((m) => ({ id: m.id, quantity: m.quantity })),
  }));
}

/**
 * What the price quote is asked for: the selection as the hold and the reservation send it, and for a
 * delivery the diner's position (the fee depends on it). Null while nothing is selected.
 */
export function quoteBodyOf(
  restaurant: Pick<RestaurantDetail, 'id' | 'packages'>,
  state: Pick<BookingState, 'selectedPackages' | 'adult' | 'kids' | 'location'>,
  serviceType: ServiceType | null,
): PriceQuoteBody | null {
  const packages = wirePackages(restaurant.packages, state);
  if (packages.length === 0) return null;
  const location = serviceType === 'delivery' && state.location ? { lat: state.location.lat, lng: state.location.lng } : null;
  return { restaurantId: restaurant.id, adult: state.adult, kids: state.kids, packages, serviceType, location };
}
