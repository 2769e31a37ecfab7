import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARGE_UNIT_MINOR, isWholeChargeUnits, roundToChargeUnit } from '@/domain/pricing/charge-unit';

const currency = fc.constantFrom('THB' as const, 'SGD' as const, 'USD' as const);

describe('roundToChargeUnit (decision 0022)', () => {
  it('rounds THB half up to whole baht and SGD to whole cents', () => {
    expect(roundToChargeUnit(89_940, 'THB')).toBe(89_900); // ฿899.40 → ฿899
    expect(roundToChargeUnit(89_950, 'THB')).toBe(90_000); // ฿899.50 → ฿900
    expect(roundToChargeUnit(89_900, 'THB')).toBe(89_900);
    expect(roundToChargeUnit(0, 'THB')).toBe(0);
    expect(roundToChargeUnit(252.5, 'SGD')).toBe(253);
    expect(roundToChargeUnit(1_499 * 100 * 60, 'THB', 100)).toBe(89_900); // a kid at 60 % of ฿1,499
    expect(roundToChargeUnit(505 * 3 * 50, 'SGD', 100)).toBe(758);
  });

  it('refuses negative or impossible amounts', () => {
    expect(() => roundToChargeUnit(-1, 'THB')).toThrow(RangeError);
    expect(() => roundToChargeUnit(Number.NaN, 'THB')).toThrow(RangeError);
    expect(() => roundToChargeUnit(100, 'THB', 0)).toThrow(RangeError);
    expect(() => roundToChargeUnit(100, 'THB', 1.5)).toThrow(RangeError);
  });

  it('always gives whole charge units within half a unit of the exact amount, half up', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.integer({ min: 1, max: 10_000 }), currency, (n, d, c) => {
        const rounded = roundToChargeUnit(n, c, d);
        const unit = CHARGE_UNIT_MINOR[c];
        expect(isWholeChargeUnits(rounded, c)).toBe(true);
        // |rounded − n/d| ≤ unit/2, and exactly half goes up: in integers, −d·unit < 2(rounded·d − n) ≤ d·unit.
        const twiceError = 2 * (rounded * d - n);
        expect(twiceError).toBeGreaterThan(-d * unit);
        expect(twiceError).toBeLessThanOrEqual(d * unit);
      }),
    );
  });

  it('leaves whole units alone and never decreases when the amount grows', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), currency, (a, b, c) => {
        const whole = a * CHARGE_UNIT_MINOR[c];
        expect(roundToChargeUnit(whole, c)).toBe(whole);
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(roundToChargeUnit(lo, c)).toBeLessThanOrEqual(roundToChargeUnit(hi, c));
      }),
    );
  });
});

describe('isWholeChargeUnits', () => {
  it('is whole baht for THB and whole cents for SGD', () => {
    expect(isWholeChargeUnits(389_700, 'THB')).toBe(true);
    expect(isWholeChargeUnits(389_740, 'THB')).toBe(false);
    expect(isWholeChargeUnits(389_740, 'SGD')).toBe(true);
    expect(isWholeChargeUnits(10.5, 'SGD')).toBe(false);
  });
});
