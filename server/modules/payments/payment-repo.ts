import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { ReservationStatus } from '@/contract/booking-constants';
import type { Database } from '../../db/client';
import { reservations, seatClaims } from '../../db/schema/booking';
import { payments } from '../../db/schema/payments';
import { restaurants } from '../../db/schema/restaurants';
import { returnRedeemedPoints } from '../loyalty/redemption-service';
import { returnVouchers } from '../vouchers/voucher-repo';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentInsert = typeof payments.$inferInsert;
export type ReservationRow = typeof reservations.$inferSelect;

export async function findReservation(
  db: Db,
  where: { encryptedId: string } | { id: number },
): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where('id' in where ? eq(reservations.id, where.id) : eq(reservations.encryptedId, where.encryptedId));
  return row ?? null;
}

export async function restaurantSlug(db: Db, restaurantId: number): Promise<string | null> {
  const [row] = await db
    .select({ slug: restaurants.slug })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.slug ?? null;
}

export async function insertPayment(db: Db, values: PaymentInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

export async function findPayment(
  db: Db,
  where: { publicId: string } | { gateway: string; chargeId: string },
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      'publicId' in where
        ? eq(payments.publicId, where.publicId)
        : and(eq(payments.gateway, where.gateway), eq(payments.chargeId, where.chargeId)),
    );
  return row ?? null;
}

/** The newest still-pending payment of a reservation (a reload resumes it instead of charging again). */
export async function pendingPaymentOf(db: Db, reservationId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Compare-and-swap on the payment: only a pending payment settles, once. */
export async function settlePayment(
  tx: Tx,
  id: number,
  to: 'successful' | 'failed' | 'expired',
  failureCode: string | null,
  now: Date,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: to, failureCode, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * Compare-and-swap on the reservation status: `update … where status = from`. Zero rows = someone else
 * moved it first (another webhook, the return page, the expiry sweep), and this change is dropped.
 */
export async function casReservationStatus(
  tx: Tx,
  id: number,
  from: ReservationStatus,
  to: ReservationStatus,
  now: Date,
): Promise<ReservationRow | null> {
  const [row] = await tx
    .update(reservations)
    .set({ status: to, updatedAt: now })
    .where(and(eq(reservations.id, id), eq(reservations.status, from)))
    .returning();
  return row ?? null;
}

/**
 * A cancelled reservation gives its seats back (its claims stop counting), the vouchers used on it and the points redeemed on it
 * (once, whichever path cancels it: the member, a failed or an expired payment).
 */
export async function releaseReservationSeats(tx: Tx, reservationId: number, now: Date): Promise<number> {
  await returnRedeemedPoints(tx, reservationId, now);
  await returnVouchers(tx, reservationId, now);
  const rows = await tx
    .update(seatClaims)
    .set({ releasedAt: now })
    .where(and(eq(seatClaims.reservationId, reservationId), isNull(seatClaims.releasedAt)))
    .returning({ id: seatClaims.id });
  return rows.length;
}

export async function duePayments(db: Db, now: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, now)))
    .orderBy(payments.expiresAt)
    .limit(limit);
}
