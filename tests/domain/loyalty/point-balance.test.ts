import { describe, expect, it } from 'vitest';
import {
  POINTS_VALIDITY_MONTHS,
  nextPointsExpiry,
  pointBalance,
  pointsExpiryOf,
  pointsToExpire,
  type PointEntry,
} from '@/domain/loyalty/point-balance';

const at = (iso: string) => new Date(iso);
const earned = (points: number, expires: string): PointEntry => ({ kind: 'earned', points, expiresAt: at(expires) });
const debit = (kind: 'redeemed' | 'expired' | 'adjusted', points: number): PointEntry => ({ kind, points, expiresAt: null });

describe('pointBalance', () => {
  it('is the sum of the ledger rows, signs included', () => {
    expect(pointBalance([])).toBe(0);
    expect(
      pointBalance([earned(100, '2027-01-01'), debit('redeemed', -30), debit('adjusted', 5), debit('expired', -20)]),
    ).toBe(55);
  });
});

describe('pointsExpiryOf', () => {
  it(`is ${POINTS_VALIDITY_MONTHS} months after earning, clamped to the month's end`, () => {
    expect(pointsExpiryOf(at('2026-03-15T10:00:00Z')).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(pointsExpiryOf(at('2024-02-29T00:00:00Z')).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

describe('pointsToExpire', () => {
  const now = at('2026-06-01T00:00:00Z');

  it('expires what is left of lots past their date, spending the earliest-expiring first', () => {
    const rows = [earned(100, '2026-05-01'), earned(50, '2026-09-01'), debit('redeemed', -70)];
    // 70 redeemed came out of the first lot: 30 of it is left and has expired.
    expect(pointsToExpire(rows, now)).toBe(30);
    expect(pointBalance(rows)).toBe(80);
  });

  it('answers 0 once the expired row is written (asking again writes nothing)', () => {
    const rows = [earned(100, '2026-05-01'), earned(50, '2026-09-01'), debit('redeemed', -70), debit('expired', -30)];
    expect(pointsToExpire(rows, now)).toBe(0);
    expect(pointBalance(rows)).toBe(50);
  });

  it('expires nothing before the date, and exactly at it', () => {
    expect(pointsToExpire([earned(10, '2026-06-01T00:00:01Z')], now)).toBe(0);
    expect(pointsToExpire([earned(10, '2026-06-01T00:00:00Z')], now)).toBe(10);
  });

  it('never expires a positive adjustment', () => {
    expect(pointsToExpire([debit('adjusted', 40)], at('2099-01-01'))).toBe(0);
  });
});

describe('points coming back from a cancelled booking', () => {
  const returned = (points: number): PointEntry => ({ kind: 'adjusted', points, expiresAt: null, returnsRedemption: true });

  it('go back to the credits they came from and expire with them, never becoming permanent', () => {
    const ledger = [earned(100, '2027-01-01'), debit('redeemed', -60), returned(60)];
    expect(pointBalance(ledger)).toBe(100);
    expect(pointsToExpire(ledger, at('2026-12-31'))).toBe(0);
    expect(pointsToExpire(ledger, at('2027-01-01'))).toBe(100);
    expect(nextPointsExpiry(ledger, at('2026-12-01'))).toEqual({ date: at('2027-01-01'), points: 100 });
  });

  it('while a plain positive adjustment stays a credit that never expires', () => {
    const ledger = [earned(100, '2027-01-01'), debit('redeemed', -60), debit('adjusted', 60)];
    expect(pointsToExpire(ledger, at('2027-01-01'))).toBe(40);
  });
});

describe('nextPointsExpiry', () => {
  it('names the next date and the points left then, ignoring spent lots', () => {
    const rows = [earned(20, '2026-07-01'), earned(5, '2026-07-01'), earned(50, '2026-09-01'), debit('redeemed', -10)];
    expect(nextPointsExpiry(rows, at('2026-06-01'))).toEqual({ date: at('2026-07-01'), points: 15 });
    expect(nextPointsExpiry([earned(20, '2026-07-01'), debit('redeemed', -20)], at('2026-06-01'))).toBeNull();
    expect(nextPointsExpiry([], at('2026-06-01'))).toBeNull();
  });
});
