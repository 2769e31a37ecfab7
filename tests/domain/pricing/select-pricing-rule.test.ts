import { describe, expect, it } from 'vitest';
import type { PricingRuleInput } from '@/domain/pricing/pricing-types';
import { selectPricingRule } from '@/domain/pricing/select-pricing-rule';

const rule = (priceMinor: number, minSeat: number | null, maxSeat: number | null): PricingRuleInput => ({
  priceMinor,
  kidsPriceRate: null,
  minSeat,
  maxSeat,
  perPack: null,
});

// The seed's seat-range ayce: 1–5, 6–10, 11+.
const tiers = [rule(59_900, 1, 5), rule(56_900, 6, 10), rule(53_900, 11, null)];

describe('selectPricingRule', () => {
  it('fails with no rules', () => {
    expect(selectPricingRule([], 2)).toEqual({ ok: false, error: 'No package rules found' });
  });

  it('always uses a single rule, even outside its range', () => {
    const only = rule(199_900, 2, 2);
    expect(selectPricingRule([only], 7)).toEqual({ ok: true, rule: only });
    expect(selectPricingRule([only], 0)).toEqual({ ok: true, rule: only });
  });

  it('picks the rule whose range contains the adults, bounds inclusive', () => {
    expect(selectPricingRule(tiers, 5)).toEqual({ ok: true, rule: tiers[0] });
    expect(selectPricingRule(tiers, 6)).toEqual({ ok: true, rule: tiers[1] });
    expect(selectPricingRule(tiers, 10)).toEqual({ ok: true, rule: tiers[1] });
  });

  it('treats a missing max as unlimited', () => {
    expect(selectPricingRule(tiers, 400)).toEqual({ ok: true, rule: tiers[2] });
  });

  it('counts at least one person (0 adults, or nonsense, is 1)', () => {
    expect(selectPricingRule(tiers, 0)).toEqual({ ok: true, rule: tiers[0] });
    expect(selectPricingRule(tiers, Number.NaN)).toEqual({ ok: true, rule: tiers[0] });
    // min 2 → no rule for 1 person.
    expect(selectPricingRule([rule(1, 2, 3), rule(2, 4, 5)], 0).ok).toBe(false);
  });

  it('treats a missing min as 0', () => {
    const rules = [rule(1, null, 3), rule(2, 4, null)];
    expect(selectPricingRule(rules, 1)).toEqual({ ok: true, rule: rules[0] });
    expect(selectPricingRule(rules, 4)).toEqual({ ok: true, rule: rules[1] });
  });

  it('fails when several rules leave a gap', () => {
    expect(selectPricingRule([rule(1, 1, 2), rule(2, 5, 6)], 3)).toEqual({
      ok: false,
      error: 'No package rules found',
    });
  });

  it('takes the first match when ranges overlap', () => {
    const rules = [rule(1, 1, 10), rule(2, 5, 6)];
    expect(selectPricingRule(rules, 5)).toEqual({ ok: true, rule: rules[0] });
  });
});
