import { describe, expect, it } from 'vitest';
import { priceSelection } from '@/domain/pricing/price-selection';
import type { PackagePricingInput, PricingRuleInput } from '@/domain/pricing/pricing-types';

const rule = (priceMinor: number, extra: Partial<PricingRuleInput> = {}): PricingRuleInput => ({
  priceMinor,
  kidsPriceRate: null,
  minSeat: null,
  maxSeat: null,
  perPack: null,
  ...extra,
});

const base: PackagePricingInput = {
  id: 1,
  name: 'Premium Buffet',
  typeCode: 'ayce',
  pricingType: 'per_person',
  isAlaCarte: false,
  kidsPriceRate: null,
  rules: [],
  sections: [],
  menus: [],
};
const pkg = (extra: Partial<PackagePricingInput>): PackagePricingInput => ({ ...base, ...extra });
const one = { quantity: 1, menus: [] };

describe('priceSelection: ayce is per head', () => {
  const ayce = pkg({
    kidsPriceRate: 50,
    rules: [
      rule(59_900, { minSeat: 1, maxSeat: 5 }),
      rule(56_900, { minSeat: 6, maxSeat: null, kidsPriceRate: 60 }),
    ],
  });

  it('charges adults × price + kids at the package rate, whatever the quantity', () => {
    // The kid's ฿299.50 is rounded half up to whole baht: ฿300 (decision 0022).
    const result = priceSelection(ayce, { quantity: 9, menus: [] }, { adult: 2, kids: 1 }, 'THB');
    expect(result).toMatchObject({
      ok: true,
      unitPriceMinor: 59_900,
      totalMinor: 2 * 59_900 + 30_000,
      kidsTotalMinor: 30_000,
      basis: 'per_head',
      rule: ayce.rules[0],
      menus: [],
    });
  });

  it("prefers the rule's kids rate and picks the rule by adults only", () => {
    const result = priceSelection(ayce, one, { adult: 6, kids: 2 }, 'THB');
    // 2 kids at 60 % of ฿569 = ฿682.80 → ฿683.
    expect(result.ok && result.totalMinor).toBe(6 * 56_900 + 68_300);
    // 5 adults + 3 kids stay in the 1–5 range.
    expect(priceSelection(ayce, one, { adult: 5, kids: 3 }, 'THB')).toMatchObject({ unitPriceMinor: 59_900 });
  });

  it('is per head even with an unbounded rule', () => {
    const result = priceSelection(
      pkg({ rules: [rule(50_000)] }),
      { quantity: 3, menus: [] },
      { adult: 2, kids: 1 },
      'THB',
    );
    expect(result.ok && result.totalMinor).toBe(150_000); // kids full price: no rate anywhere
  });

  it('fails with "No package rules found"', () => {
    expect(priceSelection(pkg({ rules: [] }), one, { adult: 2, kids: 0 }, 'THB')).toEqual({
      ok: false,
      error: { code: 'noPackageRules', message: 'No package rules found', params: { packageId: 1 } },
    });
  });
});

