import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARGE_UNIT_MINOR } from '@/domain/pricing/charge-unit';
import { kidsPriceMinor } from '@/domain/pricing/kids-price';

const currency = fc.constantFrom('THB' as const, 'SGD' as const);

describe('kidsPriceMinor', () => {
  it('charges adult price × kids × rate / 100', () => {
    expect(kidsPriceMinor(59_900, 2, 50, 'THB')).toBe(59_900);
    expect(kidsPriceMinor(59_900, 1, 60, 'THB')).toBe(35_900); // ฿359.40 → ฿359
  });

  it('charges the full adult price per kid with no rate', () => {
    expect(kidsPriceMinor(59_900, 3, null, 'THB')).toBe(179_700);
  });

  it('is free at rate 0 and for no kids', () => {
    expect(kidsPriceMinor(59_900, 2, 0, 'THB')).toBe(0);
    expect(kidsPriceMinor(59_900, 0, 50, 'THB')).toBe(0);
    expect(kidsPriceMinor(59_900, 0, null, 'THB')).toBe(0);
  });

  it('rounds once, half up, to whole baht (THB) or cents (SGD)', () => {
    // The booking: a kid at 60 % of ฿1,499 is ฿899.40 exactly, charged ฿899.
    expect(kidsPriceMinor(149_900, 1, 60, 'THB')).toBe(89_900);
    // ฿599 at 50 %: ฿299.50 goes up to ฿300; two kids are exactly ฿599.
    expect(kidsPriceMinor(59_900, 1, 50, 'THB')).toBe(30_000);
    expect(kidsPriceMinor(59_900, 2, 50, 'THB')).toBe(59_900);
    // S$5.05 at 50 %: 252.5 → 253 cents for one kid; 3 kids 757.5 → 758 (not 3 × 253 = 759).
    expect(kidsPriceMinor(505, 1, 50, 'SGD')).toBe(253);
    expect(kidsPriceMinor(505, 3, 50, 'SGD')).toBe(758);
    expect(kidsPriceMinor(333, 1, 60, 'SGD')).toBe(200); // 199.8
  });

  it('refuses nonsense inputs', () => {
    expect(() => kidsPriceMinor(-1, 1, 50, 'THB')).toThrow(RangeError);
    expect(() => kidsPriceMinor(10.5, 1, 50, 'THB')).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, -1, 50, 'THB')).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, 1.5, null, 'THB')).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, 1, 101, 'THB')).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, 1, -5, 'THB')).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, 1, Number.NaN, 'THB')).toThrow(RangeError);
  });

  // Adult list prices are whole charge units (inChargeUnits makes them so before this rule runs).
  const adultPrice = (c: 'THB' | 'SGD') => fc.nat(100_000).map((n) => n * CHARGE_UNIT_MINOR[c]);
  const priced = currency.chain((c) =>
    fc.tuple(fc.constant(c), adultPrice(c), fc.nat(50), fc.option(fc.integer({ min: 0, max: 100 }), { nil: null })),
  );

  it('is always whole charge units, within half a unit of the exact kids price', () => {
    fc.assert(
      fc.property(priced, ([c, price, kids, rate]) => {
        const minor = kidsPriceMinor(price, kids, rate, c);
        const unit = CHARGE_UNIT_MINOR[c];
        expect(minor % unit).toBe(0);
        const exactTimes100 = price * kids * (rate ?? 100);
        expect(Math.abs(minor * 100 - exactTimes100)).toBeLessThanOrEqual((unit * 100) / 2);
      }),
    );
  });

  it('never costs more than full price, and more kids or a higher rate never cost less', () => {
    fc.assert(
      fc.property(priced, fc.nat(5), fc.nat(20), ([c, price, kids, rate], moreKids, moreRate) => {
        const minor = kidsPriceMinor(price, kids, rate, c);
        expect(minor).toBeLessThanOrEqual(price * kids);
        expect(kidsPriceMinor(price, kids + moreKids, rate, c)).toBeGreaterThanOrEqual(minor);
        if (rate !== null)
          expect(kidsPriceMinor(price, kids, Math.min(100, rate + moreRate), c)).toBeGreaterThanOrEqual(minor);
      }),
    );
  });
});
