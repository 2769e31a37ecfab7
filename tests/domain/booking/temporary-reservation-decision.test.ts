import { describe, expect, it } from 'vitest';
import { decideTemporaryReservation, validateLockResponse } from '@/domain/booking/temporary-reservation-decision';

const now = Date.parse('2026-11-21T10:00:00+07:00');
const hold = (expiredAt: string) => ({ tmpReservationId: 5, expiredAt });

describe('decideTemporaryReservation', () => {
  it('creates when there is no hold', () => {
    expect(decideTemporaryReservation(null, now)).toBe('create');
    expect(decideTemporaryReservation(null, now, true)).toBe('create');
  });
  it('renews a live hold', () => {
    expect(decideTemporaryReservation(hold('2026-11-21T10:05:00+07:00'), now)).toBe('renew');
  });
  it('makes a fresh one when forced', () => {
    expect(decideTemporaryReservation(hold('2026-11-21T10:05:00+07:00'), now, true)).toBe('fresh');
  });
  it('makes a fresh one when expired, at the exact expiry, or when the expiry is unreadable', () => {
    expect(decideTemporaryReservation(hold('2026-11-21T09:59:59+07:00'), now)).toBe('fresh');
    expect(decideTemporaryReservation(hold('2026-11-21T10:00:00+07:00'), now)).toBe('fresh');
    expect(decideTemporaryReservation(hold('soon'), now)).toBe('fresh');
  });
});

describe('validateLockResponse', () => {
  it('accepts a numeric id and a non-empty expiry', () => {
    expect(validateLockResponse({ tmpReservationId: 7, expiredAt: '2026-11-21T10:10:00+07:00', extra: 1 })).toEqual({
      tmpReservationId: 7,
      expiredAt: '2026-11-21T10:10:00+07:00',
    });
  });
  it('rejects anything else', () => {
    expect(validateLockResponse(null)).toBeNull();
    expect(validateLockResponse('x')).toBeNull();
    expect(validateLockResponse({ tmpReservationId: '7', expiredAt: 'x' })).toBeNull();
    expect(validateLockResponse({ tmpReservationId: Number.NaN, expiredAt: 'x' })).toBeNull();
    expect(validateLockResponse({ tmpReservationId: 7, expiredAt: '' })).toBeNull();
    expect(validateLockResponse({ tmpReservationId: 7, expiredAt: '  ' })).toBeNull();
    expect(validateLockResponse({ tmpReservationId: 7 })).toBeNull();
  });
});
