import { packageTypeCodes, type PackageTypeCode } from '@/contract/catalogue-constants';
import { packagePreferenceFor } from '@/domain/booking/booking-method';
import type { BookingState, PackagePreference, SelectedPackage } from '@/domain/booking/booking-state';
import { resetBooking } from '@/domain/booking/booking-state';

/**
 * The package selection guard, every branch (tests/domain/booking/package-selection-guard.test.ts). Two
 * calls: first without an answer; when it says `needsConfirmation` the UI asks PACKAGE_SWITCH_CONFIRMATION
 * and calls again with the answer. `applyPackageSelection` then performs the resets and records the
 * preference; on `ok` the caller adds the package (its quantity is chosen on the package step).
 *
 * Not modelled here: "A gift voucher can only be combined with another gift voucher" is a voucher rule
 * (applied with the vouchers), not a package one; packages carry no gift flag.
 */
export const PACKAGE_SWITCH_CONFIRMATION =
  'Are you sure want to select this package ? its will reset your booking back to the first step.';

/** The combine message, shown on `cannotCombine`. */
export const CANNOT_COMBINE_MESSAGE = "This package can't be combined with other packages";

/** What the guard needs of the tapped package (RestaurantPackage fits). */
export interface PackageCandidate {
  id: number;
  typeCode: PackageTypeCode;
  isBookable: boolean;
  isAllowMix: boolean;
  isAcceptManyQuantity: boolean;
}

export type ConfirmationAnswer = 'confirmed' | 'declined';

export type PackageSelectionOutcome =
  | 'invalidData'
  | 'notAvailable'
  | 'cannotCombine'
  | 'needsConfirmation'
  /** The package may be added. */
  | 'ok'
  /** Resets may apply, but the package is not added. */
  | 'rejected'
  /** The diner said no: nothing changes. */
  | 'declined';

export interface PackageSelectionResult {
  outcome: PackageSelectionOutcome;
  /** flow: back to step 1 with defaults (resetBooking, packages included); packages: remove the selected packages. */
  reset: { flow: boolean; packages: boolean };
  /** The preference to hold afterwards. */
  preference: PackagePreference | null;
}

export type PackageSelectionState = Pick<BookingState, 'packagePreference' | 'selectedPackages'>;

function isCandidate(value: unknown): value is PackageCandidate {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.id === 'number' &&
    Number.isFinite(p.id) &&
    typeof p.typeCode === 'string' &&
    (packageTypeCodes as readonly string[]).includes(p.typeCode) &&
    typeof p.isBookable === 'boolean' &&
    typeof p.isAllowMix === 'boolean' &&
    typeof p.isAcceptManyQuantity === 'boolean'
  );
}

const result = (
  outcome: PackageSelectionOutcome,
  preference: PackagePreference | null,
  flow = false,
  packages = false,
): PackageSelectionResult => ({ outcome, reset: { flow, packages }, preference });

/**
 * @param candidate the tapped package; anything else (empty, wrongly typed) gives invalidData.
 * @param answer the diner's answer to PACKAGE_SWITCH_CONFIRMATION, on the second call.
 */
export function selectPackageGuard(
  candidate: unknown,
  state: PackageSelectionState,
  answer?: ConfirmationAnswer,
): PackageSelectionResult {
  const current = state.packagePreference;
  if (!isCandidate(candidate)) return result('invalidData', current);
  if (!candidate.isBookable) return result('notAvailable', current);
  const kind = packagePreferenceFor(candidate.typeCode);

  // No preference yet: dine-in resets the flow and succeeds; other kinds reset the flow and do not succeed
  // (the preference stays unset: a delivery or experience booking starts from its own kind on the
  // restaurant page, which sets the preference, never from a package tapped with none).
  if (current === null) {
    return kind === 'dine_in' ? result('ok', 'dine_in', true) : result('rejected', null, true);
  }

  if (current !== kind) {
    if (answer === undefined) return result('needsConfirmation', current);
    if (answer === 'declined') return result('declined', current);
    if (kind === 'delivery') return result('ok', 'delivery', true);
    if (kind === 'experience') return result('ok', 'experience', false, true);
    // "Any other switch resets both and does not succeed." We also clear the preference: left as it was,
    // the next tap on the same package would ask the same question forever; cleared, it succeeds through
    // the no-preference branch.
    return result('rejected', null, true, true);
  }

  const selected = state.selectedPackages;
  if (selected.length === 0) return result('ok', kind);

  if (selected.some((p) => p.typeCode === candidate.typeCode)) {
    if (candidate.isAcceptManyQuantity) {
      const mixBlocked = !candidate.isAllowMix || selected.some((p) => !p.isAllowMix);
      return mixBlocked ? result('cannotCombine', current) : result('ok', kind);
    }
    // No rule covers a same-type package without many quantities: it is added like any other
    // package of the preference (the package step then shows both).
    return result('ok', kind);
  }

  // A different type: it succeeds, unless the new one is dine-in, which needs the same confirmation and
  // then resets both. We read "then resets both" as a success after the reset: the diner confirmed this
  // package, and it becomes the only one selected.
  if (kind !== 'dine_in') return result('ok', kind);
  if (answer === undefined) return result('needsConfirmation', current);
  if (answer === 'declined') return result('declined', current);
  return result('ok', kind, true, true);
}

/** The state after the guard's resets and preference (the caller adds the package on `ok`). */
export function applyPackageSelection(state: BookingState, outcome: PackageSelectionResult): BookingState {
  if (outcome.outcome !== 'ok' && outcome.outcome !== 'rejected') return state;
  // A flow reset is resetBooking: back to step 1 with defaults, which include no selected packages, so a
  // switch to delivery never leaves dine-in packages in the basket.
  let next = outcome.reset.flow ? resetBooking(state) : state;
  if (outcome.reset.packages) next = { ...next, selectedPackages: [] };
  return { ...next, packagePreference: outcome.preference };
}

/** Adds a package to the selection, or replaces the quantity and menus of the same package id. */
export function addSelectedPackage(state: BookingState, pkg: SelectedPackage): BookingState {
  const others = state.selectedPackages.filter((p) => p.id !== pkg.id);
  return { ...state, selectedPackages: [...others, pkg] };
}
