import { addMonths } from './add-months';

/** Completed reservations count toward a level for this many months after they were completed. */
export const QUALIFYING_MONTHS = 12;

/** A level as the rules need it: reached with EITHER threshold. */
export interface LevelRule {
  id: number;
  rank: number;
  minReservations: number;
  minSpendMinor: number;
}

/** One completed reservation of the member. */
export interface Completion {
  at: Date;
  spendMinor: number;
}

export interface LoyaltyStanding<L extends LevelRule> {
  /** The highest level reached; the lowest rank when none is (every member has a level). */
  level: L;
  next: L | null;
  /** Completed reservations and spend within the qualifying window. */
  totalReservations: number;
  totalSpendMinor: number;
  /** 0–100, toward the next level on each threshold; 100 at the top level. */
  progressTotalReservations: number;
  progressTotalSpend: number;
  /** What is still missing for the next level on each threshold; 0 at the top level. */
  bookingToNextTier: number;
  spendToNextTierMinor: number;
  /** The completion that reached the level (null for the starting level). */
  startDate: Date | null;
  /** When the level is lost unless the member books again (null for the starting level). */
  expiryDate: Date | null;
}

const reaches = (rule: LevelRule, reservations: number, spendMinor: number): boolean =>
  reservations >= rule.minReservations || spendMinor >= rule.minSpendMinor;

const percent = (value: number, target: number): number =>
  target <= 0 ? 100 : Math.min(100, Math.floor((value / target) * 100));

/**
 * Where a member stands on `now`: the totals of the completions of the last QUALIFYING_MONTHS, the highest
 * level they reach, the progress to the next, when the level was reached and when it lapses (the day the
 * oldest completions leave the window so far that the level is no longer reached).
 */
export function loyaltyStanding<L extends LevelRule>(
  levels: readonly L[],
  completions: readonly Completion[],
  now: Date,
): LoyaltyStanding<L> {
  const ordered = [...levels].sort((a, b) => a.rank - b.rank);
  const lowest = ordered[0];
  if (!lowest) throw new Error('There is no loyalty level');
  const windowStart = addMonths(now, -QUALIFYING_MONTHS).getTime();
  const inWindow = completions
    .filter((c) => c.at.getTime() > windowStart && c.at.getTime() <= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const totalReservations = inWindow.length;
  const totalSpendMinor = inWindow.reduce((sum, c) => sum + c.spendMinor, 0);

  const reached = ordered.filter((l) => reaches(l, totalReservations, totalSpendMinor));
  const level = reached[reached.length - 1] ?? lowest;
  const next = ordered.find((l) => l.rank > level.rank) ?? null;

  let startDate: Date | null = null;
  let expiryDate: Date | null = null;
  if (level !== lowest) {
    let count = 0;
    let spend = 0;
    for (const c of inWindow) {
      count += 1;
      spend += c.spendMinor;
      if (reaches(level, count, spend)) {
        startDate = c.at;
        break;
      }
    }
    count = totalReservations;
    spend = totalSpendMinor;
    for (const c of inWindow) {
      count -= 1;
      spend -= c.spendMinor;
      if (!reaches(level, count, spend)) {
        expiryDate = addMonths(c.at, QUALIFYING_MONTHS);
        break;
      }
    }
  }

  return {
    level,
    next,
    totalReservations,
    totalSpendMinor,
    progressTotalReservations: next ? percent(totalReservations, next.minReservations) : 100,
    progressTotalSpend: next ? percent(totalSpendMinor, next.minSpendMinor) : 100,
    bookingToNextTier: next ? Math.max(0, next.minReservations - totalReservations) : 0,
    spendToNextTierMinor: next ? Math.max(0, next.minSpendMinor - totalSpendMinor) : 0,
    startDate,
    expiryDate,
  };
}
