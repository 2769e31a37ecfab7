import { and, asc, eq } from 'drizzle-orm';
import type { PointsRatioView } from '@/contract/loyalty';
import { pointBalance, pointsToExpire } from '@/domain/loyalty/point-balance';
import { checkRedemption, type PointsRatio, type RedemptionRefusal } from '@/domain/loyalty/points-redemption';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { adaptivePointsRatios, pointLedger } from '../../db/schema/loyalty';
import { AppError } from '../../http/app-error';
import type { MessageKey } from '../../messages/messages';
import type { AuthUser } from '../../http/auth';
import { ledgerEntries } from './loyalty-service';

/**
 * Points redemption on the server (docs/decisions/0034-points-redemption.md). The amount is always ours:
 * the ratio row and the shared rule give it, and the member's ledger, read under a lock on the member's
 * row inside the reservation's transaction, decides whether the points are there.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export interface RatioRow extends PointsRatio {
  id: number;
  currency: string;
}

/** The answer of GET /adaptive_points_ratios.json: the active ratios, oldest first. */
export async function listPointsRatios(db: Db): Promise<PointsRatioView[]> {
  const rows = await db
    .select()
    .from(adaptivePointsRatios)
    .where(eq(adaptivePointsRatios.active, true))
    .orderBy(asc(adaptivePointsRatios.id));
  return rows.map((r) => ({
    id: r.id,
    points: r.points,
    amount: r.amountMinor / 100,
    currency: r.currency === 'SGD' ? ('SGD' as const) : ('THB' as const),
    minPoints: r.minPoints,
    maxSharePercent: r.maxSharePercent,
  }));
}

/**
 * The ratio a booking redeems at: the one named, which must be active and in the restaurant's currency;
 * an older client naming none gets the active ratio of that currency.
 */
export async function ratioFor(db: Db, ratioId: number | null | undefined, currency: string): Promise<RatioRow> {
  const rows = await db
    .select()
    .from(adaptivePointsRatios)
    .where(
      and(
        eq(adaptivePointsRatios.active, true),
        eq(adaptivePointsRatios.currency, currency),
        ...(ratioId == null ? [] : [eq(adaptivePointsRatios.id, ratioId)]),
      ),
    )
    .orderBy(asc(adaptivePointsRatios.id))
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError(422, 'pointsRatioNotFound', {}, { field: 'reservation.adaptivePointsRatioId' });
  return row;
}

const REFUSAL_MESSAGES: Record<RedemptionRefusal, MessageKey> = {
  notWhole: 'pointsNotWhole',
  belowMinimum: 'pointsBelowMinimum',
  notMultiple: 'pointsNotMultiple',
  overBalance: 'pointsOverBalance',
  overLimit: 'pointsOverLimit',
};

/** What the checks before any lock can say: a guest cannot redeem, and the request must fit the ratio. */
export function redemptionAmountBeforeLock(
  user: AuthUser | null,
  points: number,
  ratio: RatioRow,
  totalMinor: number,
  field: string,
): number {
  if (points === 0) return 0;
  if (!user) throw new AppError(422, 'pointsNeedMember', {}, { field });
  // The balance is checked under the lock; here only the ratio's own rules and the share of the total.
  return refusedOrAmount(checkRedemption(points, Number.MAX_SAFE_INTEGER, ratio, totalMinor), ratio, field);
}

function refusedOrAmount(check: ReturnType<typeof checkRedemption>, ratio: RatioRow, field: string): number {
  if (check.kind === 'ok') return check.amountMinor;
  throw new AppError(
    422,
    REFUSAL_MESSAGES[check.reason],
    { minPoints: Math.max(ratio.minPoints, ratio.points), step: ratio.points, maxPoints: check.maxPoints },
    { field },
  );
}

/**
 * The member's balance as it may be spent, under a lock on the member's row held until the caller's
 * transaction ends: points that have expired by `now` are written off first (as settling on read does),
 * so nobody spends expired points and two bookings at once see each other's debits.
 */
export async function lockedSpendableBalance(tx: Tx, userId: number, now: Date): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const entries = await ledgerEntries(tx, userId);
  const due = pointsToExpire(entries, now);
  if (due > 0) await tx.insert(pointLedger).values({ userId, kind: 'expired', points: -due, createdAt: now });
  return pointBalance(entries) - due;
}

/** The member's spendable balance for a quote (no lock, nothing written: a quote changes nothing). */
export async function spendableBalance(db: Db, userId: number, now: Date): Promise<number> {
  const entries = await ledgerEntries(db, userId);
  return pointBalance(entries) - pointsToExpire(entries, now);
}

/** The exact check with the member's balance; answers the amount or refuses (nothing is written then). */
export function redemptionAmount(points: number, balance: number, ratio: RatioRow, totalMinor: number, field: string): number {
  return refusedOrAmount(checkRedemption(points, balance, ratio, totalMinor), ratio, field);
}

/** The redeemed row of a reservation; once per reservation (point_ledger_redeemed_once_idx). */
export async function insertRedeemed(tx: Tx, userId: number, reservationId: number, points: number, now: Date): Promise<void> {
  await tx.insert(pointLedger).values({ userId, kind: 'redeemed', points: -points, reservationId, createdAt: now });
}

/**
 * A cancelled reservation gives its redeemed points back as one positive `adjusted` row tied to it. The
 * partial unique index allows one such row per reservation, so however many paths cancel it (the member,
 * a failed or expired payment), the points come back once.
 */
export async function returnRedeemedPoints(tx: Tx, reservationId: number, now: Date): Promise<number> {
  const [redeemed] = await tx
    .select({ userId: pointLedger.userId, points: pointLedger.points })
    .from(pointLedger)
    .where(and(eq(pointLedger.reservationId, reservationId), eq(pointLedger.kind, 'redeemed')));
  if (!redeemed) return 0;
  const inserted = await tx
    .insert(pointLedger)
    .values({ userId: redeemed.userId, kind: 'adjusted', points: -redeemed.points, reservationId, createdAt: now })
    .onConflictDoNothing()
    .returning({ points: pointLedger.points });
  return inserted[0]?.points ?? 0;
}
