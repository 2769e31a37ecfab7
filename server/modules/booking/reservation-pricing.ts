import type { PackageTypeCode, PricingType } from '@/contract/catalogue';
import type { Language } from '@/contract/envelope';
import type { PackagePricingInput } from '@/domain/pricing/pricing-types';
import { localizedName } from './booking-names';
import type { PackageRow, PricingRows } from './booking-repo';

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
