import type { TemporaryReservation } from '@/contract/booking';

/**
 * Locking a booking (tests/domain/booking/temporary-reservation-decision.test.ts): create a hold, or renew
 * the existing one; when its expiry has passed or renewal is forced, a fresh one is made. On failure the user
 * goes back to step 1 with LOCK_FAILED_MESSAGE.
 */
export const LOCK_FAILED_MESSAGE = 'Oops, something went wrong, failed get locking booking';

export interface ExistingHold {
  tmpReservationId: number;
  /** ISO 8601 with offset. */
  expiredAt: string;
}

/** create: POST (no hold yet); renew: PUT /temporary_reservations/{id}; fresh: drop the old hold, POST. */
export type HoldDecision = 'create' | 'renew' | 'fresh';

export function decideTemporaryReservation(
  hold: ExistingHold | null,
  nowMs: number,
  forceRenew = false,
): HoldDecision {
  if (hold === null) return 'create';
  if (forceRenew) return 'fresh';
  const expiresMs = Date.parse(hold.expiredAt);
  // An expiry we cannot read cannot be trusted to still hold seats.
  if (!Number.isFinite(expiresMs) || expiresMs <= nowMs) return 'fresh';
  return 'renew';
}

/** The lock response must give a numeric tmpReservationId and a non-empty expiredAt string. */
export function validateLockResponse(data: unknown): TemporaryReservation | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.tmpReservationId !== 'number' || !Number.isFinite(d.tmpReservationId)) return null;
  if (typeof d.expiredAt !== 'string' || d.expiredAt.trim() === '') return null;
  return { tmpReservationId: d.tmpReservationId, expiredAt: d.expiredAt };
}
