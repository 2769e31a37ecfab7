import type { CurrencyCode } from '@/contract/catalogue';
import { aLaCarteTotal, mergeMenuPicks, type PricedMenu } from './a-la-carte-total';
import { roundToChargeUnit } from './charge-unit';
import { kidsPriceMinor } from './kids-price';
import { checkMenuLimits } from './menu-limits';
import type {
  PackagePricingInput,
  PackageSelection,
  Party,
  PricingError,
  PricingRuleInput,
} from './pricing-types';
import { NO_PACKAGE_RULES, selectPricingRule } from './select-pricing-rule';

export type { PricedMenu } from './a-la-carte-total';

/** How a line was priced (for the breakdown and for tests). */
export type PricingBasis = 'per_head' | 'per_unit' | 'a_la_carte';

export interface PricedSelection {
  ok: true;
  /** The rule's adult price; à la carte: the menu sum (one unit). */
  unitPriceMinor: number;
  totalMinor: number;
  /** The rule used; null for à la carte (the menus are the price; its rule is only a card's "from"). */
  rule: PricingRuleInput | null;
  basis: PricingBasis;
  /** Per head: the kids' share of totalMinor (0 otherwise), for the step-5 breakdown. */
  kidsTotalMinor: number;
  menus: PricedMenu[];
}

export type PriceSelectionResult = PricedSelection | { ok: false; error: PricingError };

/**
 * The package with its list prices (rules, menus) in whole charge units of `currency` (decision 0022):
 * a price stored with satang is rounded by the one rounding rule before anything is multiplied, so no
 * line can end in a fraction of the unit.
 */
export function inChargeUnits(pkg: PackagePricingInput, currency: CurrencyCode): PackagePricingInput {
  const whole = (minor: number) => roundToChargeUnit(minor, currency);
  return {
    ...pkg,
    rules: pkg.rules.map((r) => ({ ...r, priceMinor: whole(r.priceMinor) })),
    menus: pkg.menus.map((m) => ({ ...m, priceMinor: whole(m.priceMinor) })),
  };
}

/**
 * The price of one package selection (decisions 0003, 0022;
 * tests/domain/pricing/price-selection.test.ts), in minor units, every
 * amount a whole charge unit of `currency` (inChargeUnits; the kids' share by kidsPriceMinor):
 *
 * 1. À la carte: the sum of menu price × quantity (at least one menu), within the menu and section limits.
 * 2. Otherwise the rule is chosen by the party's adults (selectPricingRule), then:
 *    - ayce is always per head: adults × price + kids price (kidsPriceMinor with the rule's rate, else the
 *      package's); the selection quantity does not matter;
 *    - a per-pack rule, or a rule with neither minSeat nor maxSeat, is one price × quantity;
 *    - per_set and per_pack packages: price × quantity (sets / packs);
 *    - per_person (bfp, hs, xp, sm) with a seat-bounded rule: per head, like ayce. Our reading:
 *      a seat range only makes sense when the party size sets the price, and the kids price applies to
 *      people, not to sets — the seed gives kids rates exactly to such packages (ayce, bfp, hs).
 *    Picked menus of a set package are its included choices: checked against the limits, priced 0.
 * The selection quantity must be a positive integer (à la carte: it is the section-limit unit count).
 */
export function priceSelection(
  listed: PackagePricingInput,
  selection: PackageSelection,
  party: Party,
  currency: CurrencyCode,
): PriceSelectionResult {
  const pkg = inChargeUnits(listed, currency);
  // The contract already refuses these; reaching here with them is a programming error.
  if (!Number.isInteger(party.adult) || party.adult < 0 || !Number.isInteger(party.kids) || party.kids < 0)
    throw new RangeError('party must be non-negative integers of adults and kids');
  if (!Number.isInteger(selection.quantity) || selection.quantity < 1)
    return {
      ok: false,
      error: { code: 'invalidQuantity', message: 'packages format is wrong', params: { packageId: pkg.id } },
    };

  // Unknown menus and limits first (both kinds of package), so the UI shows the most specific refusal.
  const merged = mergeMenuPicks(pkg.menus, selection.menus);
  if (!merged.ok) return merged;
  const limit = checkMenuLimits(pkg.sections, merged.picks, selection.quantity);
  if (limit) return { ok: false, error: limit };

  if (pkg.isAlaCarte) {
    const sum = aLaCarteTotal(pkg.menus, selection.menus);
    if (!sum.ok) return sum;
    return {
      ok: true,
      unitPriceMinor: sum.totalMinor,
      totalMinor: sum.totalMinor,
      rule: null,
      basis: 'a_la_carte',
      kidsTotalMinor: 0,
      menus: sum.menus,
    };
  }

  const menus = merged.picks.map(({ menu, quantity }) => ({
    id: menu.id,
    name: menu.name,
    quantity,
    totalMinor: 0,
  }));

  const selected = selectPricingRule(pkg.rules, party.adult);
  if (!selected.ok)
    return {
      ok: false,
      error: { code: 'noPackageRules', message: NO_PACKAGE_RULES, params: { packageId: pkg.id } },
    };
  const { rule } = selected;

  const unbounded = rule.minSeat === null && rule.maxSeat === null;
  const perHead =
    pkg.typeCode === 'ayce' || (pkg.pricingType === 'per_person' && rule.perPack === null && !unbounded);
  if (perHead) {
    const kidsTotalMinor = kidsPriceMinor(
      rule.priceMinor,
      party.kids,
      rule.kidsPriceRate ?? pkg.kidsPriceRate,
      currency,
    );
    return {
      ok: true,
      unitPriceMinor: rule.priceMinor,
      totalMinor: rule.priceMinor * party.adult + kidsTotalMinor,
      rule,
      basis: 'per_head',
      kidsTotalMinor,
      menus,
    };
  }
  return {
    ok: true,
    unitPriceMinor: rule.priceMinor,
    totalMinor: rule.priceMinor * selection.quantity,
    rule,
    basis: 'per_unit',
    kidsTotalMinor: 0,
    menus,
  };
}
