import type { RestaurantDetail, RestaurantPackage } from '@/contract/restaurant-detail';
import { bookingMethodFor, packagePreferenceFor } from '@/domain/booking/booking-method';
import type { BookingState, SelectedPackage } from '@/domain/booking/booking-state';
import {
  addSelectedPackage,
  applyPackageSelection,
  selectPackageGuard,
  type PackageSelectionOutcome,
} from '@/domain/booking/package-selection-guard';
import { showToast } from '@/lib/toast-store';
import { packageSelectionMessage, packageSwitchConfirmation } from '@/features/booking/booking-messages';
import { bindRestaurant, bookingStore, updateBooking } from '@/features/booking/booking-store';

export function toSelectedPackage(pkg: RestaurantPackage, state: Pick<BookingState, 'adult' | 'kids'>): SelectedPackage {
  return {
    id: pkg.id,
    typeCode: pkg.typeCode,
    isAllowMix: pkg.isAllowMix,
    isAcceptManyQuantity: pkg.isAcceptManyQuantity,
    quantity: pkg.pricingType === 'per_person' && !pkg.isAlaCarte ? Math.max(1, state.adult + state.kids) : 1,
    menus: [],
  };
}

/**
 * A package tapped on the restaurant page or on the package step, through the package selection guard
 * (tests/features/booking/choose-package.test.ts), asking PACKAGE_SWITCH_CONFIRMATION when the guard
 * wants it. The resets the guard names are applied and, on success, the package is added. Refusals
 * toast their message.
 *
 * Two call-site readings (src/domain/booking/package-selection-guard.ts leaves them to the caller):
 * - With no preference yet, a delivery or experience package sets its kind first: our restaurant page has
 *   no kind tabs, so tapping the package IS choosing the kind (the guard then lets it in).
 * - A confirmed switch that "resets both and does not succeed" (back to dine-in) is followed by one more
 *   pass on the reset state, where the no-preference branch lets the confirmed package in: the diner
 *   already said yes to this package.
 */
export async function choosePackage(
  restaurant: RestaurantDetail,
  pkg: RestaurantPackage | undefined,
  ask: (message: string) => Promise<boolean>,
): Promise<PackageSelectionOutcome> {
  bindRestaurant(restaurant.slug, restaurant.id);
  let state = bookingStore.get().state;
  if (pkg && state.packagePreference === null && packagePreferenceFor(pkg.typeCode) !== 'dine_in') {
    state = { ...state, packagePreference: packagePreferenceFor(pkg.typeCode) };
  }
  let result = selectPackageGuard(pkg ?? null, state);
  if (result.outcome === 'needsConfirmation') {
    const ok = await ask(packageSwitchConfirmation());
    // The diner may have acted meanwhile: answer against the state as it is now.
    state = bookingStore.get().state;
    result = selectPackageGuard(pkg ?? null, state, ok ? 'confirmed' : 'declined');
  }
  if (result.outcome === 'ok' || result.outcome === 'rejected') {
    let next = applyPackageSelection(state, result);
    if (result.outcome === 'rejected' && pkg) {
      const again = selectPackageGuard(pkg, next);
      if (again.outcome === 'ok') {
        next = applyPackageSelection(next, again);
        result = again;
      }
    }
    if (result.outcome === 'ok' && pkg) {
      next = addSelectedPackage(next, toSelectedPackage(pkg, next));
      next = { ...next, bookingMethod: bookingMethodFor(pkg.typeCode) };
    }
    updateBooking(() => next);
  }
  const message = packageSelectionMessage(result.outcome);
  if (message) showToast(message, 'error');
  return result.outcome;
}
