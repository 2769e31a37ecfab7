import { addMonths } from './add-months';

/** Earned points last this many months; then what is left of them expires. */
export const POINTS_VALIDITY_MONTHS = 12;

export type PointKind = 'earned' | 'redeemed' | 'expired' | 'adjusted';

/** One row of the points ledger as the rules need it. */
export interface PointEntry {
  kind: PointKind;
  /** Signed: earned is positive, redeemed and expired are negative, adjusted either. */
  points: number;
  /** When earned points stop counting; null on every other row (a positive adjustment never expires). */
  expiresAt: Date | null;
  /**
   * The points of a cancelled or unpaid booking coming back: this undoes that booking's debit, so the
   * points return to the credits they were taken from and keep those credits' expiry (a return is never
   * a new credit that outlives them).
   */
  returnsRedemption?: boolean;
}

/** When points earned at `earnedAt` expire. */
export function pointsExpiryOf(earnedAt: Date): Date {
  return addMonths(earnedAt, POINTS_VALIDITY_MONTHS);
}

/** The balance is the sum of the ledger, nothing else. */
export function pointBalance(entries: readonly PointEntry[]): number {
  return entries.reduce((sum, e) => sum + e.points, 0);
}

interface Lot {
  expiresAt: Date | null;
  left: number;
}

/**
 * What is left of each credit after every debit (redeemed, expired, negative adjusted; less what came
 * back from cancelled bookings) is taken from the credit that expires first: spending uses the points closest to expiry, so a member loses as little as
 * possible. Credits that never expire are used last.
 */
function remainingLots(entries: readonly PointEntry[]): Lot[] {
  const lots: Lot[] = entries
    .filter((e) => e.points > 0 && !e.returnsRedemption)
    .map((e) => ({ expiresAt: e.kind === 'earned' ? e.expiresAt : null, left: e.points }))
    .sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity));
  const returned = entries.filter((e) => e.returnsRedemption).reduce((sum, e) => sum + e.points, 0);
  let debit = -entries.filter((e) => e.points < 0).reduce((sum, e) => sum + e.points, 0) - returned;
  for (const lot of lots) {
    if (debit <= 0) break;
    const used = Math.min(lot.left, debit);
    lot.left -= used;
    debit -= used;
  }
  return lots;
}

/**
 * The points that have expired by `now` and are not yet written off: an `expired` row of minus this
 * amount makes the ledger right (and asking again then answers 0).
 */
export function pointsToExpire(entries: readonly PointEntry[], now: Date): number {
  return remainingLots(entries)
    .filter((lot) => lot.expiresAt !== null && lot.expiresAt.getTime() <= now.getTime())
    .reduce((sum, lot) => sum + lot.left, 0);
}

/** The next date some of the balance expires, and how many points then; null when nothing will. */
export function nextPointsExpiry(entries: readonly PointEntry[], now: Date): { date: Date; points: number } | null {
  const ahead = remainingLots(entries).filter(
    (lot): lot is { expiresAt: Date; left: number } =>
      lot.left > 0 && lot.expiresAt !== null && lot.expiresAt.getTime() > now.getTime(),
  );
  const first = ahead[0];
  if (!first) return null;
  const points = ahead
    .filter((lot) => lot.expiresAt.getTime() === first.expiresAt.getTime())
    .reduce((sum, lot) => sum + lot.left, 0);
  return { date: first.expiresAt, points };
}
