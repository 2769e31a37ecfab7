import { describe, expect, it } from 'vitest';
import { kidsPriceMinor } from '@/domain/pricing/kids-price';

describe('kidsPriceMinor', () => {
  it('charges adult price × kids × rate / 100', () => {
    expect(kidsPriceMinor(59_900, 2, 50)).toBe(59_900);
    expect(kidsPriceMinor(59_900, 1, 60)).toBe(35_940);
  });

  it('charges the full adult price per kid with no rate', () => {
    expect(kidsPriceMinor(59_900, 3, null)).toBe(179_700);
  });

  it('is free at rate 0 and for no kids', () => {
    expect(kidsPriceMinor(59_900, 2, 0)).toBe(0);
    expect(kidsPriceMinor(59_900, 0, 50)).toBe(0);
    expect(kidsPriceMinor(59_900, 0, null)).toBe(0);
  });

  it('rounds once, half up, to the minor unit', () => {
    // S$5.05 at 50 %: 252.5 → 253 for one kid; 3 kids 757.5 → 758 (not 3 × 253 = 759).
    expect(kidsPriceMinor(505, 1, 50)).toBe(253);
    expect(kidsPriceMinor(505, 3, 50)).toBe(758);
    expect(kidsPriceMinor(333, 1, 60)).toBe(200); // 199.8
  });

  it('refuses nonsense inputs', () => {
    expect(() => kidsPriceMinor(-1, 1, 50)).toThrow(RangeError);
    expect(() => kidsPriceMinor(10.5, 1, 50)).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, -1, 50)).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, 1.5, null)).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, 1, 101)).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, 1, -5)).toThrow(RangeError);
    expect(() => kidsPriceMinor(100, 1, Number.NaN)).toThrow(RangeError);
  });
});
