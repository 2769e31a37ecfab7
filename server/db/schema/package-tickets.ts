import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { packages } from './packages';
import { restaurants } from './restaurants';

/**
 * Package tickets (docs/decisions/0038-package-tickets.md): a member buys prepaid tickets for a
 * restaurant's ticket package. An order is priced by the server from the package row, paid through the
 * same gateway as reservations (its own payments rows, so a charge is never mistaken for a booking's),
 * and once paid holds one ticket per unit, each with an unguessable code the restaurant scans once.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Unguessable: the landing URL and the realtime record's key carry it, never the row id. */
    publicId: text('public_id').notNull(),
    firebaseKey: text('firebase_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    /** waiting_for_payment → paid | cancelled (payment failed or expired). */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ticket_orders_public_id_idx').on(t.publicId),
    uniqueIndex('ticket_orders_firebase_key_idx').on(t.firebaseKey),
    index('ticket_orders_user_idx').on(t.userId, t.createdAt),
    check('ticket_orders_status_check', sql`${t.status} in ('waiting_for_payment', 'paid', 'cancelled')`),
    check('ticket_orders_quantity_check', sql`${t.quantity} between 1 and 10`),
  ],
);

/** A charge for a ticket order (same shape as a reservation's payment). */
export const ticketPayments = pgTable(
  'ticket_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    publicId: text('public_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    method: text('method').notNull(),
    chargeId: text('charge_id').notNull(),
    /** pending | successful | failed | expired */
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    authorizeUri: text('authorize_uri'),
    walletUrl: text('wallet_url'),
    qrPayload: text('qr_payload'),
    qrImageUri: text('qr_image_uri'),
    failureCode: text('failure_code'),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ticket_payments_public_id_idx').on(t.publicId),
    uniqueIndex('ticket_payments_charge_idx').on(t.gateway, t.chargeId),
    index('ticket_payments_order_idx').on(t.orderId),
    index('ticket_payments_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** One ticket per unit of a paid order; its code is what the QR shows and the restaurant scans. */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => ticketOrders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    code: text('code').notNull(),
    redeemedAt: ts('redeemed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_code_idx').on(t.code),
    uniqueIndex('tickets_order_position_idx').on(t.orderId, t.position),
  ],
);
