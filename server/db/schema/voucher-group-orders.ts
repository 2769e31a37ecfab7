import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { voucherGroups } from './vouchers';

/**
 * A member's order of a voucher group on sale (docs/decisions/0051-voucher-group-purchase.md). One charge,
 * on the order row (as restaurant voucher orders); once paid, `quantity` copies of each of the group's
 * vouchers belong to the buyer (`vouchers.purchase_reference` = the order's public id).
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const voucherGroupOrders = pgTable(
  'voucher_group_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Unguessable: the transaction page's URL and the realtime record's key carry these, never the row id. */
    publicId: text('public_id').notNull(),
    firebaseKey: text('firebase_key').notNull(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => voucherGroups.id),
    quantity: smallint('quantity').notNull(),
    /** The group's price and validity when bought (the sale may change later). */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    validDays: smallint('valid_days').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    /** waiting_for_payment → paid | cancelled (payment failed or expired). */
    status: text('status').notNull(),
    paymentPublicId: text('payment_public_id').notNull(),
    gateway: text('gateway').notNull(),
    method: text('method').notNull(),
    chargeId: text('charge_id').notNull(),
    /** pending | successful | failed | expired */
    paymentStatus: text('payment_status').notNull(),
    redirectUrl: text('redirect_url'),
    qrPayload: text('qr_payload'),
    qrImageUri: text('qr_image_uri'),
    failureCode: text('failure_code'),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_group_orders_public_id_idx').on(t.publicId),
    uniqueIndex('voucher_group_orders_firebase_key_idx').on(t.firebaseKey),
    uniqueIndex('voucher_group_orders_payment_public_id_idx').on(t.paymentPublicId),
    uniqueIndex('voucher_group_orders_charge_idx').on(t.gateway, t.chargeId),
    index('voucher_group_orders_buyer_idx').on(t.buyerUserId, t.createdAt),
    index('voucher_group_orders_pending_idx').on(t.expiresAt).where(sql`${t.paymentStatus} = 'pending'`),
    check('voucher_group_orders_status_check', sql`${t.status} in ('waiting_for_payment', 'paid', 'cancelled')`),
    check(
      'voucher_group_orders_amount_check',
      sql`${t.quantity} between 1 and 10 and ${t.totalMinor} = ${t.unitPriceMinor} * ${t.quantity} and ${t.totalMinor} > 0`,
    ),
  ],
);
