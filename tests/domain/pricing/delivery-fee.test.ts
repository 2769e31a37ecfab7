import { describe, expect, it } from 'vitest';
import { DELIVERY_TIERS, deliveryFee } from '@/domain/pricing/delivery-fee';

describe('deliveryFee', () => {
  it('charges the first tier from 0 km up to and including 3 km', () => {
    expect(deliveryFee(0, 'THB')).toEqual({ deliverable: true, feeMinor: 4_000 });
    expect(deliveryFee(3, 'THB')).toEqual({ deliverable: true, feeMinor: 4_000 });
  });

  it('moves to the next tier just past a bound', () => {
    expect(deliveryFee(3.01, 'THB').feeMinor).toBe(6_000);
    expect(deliveryFee(6, 'THB').feeMinor).toBe(6_000);
    expect(deliveryFee(9.99, 'THB').feeMinor).toBe(9_000);
    expect(deliveryFee(15, 'THB').feeMinor).toBe(13_000);
  });

  it('is not deliverable beyond the last tier', () => {
    expect(deliveryFee(15.01, 'THB')).toEqual({ deliverable: false, feeMinor: null });
    expect(deliveryFee(1200, 'SGD')).toEqual({ deliverable: false, feeMinor: null });
  });

  it('uses the restaurant currency table', () => {
    expect(deliveryFee(2, 'SGD').feeMinor).toBe(500);
    expect(deliveryFee(7, 'SGD').feeMinor).toBe(1_200);
  });

  it('has increasing tiers in both currencies', () => {
    for (const tiers of Object.values(DELIVERY_TIERS)) {
      for (let i = 1; i < tiers.length; i++) {
        expect(tiers[i]!.upToKm).toBeGreaterThan(tiers[i - 1]!.upToKm);
        expect(tiers[i]!.feeMinor).toBeGreaterThan(tiers[i - 1]!.feeMinor);
      }
    }
  });

  it('refuses a negative or non-numeric distance', () => {
    expect(() => deliveryFee(-1, 'THB')).toThrow(RangeError);
    expect(() => deliveryFee(Number.NaN, 'THB')).toThrow(RangeError);
  });
});
