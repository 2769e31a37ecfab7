import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARGE_UNIT_MINOR } from '@/domain/pricing/charge-unit';
import { priceBooking } from '@/domain/pricing/price-booking';
import type { PackagePricingInput } from '@/domain/pricing/pricing-types';

const rule = { kidsPriceRate: null, minSeat: null, maxSeat: null, perPack: null };
const ayce: PackagePricingInput = {
  id: 1,
  name: 'Premium Buffet',
  typeCode: 'ayce',
  pricingType: 'per_person',
  isAlaCarte: false,
  isAllowMix: false,
  kidsPriceRate: 50,
  rules: [{ ...rule, priceMinor: 59_900, minSeat: 1 }],
  sections: [],
  menus: [],
};
const pp: PackagePricingInput = {
  ...ayce,
  id: 2,
  name: 'Party Pack for 4',
  typeCode: 'pp',
  pricingType: 'per_pack',
  rules: [{ ...rule, priceMinor: 200_000, perPack: 4 }],
};
const party = { adult: 2, kids: 1 };

describe('priceBooking', () => {
  it('adds the lines and the delivery fee', () => {
    const result = priceBooking(
      [
        { pkg: ayce, selection: { quantity: 3, menus: [] } },
        { pkg: pp, selection: { quantity: 2, menus: [] } },
      ],
      party,
      4_000,
      'THB',
    );
    expect(result).toMatchObject({
      ok: true,
      subtotalMinor: 2 * 59_900 + 30_000 + 400_000,
      deliveryFeeMinor: 4_000,
      totalMinor: 2 * 59_900 + 30_000 + 400_000 + 4_000,
    });
    expect(result.ok && result.lines.map((l) => [l.packageId, l.name, l.quantity, l.totalMinor])).toEqual([
      [1, 'Premium Buffet', 3, 149_800],
      [2, 'Party Pack for 4', 2, 400_000],
    ]);
  });

  it('charges whole baht: 2 adults and a kid at 60 % of ฿1,499 is ฿3,897, not ฿3,897.40', () => {
    const buffet = { ...ayce, kidsPriceRate: 60, rules: [{ ...rule, priceMinor: 149_900, minSeat: 1 }] };
    const result = priceBooking([{ pkg: buffet, selection: { quantity: 3, menus: [] } }], party, 0, 'THB');
    expect(result).toMatchObject({ ok: true, subtotalMinor: 389_700, totalMinor: 389_700 });
    expect(result.ok && result.lines[0]!.kidsTotalMinor).toBe(89_900);
    // The same booking in Singapore dollars keeps its cents: S$14.99 × 2 + S$8.99 (8.994).
    const sgd = { ...buffet, rules: [{ ...rule, priceMinor: 1_499, minSeat: 1 }] };
    expect(priceBooking([{ pkg: sgd, selection: { quantity: 3, menus: [] } }], party, 0, 'SGD')).toMatchObject({
      totalMinor: 2 * 1_499 + 899,
    });
  });

  it('refuses no packages', () => {
    expect(priceBooking([], party, 0, 'THB')).toEqual({
      ok: false,
      error: { code: 'noPackage', message: 'Please select package first', params: {} },
      packageId: null,
    });
  });

  it('refuses same-type packages that may not mix', () => {
    const other = { ...ayce, id: 3, name: 'Seafood Buffet', isAllowMix: true };
    const result = priceBooking(
      [
        { pkg: other, selection: { quantity: 1, menus: [] } },
        { pkg: ayce, selection: { quantity: 1, menus: [] } },
      ],
      party,
      0,
      'THB',
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'cannotCombine',
        message: "This package can't be combined with other packages",
        params: { packageName: 'Premium Buffet' },
      },
      packageId: 1,
    });
  });

  it('names the line the rules refuse', () => {
    const broken = { ...pp, id: 9, rules: [] };
    const result = priceBooking(
      [
        { pkg: ayce, selection: { quantity: 1, menus: [] } },
        { pkg: broken, selection: { quantity: 1, menus: [] } },
      ],
      party,
      0,
      'THB',
    );
    expect(result).toMatchObject({ ok: false, error: { message: 'No package rules found' }, packageId: 9 });
  });

  it('throws on a bad delivery fee', () => {
    expect(() => priceBooking([], party, -1, 'THB')).toThrow(RangeError);
    expect(() => priceBooking([], party, 1.5, 'THB')).toThrow(RangeError);
  });

  // Property tests over the pricing rules (decision 0022): whatever the packages, party and fee, the
  // money is whole charge units and adds up, so the figure shown is the figure charged.
  const currency = fc.constantFrom('THB' as const, 'SGD' as const);
  const price = fc.nat(500_000); // any minor amount, satang included: the rules make it whole
  const rate = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
  const perHead = fc.record({ price, rate, typeCode: fc.constantFrom('ayce' as const, 'hs' as const, 'bfp' as const) });
  const perUnit = fc.record({ price, perPack: fc.option(fc.integer({ min: 2, max: 8 }), { nil: null }) });
  const line = fc.oneof(
    perHead.map(
      (p): PackagePricingInput => ({
        ...ayce,
        typeCode: p.typeCode,
        kidsPriceRate: p.rate,
        rules: [{ ...rule, priceMinor: p.price, minSeat: 1 }],
      }),
    ),
    perUnit.map(
      (p): PackagePricingInput => ({
        ...pp,
        rules: [{ ...rule, priceMinor: p.price, perPack: p.perPack }],
      }),
    ),
  );
  const booking = fc.record({
    currency,
    pkgs: fc.array(line, { minLength: 1, maxLength: 4 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    party: fc.record({ adult: fc.integer({ min: 1, max: 30 }), kids: fc.nat(10) }),
    fee: fc.nat(20_000),
  });

  it('gives whole charge units that add up: lines → subtotal → total, per head = adults × unit + kids', () => {
    fc.assert(
      fc.property(booking, ({ currency: c, pkgs, quantity, party: p, fee }) => {
        // Distinct ids and mixing allowed: this property is about money, not the combination rule.
        const lines = pkgs.map((pkg, i) => ({ pkg: { ...pkg, id: i + 1, isAllowMix: true }, selection: { quantity, menus: [] } }));
        const result = priceBooking(lines, p, fee, c);
        if (!result.ok) throw new Error(`refused: ${result.error.message}`);
        const unit = CHARGE_UNIT_MINOR[c];
        for (const l of result.lines) {
          expect(l.totalMinor % unit).toBe(0);
          expect(l.unitPriceMinor % unit).toBe(0);
          if (l.basis === 'per_head') expect(l.totalMinor).toBe(p.adult * l.unitPriceMinor + l.kidsTotalMinor);
          else expect(l.totalMinor).toBe(quantity * l.unitPriceMinor);
        }
        expect(result.subtotalMinor).toBe(result.lines.reduce((sum, l) => sum + l.totalMinor, 0));
        expect(result.deliveryFeeMinor % unit).toBe(0);
        expect(result.totalMinor).toBe(result.subtotalMinor + result.deliveryFeeMinor);
        expect(result.totalMinor % unit).toBe(0);
      }),
    );
  });

  it('is the same answer every time it is asked (the quote and the reservation agree)', () => {
    fc.assert(
      fc.property(booking, ({ currency: c, pkgs, quantity, party: p, fee }) => {
        const lines = pkgs.map((pkg, i) => ({ pkg: { ...pkg, id: i + 1, isAllowMix: true }, selection: { quantity, menus: [] } }));
        expect(priceBooking(lines, p, fee, c)).toEqual(priceBooking(structuredClone(lines), { ...p }, fee, c));
      }),
    );
  });

  it('never charges less for one more kid', () => {
    fc.assert(
      fc.property(booking, ({ currency: c, pkgs, quantity, party: p, fee }) => {
        const lines = pkgs.map((pkg, i) => ({ pkg: { ...pkg, id: i + 1, isAllowMix: true }, selection: { quantity, menus: [] } }));
        const now = priceBooking(lines, p, fee, c);
        const more = priceBooking(lines, { ...p, kids: p.kids + 1 }, fee, c);
        if (now.ok && more.ok) expect(more.totalMinor).toBeGreaterThanOrEqual(now.totalMinor);
      }),
    );
  });
});
