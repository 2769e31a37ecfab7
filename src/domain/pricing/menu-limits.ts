import type { PackageTypeCode } from '@/contract/catalogue-constants';
import type { MenuInput, MenuSectionInput, PricingError } from './pricing-types';

/** The product's limit texts, verbatim with their grammar (tests/domain/pricing/menu-limits.test.ts). */
export const PACKAGE_LIMIT_TEXT =
  'The {packageName} package has a limit of {quantity} portion / customer / day';
export const SECTION_LIMIT_TEXT = 'This section already reach limit';
export const CANNOT_COMBINE_TEXT = "This package can't be combined with other packages";

export function packageLimitError(menu: Pick<MenuInput, 'id' | 'name'>, quantity: number): PricingError {
  return {
    code: 'packageLimit',
    message: PACKAGE_LIMIT_TEXT.replace('{packageName}', menu.name).replace('{quantity}', String(quantity)),
    params: { packageName: menu.name, quantity, menuId: menu.id },
  };
}

/**
 * Menu and section limits of one package selection.
 *
 * - Menu `quantityLimit` (the "package limit", "… portion / customer / day"): the most portions
 *   of that one dish in one booking — a booking is one customer on one day. The seed puts 5 or 10 on
 *   priced à-la-carte dishes (Hungry@Home). It is absolute: it does not grow with the package quantity.
 *   {packageName} is filled with the dish's name, the thing that is limited (the UI shows it by the dish).
 * - Section `quantityLimit`: the most portions picked in the section per unit of the package. À la carte
 *   is one unit ("Sides": 4, "Drinks": 6); a set's sections are its choices ("Choose 2 mains", one
 *   starter per Set Menu), so 2 sets may pick twice as many. `units` is the selection quantity (≥ 1).
 *
 * Picks must already be merged and known (mergeMenuPicks). The first breach, menus before sections,
 * is returned; null when within every limit.
 */
export function checkMenuLimits(
  sections: readonly MenuSectionInput[],
  picks: readonly { menu: MenuInput; quantity: number }[],
  units: number,
): PricingError | null {
  for (const { menu, quantity } of picks) {
    if (menu.quantityLimit !== null && quantity > menu.quantityLimit)
      return packageLimitError(menu, menu.quantityLimit);
  }
  for (const section of sections) {
    if (section.quantityLimit === null) continue;
    const cap = section.quantityLimit * Math.max(1, units);
    const picked = picks.filter((p) => p.menu.sectionId === section.id).reduce((n, p) => n + p.quantity, 0);
    if (picked > cap)
      return {
        code: 'sectionLimit',
        message: SECTION_LIMIT_TEXT,
        params: { sectionId: section.id, sectionName: section.name, quantityLimit: cap },
      };
  }
  return null;
}

export interface CombinablePackage {
  id: number;
  name: string;
  typeCode: PackageTypeCode;
  /** Missing = mixing allowed (callers that know the flag must pass it). */
  isAllowMix?: boolean;
}

/**
 * "This package can't be combined with other packages" (the package selection guard's rule, as the
 * server re-checks it): packages of the SAME type code in one booking need every one of them to allow
 * mixing; different types always combine (the guard lets them). Returns the first package (in the given
 * order) that disallows mixing within a same-type group, or null.
 */
export function checkCombination(
  packages: readonly CombinablePackage[],
): (PricingError & { packageId: number }) | null {
  for (const pkg of packages) {
    const sameType = packages.filter((p) => p.typeCode === pkg.typeCode);
    if (sameType.length < 2) continue;
    const blocker = sameType.find((p) => p.isAllowMix === false);
    if (blocker)
      return {
        code: 'cannotCombine',
        message: CANNOT_COMBINE_TEXT,
        params: { packageName: blocker.name },
        packageId: blocker.id,
      };
  }
  return null;
}
