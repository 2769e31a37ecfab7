import { describe, expect, it } from 'vitest';
import { loyaltyStanding, QUALIFYING_MONTHS, type Completion } from '@/domain/loyalty/loyalty-standing';

const LEVELS = [
  { id: 11, rank: 2, minReservations: 5, minSpendMinor: 1_000_000 },
  { id: 10, rank: 1, minReservations: 0, minSpendMinor: 0 },
  { id: 12, rank: 3, minReservations: 15, minSpendMinor: 4_000_000 },
];
const now = new Date('2026-11-26T12:00:00Z');
const visit = (iso: string, spendMinor = 100_000): Completion => ({ at: new Date(iso), spendMinor });

describe('loyaltyStanding', () => {
  it('starts a member with nothing at the lowest level, with the way to the next', () => {
    const s = loyaltyStanding(LEVELS, [], now);
    expect(s.level.id).toBe(10);
    expect(s.next?.id).toBe(11);
    expect(s).toMatchObject({
      totalReservations: 0,
      totalSpendMinor: 0,
      progressTotalReservations: 0,
      progressTotalSpend: 0,
      bookingToNextTier: 5,
      spendToNextTierMinor: 1_000_000,
      startDate: null,
      expiryDate: null,
    });
  });

  it('measures progress on both thresholds, as whole percents', () => {
    const s = loyaltyStanding(LEVELS, [visit('2026-10-01', 250_000), visit('2026-11-01', 100_000)], now);
    expect(s.level.id).toBe(10);
    expect(s).toMatchObject({
      totalReservations: 2,
      totalSpendMinor: 350_000,
      progressTotalReservations: 40,
      progressTotalSpend: 35,
      bookingToNextTier: 3,
      spendToNextTierMinor: 650_000,
    });
  });

  it('reaches a level with EITHER threshold, from the completion that crossed it, until it leaves the window', () => {
    const s = loyaltyStanding(LEVELS, [visit('2026-03-10', 600_000), visit('2026-04-10', 500_000)], now);
    expect(s.level.id).toBe(11);
    expect(s.next?.id).toBe(12);
    expect(s.startDate).toEqual(new Date('2026-04-10'));
    // Without the March visit the spend falls below Gold: the level lapses when it leaves the window.
    expect(s.expiryDate).toEqual(new Date(`2027-03-10T00:00:00.000Z`));
    expect(s.bookingToNextTier).toBe(13);
  });

  it(`counts only the last ${QUALIFYING_MONTHS} months`, () => {
    const old = Array.from({ length: 6 }, (_, i) => visit(`2025-0${i + 1}-15`));
    const s = loyaltyStanding(LEVELS, [...old, visit('2026-11-01')], now);
    expect(s.totalReservations).toBe(1);
    expect(s.level.id).toBe(10);
  });

  it('at the top level: full progress and nothing to go', () => {
    const s = loyaltyStanding(LEVELS, [visit('2026-05-01', 5_000_000)], now);
    expect(s.level.id).toBe(12);
    expect(s).toMatchObject({ next: null, progressTotalReservations: 100, progressTotalSpend: 100, bookingToNextTier: 0, spendToNextTierMinor: 0 });
  });
});
