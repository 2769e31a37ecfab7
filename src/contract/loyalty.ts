import { z } from 'zod';
import { answerOf, pageOf, resourceOf } from './answer';
import { refusal } from './refusal';

/**
 * Points and loyalty levels (docs/decisions/0029-points-and-loyalty.md), camelCase as both sides see them.
 * Money is in major units (baht) as the profile shows it; dates are ISO instants.
 */

/** Entries per page of the point history. */
export const POINTS_HISTORY_PAGE_SIZE = 10;

/** A level in the language asked for: what reaches it and what it gives. */
export const loyaltyLevelSchema = resourceOf(
  'loyalty_levels',
  z.object({
    rank: z.number().int(),
    name: z.string(),
    /** Completed reservations in the qualifying window that reach the level… */
    minReservations: z.number().int().nonnegative(),
    /** …or the spend (baht) that does. */
    minSpend: z.number().nonnegative(),
    benefits: z.array(z.string()),
  }),
);
export type LoyaltyLevel = z.infer<typeof loyaltyLevelSchema>;
export const loyaltyLevelsAnswerSchema = answerOf(z.array(loyaltyLevelSchema));

/** The loyalty part of the member's profile (GET /users.json), computed from the ledger and reservations. */
export const loyaltyProfileSchema = z.object({
  /** The balance: the sum of the member's ledger. */
  points: z.number().int(),
  /** Completed reservations and their spend (baht) within the qualifying window. */
  totalReservation: z.number().int().nonnegative(),
  totalSpend: z.number().nonnegative(),
  loyaltyLevel: z.string(),
  loyaltyLevelId: z.number().int(),
  /** When the level lapses unless the member books again; null for the starting level. */
  loyaltyLevelExpiryDate: z.string().nullable(),
  /** When the level was reached; null for the starting level. */
  startDateLevel: z.string().nullable(),
  /** 0–100 toward the next level, on each threshold. */
  progressTotalReservations: z.number().int().min(0).max(100),
  progressTotalSpend: z.number().int().min(0).max(100),
  bookingToNextTier: z.number().int().nonnegative(),
  spendToNextTier: z.number().nonnegative(),
  /** The next level's name; null at the top. */
  nextLoyaltyLevel: z.string().nullable(),
  /** The next date some points expire, and how many then; null when none will. */
  pointsExpiryDate: z.string().nullable(),
  pointsExpiring: z.number().int().nonnegative(),
});
export type LoyaltyProfile = z.infer<typeof loyaltyProfileSchema>;

/** `page` is 1-based; a page past the end is simply empty. */
export const pointsHistoryQuerySchema = z.object({
  page: z.coerce
    .number({ error: refusal('invalidPage', { field: 'page' }) })
    .int(refusal('invalidPage', { field: 'page' }))
    .min(1, refusal('invalidPage', { field: 'page' }))
    .max(100_000, refusal('invalidPage', { field: 'page' }))
    .default(1),
});

/** One ledger row, newest first: what happened, how many points (signed) and for which booking. */
export const pointEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['earned', 'redeemed', 'expired', 'adjusted']),
  points: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** The booking's reference and restaurant, when the row is about one. */
  reservationReference: z.string().nullable(),
  restaurantName: z.string().nullable(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

export const pointsHistoryPageSchema = pageOf(pointEntrySchema);
export type PointsHistoryPage = z.infer<typeof pointsHistoryPageSchema>;

/** The restaurant's step that completes a visit (local and test runs: the operator's secret). */
export const reservationCompletedSchema = z.object({
  reference: z.string(),
  completedAt: z.string(),
  earnedPoints: z.number().int().nonnegative(),
});
export type ReservationCompleted = z.infer<typeof reservationCompletedSchema>;

/**
 * A points-to-money ratio (GET /adaptive_points_ratios.json, decision 0034): `points` points are worth
 * `amount` (major units of `currency`) off a booking, in multiples of `points`, at least `minPoints`, for at
 * most `maxSharePercent` of the total. The booking sends the id of the one it used.
 */
export const pointsRatioSchema = z.object({
  id: z.number().int(),
  points: z.number().int().positive(),
  amount: z.number().positive(),
  currency: z.enum(['THB', 'SGD']),
  minPoints: z.number().int().nonnegative(),
  maxSharePercent: z.number().int().min(1).max(99),
});
export type PointsRatioView = z.infer<typeof pointsRatioSchema>;
export const pointsRatiosAnswerSchema = answerOf(z.array(pointsRatioSchema));
