import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { reservations } from './booking';

/**
 * The loyalty levels a member climbs (docs/decisions/0029-points-and-loyalty.md). A level is reached by
 * EITHER threshold over the qualifying window: enough completed reservations, or enough spend (minor units,
 * THB). Rank 1 is the level every member starts at (both thresholds 0). Seeded by migration 0021.
 */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rank: smallint('rank').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    minReservations: integer('min_reservations').notNull(),
    minSpendMinor: integer('min_spend_minor').notNull(),
    /** What the level gives, one line each. */
    benefitsEn: text('benefits_en').array().notNull(),
    benefitsTh: text('benefits_th').array().notNull(),
  },
  (t) => [check('loyalty_levels_thresholds_check', sql`${t.minReservations} >= 0 and ${t.minSpendMinor} >= 0`)],
);

/**
 * The points ledger: append-only, the ONLY source of a member's balance (the sum of `points`). Earned rows
 * are positive and carry when they expire; redeemed and expired rows are negative; adjusted may be either.
 * A database trigger refuses UPDATE; rows leave only with their member (account deletion).
 * One earned row per reservation at most (the partial unique index), so completing twice earns once.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** earned | redeemed | expired | adjusted. */
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('point_ledger_kind_check', sql`${t.kind} in ('earned', 'redeemed', 'expired', 'adjusted')`),
    check(
      'point_ledger_sign_check',
      sql`(${t.kind} = 'earned' and ${t.points} > 0 and ${t.expiresAt} is not null)
        or (${t.kind} in ('redeemed', 'expired') and ${t.points} < 0)
        or (${t.kind} = 'adjusted' and ${t.points} <> 0)`,
    ),
    uniqueIndex('point_ledger_earned_once_idx').on(t.reservationId).where(sql`${t.kind} = 'earned'`),
    // Points redeemed on a booking: taken once, and given back once when it is cancelled (decision 0034).
    uniqueIndex('point_ledger_redeemed_once_idx').on(t.reservationId).where(sql`${t.kind} = 'redeemed'`),
    uniqueIndex('point_ledger_returned_once_idx')
      .on(t.reservationId)
      .where(sql`${t.kind} = 'adjusted' and ${t.points} > 0 and ${t.reservationId} is not null`),
    index('point_ledger_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * How points turn into money at step 5 (docs/decisions/0034-points-redemption.md): `points` points are
 * worth `amount_minor` off a booking in `currency`, redeemed in multiples of `points`, at least
 * `min_points`, paying at most `max_share_percent` of the total (below 100, so something is always left to
 * pay). Configuration rows seeded by migration 0023; the reservation names the one it used.
 */
export const adaptivePointsRatios = pgTable(
  'adaptive_points_ratios',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    points: integer('points').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    minPoints: integer('min_points').notNull(),
    maxSharePercent: smallint('max_share_percent').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check(
      'adaptive_points_ratios_values_check',
      sql`${t.points} > 0 and ${t.amountMinor} > 0 and ${t.minPoints} >= 0
        and ${t.maxSharePercent} between 1 and 99 and ${t.currency} in ('THB', 'SGD')`,
    ),
  ],
);
