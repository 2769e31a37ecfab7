import { describe, expect, it } from 'vitest';
import { packageTypeCodes } from '@/contract/catalogue';
import { bookingMethodFor, packagePreferenceFor } from '@/domain/booking/booking-method';

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
