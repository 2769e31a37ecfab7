import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Language } from '@/contract/envelope';
import {
  POINTS_HISTORY_PAGE_SIZE,
  type LoyaltyLevel,
  type LoyaltyProfile,
  type PointsHistoryPage,
} from '@/contract/loyalty';
import { loyaltyStanding } from '@/domain/loyalty/loyalty-standing';
import { nextPointsExpiry, pointBalance, pointsToExpire, type PointEntry } from '@/domain/loyalty/point-balance';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { reservations } from '../../db/schema/booking';
import { loyaltyLevels, pointLedger } from '../../db/schema/loyalty';
import { restaurants } from '../../db/schema/restaurants';
import type { AuthUser } from '../../http/auth';
import { pageLinks } from '../../http/page-links';

/**
 * Every query is scoped by the caller's own user id (the token's), never by an id the request names
 * (tests/server/loyalty/points.test.ts). The ledger is only ever inserted into.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type LevelRow = typeof loyaltyLevels.$inferSelect;

const nowOf = (ctx: ServerContext): Date => ctx.now?.() ?? new Date();
const baht = (minor: number): number => minor / 100;

async function levelRows(db: Database | Tx): Promise<LevelRow[]> {
  return db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.rank));
}

const levelName = (row: LevelRow, lang: Language): string => (lang === 'th' ? row.nameTh : row.nameEn);

export async function listLevels(ctx: ServerContext, lang: Language): Promise<LoyaltyLevel[]> {
  return (await levelRows(ctx.db)).map((row) => ({
    id: String(row.id),
    type: 'loyalty_levels' as const,
    attributes: {
      rank: row.rank,
      name: levelName(row, lang),
      minReservations: row.minReservations,
      minSpend: baht(row.minSpendMinor),
      benefits: lang === 'th' ? row.benefitsTh : row.benefitsEn,
    },
  }));
}

/** The member's ledger as the rules read it; a positive adjustment tied to a booking is that booking's points coming back. */
export async function ledgerEntries(db: Database | Tx, userId: number): Promise<PointEntry[]> {
  const rows = await db
    .select({
      kind: pointLedger.kind,
      points: pointLedger.points,
      expiresAt: pointLedger.expiresAt,
      reservationId: pointLedger.reservationId,
    })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId));
  return rows.map((r) => ({
    kind: r.kind as PointEntry['kind'],
    points: r.points,
    expiresAt: r.expiresAt,
    returnsRedemption: r.kind === 'adjusted' && r.points > 0 && r.reservationId !== null,
  }));
}

/**
 * Writes off the member's points that expired by `now` as one `expired` row, and answers the ledger after
 * it. Done when the member's points are read (profile, history), under a lock on the member's row so two
 * reads at once write it once; a balance is therefore never shown with expired points in it.
 */
export async function settleExpiredPoints(ctx: ServerContext, userId: number, now: Date): Promise<PointEntry[]> {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const entries = await ledgerEntries(tx, userId);
    const due = pointsToExpire(entries, now);
    if (due <= 0) return entries;
    await tx.insert(pointLedger).values({ userId, kind: 'expired', points: -due, createdAt: now });
    return [...entries, { kind: 'expired', points: -due, expiresAt: null }];
  });
}

/** Only THB bookings count toward spend: levels are set in baht. */
async function completions(db: Database, userId: number): Promise<{ at: Date; spendMinor: number }[]> {
  const rows = await db
    .select({ at: reservations.completedAt, total: reservations.totalMinor, currency: reservations.currency })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), isNotNull(reservations.completedAt)));
  return rows.flatMap((r) => (r.at ? [{ at: r.at, spendMinor: r.currency === 'THB' ? r.total : 0 }] : []));
}

/** The loyalty part of GET /users.json, from the member's ledger and completed reservations. */
export async function loyaltyProfileOf(ctx: ServerContext, userId: number, lang: Language): Promise<LoyaltyProfile> {
  const now = nowOf(ctx);
  const entries = await settleExpiredPoints(ctx, userId, now);
  const [levels, visits] = await Promise.all([levelRows(ctx.db), completions(ctx.db, userId)]);
  const s = loyaltyStanding(levels, visits, now);
  const expiry = nextPointsExpiry(entries, now);
  return {
    points: pointBalance(entries),
    totalReservation: s.totalReservations,
    totalSpend: baht(s.totalSpendMinor),
    loyaltyLevel: levelName(s.level, lang),
    loyaltyLevelId: s.level.id,
    loyaltyLevelExpiryDate: s.expiryDate?.toISOString() ?? null,
    startDateLevel: s.startDate?.toISOString() ?? null,
    progressTotalReservations: s.progressTotalReservations,
    progressTotalSpend: s.progressTotalSpend,
    bookingToNextTier: s.bookingToNextTier,
    spendToNextTier: baht(s.spendToNextTierMinor),
    nextLoyaltyLevel: s.next ? levelName(s.next, lang) : null,
    pointsExpiryDate: expiry?.date.toISOString() ?? null,
    pointsExpiring: expiry?.points ?? 0,
  };
}

/** The member's ledger, newest first, a page at a time. */
export async function pointsHistory(
  ctx: ServerContext,
  user: AuthUser,
  page: number,
  lang: Language,
  requestUrl: string,
): Promise<PointsHistoryPage> {
  await settleExpiredPoints(ctx, user.id, nowOf(ctx));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        id: pointLedger.id,
        kind: pointLedger.kind,
        points: pointLedger.points,
        createdAt: pointLedger.createdAt,
        expiresAt: pointLedger.expiresAt,
        reference: reservations.reference,
        nameEn: restaurants.nameEn,
        nameTh: restaurants.nameTh,
      })
      .from(pointLedger)
      .leftJoin(reservations, eq(reservations.id, pointLedger.reservationId))
      .leftJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
      .where(eq(pointLedger.userId, user.id))
      .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
      .limit(POINTS_HISTORY_PAGE_SIZE)
      .offset((page - 1) * POINTS_HISTORY_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(pointLedger).where(eq(pointLedger.userId, user.id)),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind as PointEntry['kind'],
      points: r.points,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt?.toISOString() ?? null,
      reservationReference: r.reference,
      restaurantName: (lang === 'th' ? r.nameTh : r.nameEn) ?? null,
    })),
    links: pageLinks(requestUrl, { number: page, size: POINTS_HISTORY_PAGE_SIZE }, total, 'page'),
    meta: { total },
  };
}
