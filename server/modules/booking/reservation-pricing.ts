import type { SelectedPackageInput } from '@/contract/booking';
import type { CurrencyCode, PricingType } from '@/contract/catalogue';
import type { PackageTypeCode } from '@/contract/catalogue-constants';
import type { Language } from '@/contract/envelope';
import { priceBooking, type PriceBookingResult } from '@/domain/pricing/price-booking';
import type { PackagePricingInput, Party } from '@/domain/pricing/pricing-types';
import type { Database } from '../../db/client';
import { localizedName } from './booking-names';
import { loadPricingRows, type PackageRow, type PricingRows } from './booking-repo';
import { pricingRefusal } from './pricing-refusal';

type Priced = Extract<PriceBookingResult, { ok: true }>;

/**
 * Prices the selected packages with the shared rules, in the restaurant's currency: the one place money
 * is computed (decision 0022). The price quote the booking flow shows and the reservation that is charged
 * both call this, so for the same selection they are the same number. A refusal of the rules is a 422.
 */
export async function pricePackages(
  db: Database,
  packages: readonly PackageRow[],
  selections: readonly SelectedPackageInput[],
  party: Party,
  deliveryFeeMinor: number,
  currency: CurrencyCode,
  lang: Language,
): Promise<{ priced: Priced; rows: PricingRows }> {
  const rows = await loadPricingRows(
    db,
    packages.map((p) => p.id),
  );
  const byId = new Map(packages.map((p) => [p.id, p]));
  const priced = priceBooking(
    selections.map((sel) => ({
      pkg: pricingInput(byId.get(sel.id)!, rows, lang),
      selection: { quantity: sel.quantity, menus: sel.menus },
    })),
    party,
    deliveryFeeMinor,
    currency,
  );
  if (!priced.ok) throw pricingRefusal(priced.error);
  return { priced, rows };
}

/**
 * A package row as the pricing rules read it (src/domain/pricing): the same functions the client's
 * step 5 calls, so the server's total is the one the diner saw. isAllowMix rides along for
 * checkCombination ("This package can't be combined with other packages").
 */
export function pricingInput(
  pkg: PackageRow,
  rows: PricingRows,
  lang: Language,
): PackagePricingInput & { isAllowMix: boolean } {
  const sections = rows.sections.filter((s) => s.packageId === pkg.id);
  const sectionIds = new Set(sections.map((s) => s.id));
  return {
    id: pkg.id,
    name: localizedName(lang, pkg),
    typeCode: pkg.typeCode as PackageTypeCode,
    pricingType: pkg.pricingType as PricingType,
    isAlaCarte: pkg.isALaCarte,
    isAllowMix: pkg.isAllowMix,
    kidsPriceRate: pkg.kidsPriceRate,
    rules: rows.rules
      .filter((r) => r.packageId === pkg.id)
      .map((r) => ({
        priceMinor: r.priceMinor,
        kidsPriceRate: r.kidsPriceRate,
        minSeat: r.minSeat,
        maxSeat: r.maxSeat,
        perPack: r.perPack,
      })),
    sections: sections.map((s) => ({
      id: s.id,
      name: localizedName(lang, s),
      quantityLimit: s.quantityLimit,
    })),
    menus: rows.menus
      .filter((m) => sectionIds.has(m.sectionId))
      .map((m) => ({
        id: m.id,
        sectionId: m.sectionId,
        name: localizedName(lang, m),
        priceMinor: m.priceMinor,
        quantityLimit: m.quantityLimit,
      })),
  };
}
