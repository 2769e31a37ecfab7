import { describe, expect, it } from 'vitest';
import { packageTypeCodes } from '@/contract/catalogue-constants';
import { bookingMethodFor, packagePreferenceFor, typeCodesOf } from '@/domain/booking/booking-method';

describe('bookingMethodFor', () => {
  it('is delivery/pick up for hah and dine in for every other type', () => {
    expect(bookingMethodFor('hah')).toBe('delivery_pick_up');
    for (const code of packageTypeCodes.filter((c) => c !== 'hah')) expect(bookingMethodFor(code)).toBe('dine_in');
  });
});

describe('packagePreferenceFor', () => {
  it('maps hah to delivery, xp to experience, the rest to dine in', () => {
    expect(packagePreferenceFor('hah')).toBe('delivery');
    expect(packagePreferenceFor('xp')).toBe('experience');
    for (const code of ['ayce', 'bfp', 'pp', 'hs', 'sm'] as const) expect(packagePreferenceFor(code)).toBe('dine_in');
  });
});

describe('typeCodesOf', () => {
  it('lists the package types of each kind, every type in exactly one kind', () => {
    expect(typeCodesOf('delivery')).toEqual(['hah']);
    expect(typeCodesOf('experience')).toEqual(['xp']);
    expect(typeCodesOf('dine_in')).toEqual(['ayce', 'bfp', 'pp', 'hs', 'sm']);
    const all = [...typeCodesOf('dine_in'), ...typeCodesOf('delivery'), ...typeCodesOf('experience')];
    expect(all.sort()).toEqual([...packageTypeCodes].sort());
  });
});
