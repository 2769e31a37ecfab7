import { and, eq } from 'drizzle-orm';
import type { ReservationCompleted } from '@/contract/loyalty';
import { pointsExpiryOf } from '@/domain/loyalty/point-balance';
import type { ServerContext } from '../../context';
import { reservations } from '../../db/schema/booking';
import { pointLedger } from '../../db/schema/loyalty';
import { restaurants } from '../../db/schema/restaurants';
import { AppError } from '../../http/app-error';

/** A booking the restaurant may mark as visited: confirmed, paid or awaiting the diner. */
const COMPLETABLE = new Set(['paid', 'pending_arrival', 'pending_confirmation']);

/**
 * The restaurant's step: the diner came. In ONE transaction the reservation is marked completed and, for a
 * member's booking, the restaurant's `earnPoint` is written to the ledger as an earned row that expires
 * POINTS_VALIDITY_MONTHS later. Completing again changes nothing and earns nothing (the first completion
 * time stays, and the ledger's unique index allows one earned row per reservation).
 */
export async function completeReservation(
  ctx: ServerContext,
  encryptedId: string,
  now: Date,
): Promise<ReservationCompleted> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: reservations.id,
        reference: reservations.reference,
        status: reservations.status,
        userId: reservations.userId,
        completedAt: reservations.completedAt,
        earnPoint: restaurants.earnPoint,
      })
      .from(reservations)
      .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
      .where(eq(reservations.encryptedId, encryptedId))
      .for('update', { of: reservations });
    if (!row) throw new AppError(404, 'reservationNotFound');
    if (row.completedAt) {
      const [earned] = await tx
        .select({ points: pointLedger.points })
        .from(pointLedger)
        .where(and(eq(pointLedger.reservationId, row.id), eq(pointLedger.kind, 'earned')));
      return { reference: row.reference, completedAt: row.completedAt.toISOString(), earnedPoints: earned?.points ?? 0 };
    }
    if (!COMPLETABLE.has(row.status)) throw new AppError(409, 'reservationNotCompletable');
    await tx.update(reservations).set({ completedAt: now, updatedAt: now }).where(eq(reservations.id, row.id));
    let earnedPoints = 0;
    if (row.userId !== null && row.earnPoint > 0) {
      const inserted = await tx
        .insert(pointLedger)
        .values({
          userId: row.userId,
          kind: 'earned',
          points: row.earnPoint,
          reservationId: row.id,
          createdAt: now,
          expiresAt: pointsExpiryOf(now),
        })
        .onConflictDoNothing()
        .returning({ points: pointLedger.points });
      earnedPoints = inserted[0]?.points ?? 0;
    }
    return { reference: row.reference, completedAt: now.toISOString(), earnedPoints };
  });
}
