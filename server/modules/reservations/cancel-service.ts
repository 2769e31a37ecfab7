import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { ReservationStatus } from '@/contract/booking-constants';
import type { Language } from '@/contract/envelope';
import type { ListedReservation } from '@/contract/reservation-history';
import { cancelDecision } from '@/domain/reservations/cancellation';
import { reservations } from '../../db/schema/booking';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { findReservation, releaseReservationSeats, type PaymentRow, type ReservationRow } from '../payments/payment-repo';
import { publish, type PaymentsDeps } from '../payments/payment-service';
import { listedReservations } from './history-service';

/** The encrypted ids we issue (base64url); anything else cannot be a reservation of ours. */
const ENCRYPTED_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Cancels the member's own reservation (docs/decisions/0027-reservation-history.md):
 *
 * 1. Another member's reservation, or an unknown id, is 'Reservation not found' (its existence is not told).
 * 2. One that has started is refused; one already cancelled is answered as it is (nothing changes).
 * 3. In one transaction: compare-and-swap of the status to cancelled (a payment webhook moving it at the
 *    same moment makes us read it again), and its seat claims released, so the seats are free at once.
 * 4. A successful payment is refunded through the gateway after the commit. The refund is claimed on the
 *    payment row first (null or failed → pending), so two cancel calls at once refund once; a refused
 *    refund is recorded as failed, logged for a person, and tried again by the next cancel call.
 * 5. The realtime record reservations/{firebaseKey} is rewritten with the new status.
 */
export async function cancelReservation(
  deps: PaymentsDeps,
  user: AuthUser,
  encryptedId: string,
  lang: Language,
): Promise<ListedReservation> {
  const { ctx } = deps;
  const now = ctx.now?.() ?? new Date();
  const found = ENCRYPTED_ID.test(encryptedId) ? await findReservation(ctx.db, { encryptedId }) : null;
  if (!found || found.userId !== user.id) throw new AppError(404, 'reservationNotFound');
  let row: ReservationRow = found;

  let changed = false;
  // A lost compare-and-swap means a payment moved the status in between: decide again on the new one.
  for (let attempt = 0; attempt < 3 && !changed; attempt += 1) {
    const decision = cancelDecision({ status: row.status as ReservationStatus, date: row.date, startTime: row.startTime }, now);
    if (decision.kind === 'refused') throw new AppError(422, 'reservationStarted');
    if (decision.kind === 'already') break;
    const { id, status: from } = row;
    const moved: ReservationRow | null = await ctx.db.transaction(async (tx) => {
      const [after] = await tx
        .update(reservations)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(and(eq(reservations.id, id), eq(reservations.status, from)))
        .returning();
      if (after) await releaseReservationSeats(tx, after.id, now);
      return after ?? null;
    });
    if (moved) {
      row = moved;
      changed = true;
    } else {
      row = (await findReservation(ctx.db, { id })) ?? row;
    }
  }
  if (row.status !== 'cancelled') throw new AppError(409, 'cancelFailed');

  const refunded = await refundIfPaid(deps, row, now);
  if (changed || refunded) await publish(ctx, row, refunded ?? (await latestPayment(deps, row.id)), now);
  const [view] = await listedReservations(ctx.db, [row], lang, now);
  return view!;
}

async function latestPayment(deps: PaymentsDeps, reservationId: number): Promise<PaymentRow | null> {
  const [payment] = await deps.ctx.db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return payment ?? null;
}

/**
 * Refunds the reservation's successful payment when it has not been refunded yet. Answers the payment
 * row after this call's refund attempt, or null when there was nothing for this call to do.
 */
async function refundIfPaid(deps: PaymentsDeps, reservation: ReservationRow, now: Date): Promise<PaymentRow | null> {
  const { ctx, gateway } = deps;
  const [claimed] = await ctx.db
    .update(payments)
    .set({ refundStatus: 'pending', updatedAt: now })
    .where(
      and(
        eq(payments.reservationId, reservation.id),
        eq(payments.status, 'successful'),
        eq(payments.gateway, gateway.name),
        or(isNull(payments.refundStatus), eq(payments.refundStatus, 'failed')),
      ),
    )
    .returning();
  if (!claimed) return null;
  try {
    const refund = await gateway.refund(claimed.chargeId, {
      amount: claimed.amountMinor,
      metadata: { reservation: reservation.encryptedId },
    });
    const [done] = await ctx.db
      .update(payments)
      .set({ refundStatus: 'refunded', refundId: refund.id, refundedAt: now, updatedAt: now })
      .where(eq(payments.id, claimed.id))
      .returning();
    return done ?? claimed;
  } catch (err) {
    // The booking stays cancelled and its seats free; the money must still go back (a person, or the
    // member's next cancel call).
    ctx.log.error('refund of a cancelled reservation failed', {
      reservationId: reservation.id,
      chargeId: claimed.chargeId,
      error: String(err),
    });
    const [failed] = await ctx.db
      .update(payments)
      .set({ refundStatus: 'failed', updatedAt: now })
      .where(eq(payments.id, claimed.id))
      .returning();
    return failed ?? claimed;
  }
}
