import type { CurrencyCode } from '@/contract/catalogue';
import { roundToChargeUnit } from './charge-unit';
import { checkCombination } from './menu-limits';
import { priceSelection, type PricedSelection } from './price-selection';
import type { PackagePricingInput, PackageSelection, Party, PricingError } from './pricing-types';

export interface BookingLineInput {
  pkg: PackagePricingInput;
  selection: PackageSelection;
}

export interface PricedBookingLine extends PricedSelection {
  packageId: number;
  name: string;
  quantity: number;
}

export type PriceBookingResult =
  | {
      ok: true;
      lines: PricedBookingLine[];
      subtotalMinor: number;
      deliveryFeeMinor: number;
      totalMinor: number;
    }
  | { ok: false; error: PricingError; packageId: number | null };

export const SELECT_PACKAGE_FIRST = 'Please select package first';

/**
 * The whole booking's price, the one the server charges and step 5 shows: every line priced by
 * priceSelection (same party for each: a booking's people sit at every package it selects), subtotal =
 * sum of lines, total = subtotal + delivery fee (minor units; 0 for dine-in). Refuses no lines ("Please
 * select package first", packageId null), same-type packages that may not mix (checkCombination), and
 * the first line the rules refuse, naming its package.
 *
 * Money is computed here once, on the server, in whole charge units of the restaurant's `currency`
 * (decision 0022): every line is, the delivery fee is rounded by the same rule, so the subtotal and the
 * total are too, and what step 5 shows is what the gateway charges and the database stores.
 */
export function priceBooking(
  lines: readonly BookingLineInput[],
  party: Party,
  deliveryFee: number,
  currency: CurrencyCode,
): PriceBookingResult {
  if (!Number.isInteger(deliveryFee) || deliveryFee < 0)
    throw new RangeError('delivery fee must be a non-negative integer of minor units');
  const deliveryFeeMinor = roundToChargeUnit(deliveryFee, currency);
  if (lines.length === 0)
    return {
      ok: false,
      error: { code: 'noPackage', message: SELECT_PACKAGE_FIRST, params: {} },
      packageId: null,
    };

  const combination = checkCombination(lines.map((l) => l.pkg));
  if (combination) {
    const { packageId, ...error } = combination;
    return { ok: false, error, packageId };
  }

  const priced: PricedBookingLine[] = [];
  for (const { pkg, selection } of lines) {
    const line = priceSelection(pkg, selection, party, currency);
    if (!line.ok) return { ok: false, error: line.error, packageId: pkg.id };
    priced.push({ ...line, packageId: pkg.id, name: pkg.name, quantity: selection.quantity });
  }
  const subtotalMinor = priced.reduce((sum, l) => sum + l.totalMinor, 0);
  return {
    ok: true,
    lines: priced,
    subtotalMinor,
    deliveryFeeMinor,
    totalMinor: subtotalMinor + deliveryFeeMinor,
  };
}
