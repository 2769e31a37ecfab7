import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ticketOrders, ticketPayments, tickets } from '../../db/schema/package-tickets';
import type { Tx } from '../payments/payment-repo';

type Db = Database | Tx;
export type TicketOrderRow = typeof ticketOrders.$inferSelect;
export type TicketPaymentRow = typeof ticketPayments.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;

export async function findOrder(db: Db, where: { publicId: string } | { id: number }): Promise<TicketOrderRow | null> {
  const [row] = await db
    .select()
    .from(ticketOrders)
    .where('id' in where ? eq(ticketOrders.id, where.id) : eq(ticketOrders.publicId, where.publicId));
  return row ?? null;
}

export async function findTicketPayment(
  db: Db,
  where: { publicId: string } | { gateway: string; chargeId: string },
): Promise<TicketPaymentRow | null> {
  const [row] = await db
    .select()
    .from(ticketPayments)
    .where(
      'publicId' in where
        ? eq(ticketPayments.publicId, where.publicId)
        : and(eq(ticketPayments.gateway, where.gateway), eq(ticketPayments.chargeId, where.chargeId)),
    );
  return row ?? null;
}

/** The order's one payment (an order is opened with its charge, and a failed order is not paid again). */
export async function paymentOfOrder(db: Db, orderId: number): Promise<TicketPaymentRow | null> {
  const [row] = await db.select().from(ticketPayments).where(eq(ticketPayments.orderId, orderId));
  return row ?? null;
}

export async function ticketsOf(db: Db, orderId: number): Promise<TicketRow[]> {
  return db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.position);
}

/** Pending → final, once: null when another writer settled it first. */
export async function settleTicketPayment(
  db: Db,
  id: number,
  status: string,
  failureCode: string | null,
  now: Date,
): Promise<TicketPaymentRow | null> {
  const [row] = await db
    .update(ticketPayments)
    .set({ status, failureCode, updatedAt: now })
    .where(and(eq(ticketPayments.id, id), eq(ticketPayments.status, 'pending')))
    .returning();
  return row ?? null;
}

/** waiting_for_payment → `to`, once. */
export async function casOrderStatus(db: Db, id: number, to: 'paid' | 'cancelled', now: Date): Promise<TicketOrderRow | null> {
  const [row] = await db
    .update(ticketOrders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(ticketOrders.id, id), eq(ticketOrders.status, 'waiting_for_payment')))
    .returning();
  return row ?? null;
}

export async function dueTicketPayments(db: Db, now: Date, limit: number): Promise<TicketPaymentRow[]> {
  return db
    .select()
    .from(ticketPayments)
    .where(and(eq(ticketPayments.status, 'pending'), lte(ticketPayments.expiresAt, now)))
    .limit(limit);
}
