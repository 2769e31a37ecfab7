import type { PricingRuleInput } from './pricing-types';

export const NO_PACKAGE_RULES = 'No package rules found';

export type SelectPricingRuleResult<R extends PricingRuleInput = PricingRuleInput> =
  { ok: true; rule: R } | { ok: false; error: typeof NO_PACKAGE_RULES };

/**
 * Pricing rule selection (tests/domain/pricing/select-pricing-rule.test.ts): the number of people is the
 * adults, at least 1 (kids never move a party into another seat range). A single rule is always used,
 * whatever its range. With several, the first (in the given order) whose range contains the count wins;
 * a missing minSeat is 0 and a missing maxSeat is unlimited. No rule, or none matching, gives "No
 * package rules found".
 */
export function selectPricingRule<R extends PricingRuleInput>(
  rules: readonly R[],
  adults: number,
): SelectPricingRuleResult<R> {
  const people = Math.max(1, Number.isFinite(adults) ? Math.floor(adults) : 1);
  const [only] = rules;
  if (rules.length === 1 && only) return { ok: true, rule: only };
  const rule = rules.find((r) => people >= (r.minSeat ?? 0) && (r.maxSeat === null || people <= r.maxSeat));
  return rule ? { ok: true, rule } : { ok: false, error: NO_PACKAGE_RULES };
}
