import { describe, expect, it } from 'vitest';
import { isValidIsoDate, isValidLockResponse, validateLockPayload } from '@/domain/booking/lock-payload';

const good = {
  date: '2025-02-28',
  restaurantId: 12,
  startTime: '18:30',
  adult: 2,
  kids: 0,
  packages: [{ id: 1, quantity: 2, menus: [] }],
};

describe('validateLockPayload', () => {
  it('accepts a complete payload (restaurantId as number or digit string)', () => {
    expect(validateLockPayload(good)).toEqual({ ok: true, value: good });
    expect(validateLockPayload({ ...good, restaurantId: '12' }).ok).toBe(true);
    expect(validateLockPayload({ ...good, packages: [] }).ok).toBe(true);
  });

  it.each([
    ['date', { date: '2025-02-30' }, 'date format is wrong'],
    ['date', { date: '28/02/2025' }, 'date format is wrong'],
    ['date', { date: undefined }, 'date format is wrong'],
    ['restaurantId', { restaurantId: '' }, 'restaurantId format is wrong'],
    ['restaurantId', { restaurantId: 'abc' }, 'restaurantId format is wrong'],
    ['restaurantId', { restaurantId: 0 }, 'restaurantId format is wrong'],
    ['restaurantId', { restaurantId: 1.5 }, 'restaurantId format is wrong'],
    ['restaurantId', { restaurantId: null }, 'restaurantId format is wrong'],
    ['startTime', { startTime: '' }, 'startTime format is wrong'],
    ['startTime', { startTime: '24:00' }, 'startTime format is wrong'],
    ['startTime', { startTime: 1830 }, 'startTime format is wrong'],
    ['adult', { adult: '2' }, 'adult format is wrong'],
    ['adult', { adult: -1 }, 'adult format is wrong'],
    ['kids', { kids: null }, 'kids format is wrong'],
    ['kids', { kids: 0.5 }, 'kids format is wrong'],
    ['packages', { packages: {} }, 'packages format is wrong'],
    ['packages', { packages: undefined }, 'packages format is wrong'],
  ])('refuses a bad %s (%j)', (field, patch, error) => {
    expect(validateLockPayload({ ...good, ...patch })).toEqual({ ok: false, field, error });
  });

  it('reports the first failing field, in the order date, restaurantId, startTime, adult, kids, packages', () => {
    expect(validateLockPayload({})).toMatchObject({ field: 'date' });
    expect(validateLockPayload({ ...good, adult: 'x', kids: 'y' })).toMatchObject({ field: 'adult' });
  });
});

describe('isValidIsoDate', () => {
  it('knows leap years and refuses non-strings', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2025-13-01')).toBe(false);
    expect(isValidIsoDate(20250101)).toBe(false);
  });
});

describe('isValidLockResponse', () => {
  it('needs a numeric tmpReservationId and a non-empty expiredAt', () => {
    expect(isValidLockResponse({ tmpReservationId: 5, expiredAt: '2025-01-01T10:10:00+07:00' })).toBe(true);
    expect(isValidLockResponse({ tmpReservationId: '5', expiredAt: 'x' })).toBe(false);
    expect(isValidLockResponse({ tmpReservationId: Number.NaN, expiredAt: 'x' })).toBe(false);
    expect(isValidLockResponse({ tmpReservationId: 5, expiredAt: ' ' })).toBe(false);
    expect(isValidLockResponse({ tmpReservationId: 5 })).toBe(false);
    expect(isValidLockResponse(null)).toBe(false);
    expect(isValidLockResponse('ok')).toBe(false);
  });
});
