import type { Money } from '@/contract/catalogue';
import type { RestaurantPackage } from '@/contract/restaurant-detail';
import type { BookingState, SelectedPackage } from '@/domain/booking/booking-state';
import type { BookingLineInput } from '@/domain/pricing/price-booking';
import type { PackagePricingInput } from '@/domain/pricing/pricing-types';

/** Wire money (major units) to the pricing rules' integer minor units (satang, cents). */
export function toMinor(money: Pick<Money, 'amount'>): number {
  return Math.round(money.amount * 100);
}

/** The restaurant detail's package as the pricing rules read it (the server builds the same from its rows). */
export function toPricingInput(pkg: RestaurantPackage): PackagePricingInput {
  return {
    id: pkg.id,
    name: pkg.name,
    typeCode: pkg.typeCode,
    pricingType: pkg.pricingType,
    isAlaCarte: pkg.isAlaCarte,
    isAllowMix: pkg.isAllowMix,
    kidsPriceRate: pkg.kidsPriceRate,
    rules: pkg.pricingRules.map((r) => ({
      priceMinor: toMinor(r.price),
      kidsPriceRate: r.kidsPriceRate,
      minSeat: r.minSeat,
      maxSeat: r.maxSeat,
      perPack: r.perPack,
    })),
    sections: pkg.menuSections.map((s) => ({ id: s.id, name: s.name, quantityLimit: s.quantityLimit })),
    menus: pkg.menuSections.flatMap((s) =>
      s.menus.map((m) => ({
        id: m.id,
        sectionId: s.id,
        name: m.name,
        priceMinor: toMinor(m.price),
        quantityLimit: m.quantityLimit,
      })),
    ),
  };
}

/**
 * The quantity sent for a selected package. A per-person set package is booked for the whole party
 * (the contract: "People (per_person)"), so its quantity follows adults + kids even when the party changed
 * after the package was picked on the restaurant page; sets, packs and à la carte keep what was chosen.
 */
export function bookedQuantity(pkg: RestaurantPackage | undefined, selected: SelectedPackage, party: number): number {
  if (pkg && pkg.pricingType === 'per_person' && !pkg.isAlaCarte) return Math.max(1, party);
  return Math.max(1, selected.quantity);
}

/** The selected packages as pricing lines and as the wire's `packages` (same quantities for both). */
export function bookingLines(
  packages: readonly RestaurantPackage[],
  state: Pick<BookingState, 'selectedPackages' | 'adult' | 'kids'>,
): { lines: BookingLineInput[]; wire: { id: number; quantity: number; menus: { id: number; quantity: number }[] }[] } {
  const byId = new Map(packages.map((p) => [p.id, p]));
  const lines: BookingLineInput[] = [];
  const wire: { id: number; quantity: number; menus: { id: number; quantity: number }[] }[] = [];
  for (const selected of state.selectedPackages) {
    const pkg = byId.get(selected.id);
    const quantity = bookedQuantity(pkg, selected, state.adult + state.kids);
    const menus = selected.menus.filter((m) => m.quantity > 0).map((m) => ({ id: m.id, quantity: m.quantity }));
    wire.push({ id: selected.id, quantity, menus });
    if (pkg) lines.push({ pkg: toPricingInput(pkg), selection: { quantity, menus } });
  }
  return { lines, wire };
}