describe('priceSelection: one price × quantity', () => {
  it('per pack rule (Party Pack for 4)', () => {
    const pp = pkg({ typeCode: 'pp', pricingType: 'per_pack', rules: [rule(203_900, { perPack: 4 })] });
    expect(priceSelection(pp, { quantity: 2, menus: [] }, { adult: 7, kids: 1 }, 'THB')).toMatchObject({
      ok: true,
      unitPriceMinor: 203_900,
      totalMinor: 407_800,
      basis: 'per_unit',
      kidsTotalMinor: 0,
    });
  });

  it('a per-pack rule on a per_person package is still per pack', () => {
    const p = pkg({ typeCode: 'bfp', rules: [rule(100_000, { perPack: 2, minSeat: 1, maxSeat: 10 })] });
    expect(priceSelection(p, { quantity: 3, menus: [] }, { adult: 6, kids: 0 }, 'THB').ok).toBe(true);
    expect(priceSelection(p, { quantity: 3, menus: [] }, { adult: 6, kids: 0 }, 'THB')).toMatchObject({
      totalMinor: 300_000,
    });
  });

  it('a rule with no seat bounds on a per_person package', () => {
    const p = pkg({ typeCode: 'sm', kidsPriceRate: 50, rules: [rule(89_900)] });
    expect(priceSelection(p, { quantity: 3, menus: [] }, { adult: 2, kids: 1 }, 'THB')).toMatchObject({
      totalMinor: 3 * 89_900,
      basis: 'per_unit',
    });
  });

  it('per_set with a bounded rule (Tasting Set for Two)', () => {
    const p = pkg({
      typeCode: 'sm',
      pricingType: 'per_set',
      rules: [rule(179_900, { minSeat: 2, maxSeat: 2 })],
    });
    expect(priceSelection(p, { quantity: 2, menus: [] }, { adult: 4, kids: 0 }, 'THB')).toMatchObject({
      totalMinor: 359_800,
    });
  });
});

describe('priceSelection: per_person (not ayce) with a seat-bounded rule is per head', () => {
  it('Hungry Lunch: adults × price + kids at 50 %', () => {
    const hs = pkg({ typeCode: 'hs', kidsPriceRate: 50, rules: [rule(32_900, { minSeat: 1, maxSeat: 10 })] });
    expect(priceSelection(hs, { quantity: 3, menus: [] }, { adult: 2, kids: 1 }, 'THB')).toMatchObject({
      totalMinor: 2 * 32_900 + 16_500,
      kidsTotalMinor: 16_500,
      basis: 'per_head',
    });
  });

  it('in SGD keeps the cents (S$32.90 at 50 % is S$16.45)', () => {
    const hs = pkg({ typeCode: 'hs', kidsPriceRate: 50, rules: [rule(3_290, { minSeat: 1, maxSeat: 10 })] });
    expect(priceSelection(hs, { quantity: 3, menus: [] }, { adult: 2, kids: 1 }, 'SGD')).toMatchObject({
      totalMinor: 2 * 3_290 + 1_645,
      kidsTotalMinor: 1_645,
    });
  });
});

describe('priceSelection: list prices in whole charge units', () => {
  it('rounds a THB price stored with satang before multiplying (฿99.50 → ฿100)', () => {
    const odd = pkg({ typeCode: 'hs', kidsPriceRate: null, rules: [rule(9_950, { minSeat: 1, maxSeat: 10 })] });
    expect(priceSelection(odd, { quantity: 1, menus: [] }, { adult: 3, kids: 0 }, 'THB')).toMatchObject({
      unitPriceMinor: 10_000,
      totalMinor: 30_000,
    });
  });
});

describe('priceSelection: set menus', () => {
  const sm = pkg({
    typeCode: 'sm',
    pricingType: 'per_set',
    rules: [rule(179_900)],
    sections: [{ id: 10, name: 'Starter', quantityLimit: 1 }],
    menus: [
      { id: 1, sectionId: 10, name: 'Tom Yum', priceMinor: 0, quantityLimit: null },
      { id: 2, sectionId: 10, name: 'Satay', priceMinor: 0, quantityLimit: null },
    ],
  });

  it('lists the included choices at 0', () => {
    const result = priceSelection(
      sm,
      {
        quantity: 2,
        menus: [
          { id: 1, quantity: 1 },
          { id: 2, quantity: 1 },
        ],
      },
      { adult: 4, kids: 0 },
      'THB',
    );
    expect(result).toMatchObject({
      ok: true,
      totalMinor: 359_800,
      menus: [
        { id: 1, name: 'Tom Yum', quantity: 1, totalMinor: 0 },
        { id: 2, name: 'Satay', quantity: 1, totalMinor: 0 },
      ],
    });
  });

  it('refuses more choices than the sets allow, and unknown menus', () => {
    const over = priceSelection(
      sm,
      {
        quantity: 1,
        menus: [
          { id: 1, quantity: 1 },
          { id: 2, quantity: 1 },
        ],
      },
      { adult: 2, kids: 0 },
      'THB',
    );
    expect(over.ok || over.error.code).toBe('sectionLimit');
    const unknown = priceSelection(
      sm,
      { quantity: 1, menus: [{ id: 9, quantity: 1 }] },
      { adult: 2, kids: 0 },
      'THB',
    );
    expect(unknown.ok || unknown.error.code).toBe('unknownMenu');
  });
});

