import { describe, expect, it } from 'vitest';
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
    );
    expect(result).toMatchObject({
      ok: true,
      subtotalMinor: 2 * 59_900 + 29_950 + 400_000,
      deliveryFeeMinor: 4_000,
      totalMinor: 2 * 59_900 + 29_950 + 400_000 + 4_000,
    });
    expect(result.ok && result.lines.map((l) => [l.packageId, l.name, l.quantity, l.totalMinor])).toEqual([
      [1, 'Premium Buffet', 3, 149_750],
      [2, 'Party Pack for 4', 2, 400_000],
    ]);
  });

  it('refuses no packages', () => {
    expect(priceBooking([], party, 0)).toEqual({
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
    );
    expect(result).toMatchObject({ ok: false, error: { message: 'No package rules found' }, packageId: 9 });
  });

  it('throws on a bad delivery fee', () => {
    expect(() => priceBooking([], party, -1)).toThrow(RangeError);
    expect(() => priceBooking([], party, 1.5)).toThrow(RangeError);
  });
});
