import { describe, expect, it } from 'vitest';
import {
  checkRedemption,
  clampRedemption,
  maxRedeemablePoints,
  redemptionAmountMinor,
  redemptionPayload,
  POINTS_MARKER,
  type PointsRatio,
} from '@/domain/loyalty/points-redemption';

// 10 points are ฿1; at least 20 points; points pay at most half of the total.
const ratio: PointsRatio = { points: 10, amountMinor: 100, minPoints: 20, maxSharePercent: 50 };

describe('redemptionAmountMinor', () => {
  it('is the number of steps times the amount of one step', () => {
    expect(redemptionAmountMinor(0, ratio)).toBe(0);
    expect(redemptionAmountMinor(150, ratio)).toBe(1500);
  });
});

describe('maxRedeemablePoints', () => {
  it('is capped by the balance, in whole steps', () => {
    expect(maxRedeemablePoints(155, ratio, 100_000)).toBe(150);
  });
  it('is capped by the share of the total', () => {
    // ฿30 total: at most ฿15, i.e. 150 points.
    expect(maxRedeemablePoints(1000, ratio, 3000)).toBe(150);
    // ฿30.50: half is 1525 satang, 15 whole steps.
    expect(maxRedeemablePoints(1000, ratio, 3050)).toBe(150);
  });
  it('is 0 below the minimum, with no balance, or nothing to pay', () => {
    expect(maxRedeemablePoints(15, ratio, 100_000)).toBe(0);
    expect(maxRedeemablePoints(1000, ratio, 300)).toBe(0);
    expect(maxRedeemablePoints(0, ratio, 100_000)).toBe(0);
    expect(maxRedeemablePoints(-50, ratio, 100_000)).toBe(0);
    expect(maxRedeemablePoints(1000, ratio, 0)).toBe(0);
  });
  it('never lets points pay the whole total', () => {
    for (const total of [1, 99, 100, 101, 4000, 123_457]) {
      const max = maxRedeemablePoints(1_000_000, ratio, total);
      expect(redemptionAmountMinor(max, ratio)).toBeLessThan(total);
    }
  });
});

describe('checkRedemption', () => {
  it('accepts zero as no redemption', () => {
    expect(checkRedemption(0, 0, ratio, 0)).toEqual({ kind: 'ok', points: 0, amountMinor: 0 });
  });
  it('accepts a valid request and prices it', () => {
    expect(checkRedemption(100, 150, ratio, 10_000)).toEqual({ kind: 'ok', points: 100, amountMinor: 1000 });
  });
  it('refuses fractions and negatives', () => {
    expect(checkRedemption(10.5, 150, ratio, 10_000)).toMatchObject({ kind: 'refused', reason: 'notWhole' });
    expect(checkRedemption(-10, 150, ratio, 10_000)).toMatchObject({ kind: 'refused', reason: 'notWhole' });
  });
  it('refuses below the minimum and off the step', () => {
    expect(checkRedemption(10, 150, ratio, 10_000)).toMatchObject({ kind: 'refused', reason: 'belowMinimum' });
    expect(checkRedemption(25, 150, ratio, 10_000)).toMatchObject({ kind: 'refused', reason: 'notMultiple' });
  });
  it('refuses more than the balance, saying what could be taken', () => {
    expect(checkRedemption(200, 150, ratio, 100_000)).toEqual({ kind: 'refused', reason: 'overBalance', maxPoints: 150 });
  });
  it('refuses more than the share of the total', () => {
    expect(checkRedemption(200, 1000, ratio, 3000)).toEqual({ kind: 'refused', reason: 'overLimit', maxPoints: 150 });
  });
});

describe('clampRedemption', () => {
  it('steps down and caps at the maximum', () => {
    expect(clampRedemption(37, 150, ratio, 100_000)).toBe(30);
    expect(clampRedemption(999, 150, ratio, 100_000)).toBe(150);
    expect(clampRedemption(999, 1000, ratio, 3000)).toBe(150);
  });
  it('is 0 below the minimum or for nonsense', () => {
    expect(clampRedemption(15, 150, ratio, 100_000)).toBe(0);
    expect(clampRedemption(Number.NaN, 150, ratio, 100_000)).toBe(0);
    expect(clampRedemption(-5, 150, ratio, 100_000)).toBe(0);
  });
  it('always gives what checkRedemption accepts', () => {
    for (const [req, bal, total] of [
      [37, 150, 100_000],
      [999, 1000, 3000],
      [500, 75, 999],
      [20, 20, 41],
    ] as const) {
      expect(checkRedemption(clampRedemption(req, bal, ratio, total), bal, ratio, total).kind).toBe('ok');
    }
  });
});

describe('redemptionPayload', () => {
  const choice = { pointsToRedeem: 50, amountToRedeem: 5, adaptivePointsRatioId: 1 };
  it("is a member's points above zero, with the voucher code replaced by the points marker", () => {
    expect(redemptionPayload(choice, true)).toEqual({
      redeemedPoints: 50,
      redeemedAmount: 5,
      adaptivePointsRatioId: 1,
      voucherCode: POINTS_MARKER,
    });
    expect(POINTS_MARKER).toBe('REDEEMCODE');
  });
  it('is nothing for a guest, for zero points, or without a ratio', () => {
    expect(redemptionPayload(choice, false)).toBeNull();
    expect(redemptionPayload({ ...choice, pointsToRedeem: 0 }, true)).toBeNull();
    expect(redemptionPayload({ ...choice, adaptivePointsRatioId: null }, true)).toBeNull();
  });
});