describe('priceSelection: à la carte', () => {
  const alc = pkg({
    name: 'Hungry@Home À la carte',
    typeCode: 'hah',
    pricingType: 'per_set',
    isAlaCarte: true,
    rules: [rule(12_000)],
    sections: [
      { id: 10, name: 'Main dishes', quantityLimit: null },
      { id: 11, name: 'Sides', quantityLimit: 4 },
    ],
    menus: [
      { id: 1, sectionId: 10, name: 'Pad Thai', priceMinor: 18_000, quantityLimit: 5 },
      { id: 2, sectionId: 11, name: 'Spring Rolls', priceMinor: 9_000, quantityLimit: null },
    ],
  });

  it('is the menu sum, without a rule', () => {
    expect(
      priceSelection(
        alc,
        {
          quantity: 1,
          menus: [
            { id: 1, quantity: 2 },
            { id: 2, quantity: 1 },
          ],
        },
        { adult: 1, kids: 0 },
        'THB',
      ),
    ).toEqual({
      ok: true,
      unitPriceMinor: 45_000,
      totalMinor: 45_000,
      rule: null,
      basis: 'a_la_carte',
      kidsTotalMinor: 0,
      menus: [
        { id: 1, name: 'Pad Thai', quantity: 2, totalMinor: 36_000 },
        { id: 2, name: 'Spring Rolls', quantity: 1, totalMinor: 9_000 },
      ],
    });
  });

  it('needs at least one menu', () => {
    const result = priceSelection(alc, one, { adult: 1, kids: 0 }, 'THB');
    expect(result.ok || result.error.message).toBe("Please select package's menu first");
  });

  it('refuses unknown menus and limits', () => {
    const unknown = priceSelection(
      alc,
      { quantity: 1, menus: [{ id: 3, quantity: 1 }] },
      { adult: 1, kids: 0 },
      'THB',
    );
    expect(unknown.ok || unknown.error.code).toBe('unknownMenu');
    const dish = priceSelection(alc, { quantity: 1, menus: [{ id: 1, quantity: 6 }] }, { adult: 1, kids: 0 }, 'THB');
    expect(dish.ok || dish.error.message).toBe(
      'The Pad Thai package has a limit of 5 portion / customer / day',
    );
    const section = priceSelection(
      alc,
      { quantity: 1, menus: [{ id: 2, quantity: 5 }] },
      { adult: 1, kids: 0 },
      'THB',
    );
    expect(section.ok || section.error.message).toBe('This section already reach limit');
  });
});

describe('priceSelection: inputs', () => {
  it('refuses a quantity below 1 or fractional', () => {
    for (const quantity of [0, -2, 1.5]) {
      const result = priceSelection(
        pkg({ rules: [rule(1)] }),
        { quantity, menus: [] },
        { adult: 1, kids: 0 },
        'THB',
      );
      expect(result.ok || result.error).toMatchObject({ code: 'invalidQuantity', params: { packageId: 1 } });
    }
  });

  it('throws on an impossible party', () => {
    const p = pkg({ rules: [rule(1)] });
    expect(() => priceSelection(p, one, { adult: -1, kids: 0 }, 'THB')).toThrow(RangeError);
    expect(() => priceSelection(p, one, { adult: 1, kids: 0.5 }, 'THB')).toThrow(RangeError);
    expect(() => priceSelection(p, one, { adult: 1.5, kids: 0 }, 'THB')).toThrow(RangeError);
    expect(() => priceSelection(p, one, { adult: 1, kids: -1 }, 'THB')).toThrow(RangeError);
  });
});
