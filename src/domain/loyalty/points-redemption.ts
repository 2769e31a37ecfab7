/**
 * Points redemption at step 5 (docs/decisions/0034-points-redemption.md). The same rules run in the
 * payment step (what the member may pick, the "use max" action) and on the server (what the reservation
 * really takes from the ledger); the server never takes the client's amount.
 */

/** A configured ratio: `points` points are worth `amountMinor` (satang) off the booking's total. */
export interface PointsRatio {
  /** The step: points are redeemed in whole multiples of it. */
  points: number;
  amountMinor: number;
  /** The fewest points one booking may redeem. */
  minPoints: number;
  /** The largest share of the booking's total (percent, below 100) points may pay. */
  maxSharePercent: number;
}

export type RedemptionRefusal = 'notWhole' | 'belowMinimum' | 'notMultiple' | 'overBalance' | 'overLimit';

export type RedemptionCheck =
  | { kind: 'ok'; points: number; amountMinor: number }
  | { kind: 'refused'; reason: RedemptionRefusal; maxPoints: number };

/** What `points` points are worth, in satang (points a multiple of the ratio's step). */
export function redemptionAmountMinor(points: number, ratio: PointsRatio): number {
  return Math.floor(points / ratio.points) * ratio.amountMinor;
}

/**
 * The most points this booking can take: within the balance, within the ratio's share of the total, in
 * whole steps; 0 when that is below the ratio's minimum (nothing can be redeemed).
 */
export function maxRedeemablePoints(balance: number, ratio: PointsRatio, totalMinor: number): number {
  if (balance <= 0 || totalMinor <= 0 || ratio.points <= 0 || ratio.amountMinor <= 0) return 0;
  const byBalance = Math.floor(balance / ratio.points);
  const capMinor = Math.floor((totalMinor * ratio.maxSharePercent) / 100);
  const byShare = Math.floor(capMinor / ratio.amountMinor);
  const points = Math.min(byBalance, byShare) * ratio.points;
  return points >= Math.max(ratio.minPoints, ratio.points) ? points : 0;
}

/**
 * Whether `requested` points may be redeemed on a booking of `totalMinor` by a member holding `balance`.
 * Zero is always fine (no redemption). Anything else must be whole, at least the minimum, a multiple of
 * the step, within the balance and within the share of the total; otherwise the reason is given with the
 * most the member could take, so a screen can offer it.
 */
export function checkRedemption(requested: number, balance: number, ratio: PointsRatio, totalMinor: number): RedemptionCheck {
  const maxPoints = maxRedeemablePoints(balance, ratio, totalMinor);
  if (requested === 0) return { kind: 'ok', points: 0, amountMinor: 0 };
  const refuse = (reason: RedemptionRefusal): RedemptionCheck => ({ kind: 'refused', reason, maxPoints });
  if (!Number.isInteger(requested) || requested < 0) return refuse('notWhole');
  if (requested < Math.max(ratio.minPoints, ratio.points)) return refuse('belowMinimum');
  if (requested % ratio.points !== 0) return refuse('notMultiple');
  if (requested > balance) return refuse('overBalance');
  if (requested > maxPoints) return refuse('overLimit');
  return { kind: 'ok', points: requested, amountMinor: redemptionAmountMinor(requested, ratio) };
}

/**
 * The nearest redeemable amount to what a member typed: whole steps down, at most the maximum; below the
 * minimum it is 0. For the stepper and "use max"; the server checks exactly instead.
 */
export function clampRedemption(requested: number, balance: number, ratio: PointsRatio, totalMinor: number): number {
  const maxPoints = maxRedeemablePoints(balance, ratio, totalMinor);
  if (!Number.isFinite(requested) || requested <= 0 || maxPoints === 0) return 0;
  const stepped = Math.floor(Math.min(requested, maxPoints) / ratio.points) * ratio.points;
  return stepped >= Math.max(ratio.minPoints, ratio.points) ? stepped : 0;
}

/** The points marker a booking's voucher code becomes when points are redeemed on it. */
export const POINTS_MARKER = 'REDEEMCODE';

export interface RedemptionChoice {
  pointsToRedeem: number;
  amountToRedeem: number;
  adaptivePointsRatioId: number | null;
}

/**
 * The points part of a reservation or a quote as the client sends it: only a member's, only above zero,
 * and then the voucher code is the points marker. The server works the amount out again.
 */
export function redemptionPayload(
  choice: RedemptionChoice,
  isMember: boolean,
): { redeemedPoints: number; redeemedAmount: number; adaptivePointsRatioId: number | null; voucherCode: string } | null {
  if (!isMember || choice.pointsToRedeem <= 0 || choice.adaptivePointsRatioId === null) return null;
  return {
    redeemedPoints: choice.pointsToRedeem,
    redeemedAmount: choice.amountToRedeem,
    adaptivePointsRatioId: choice.adaptivePointsRatioId,
    voucherCode: POINTS_MARKER,
  };
}
