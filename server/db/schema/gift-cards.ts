import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { vouchers } from './vouchers';

/**
 * Gift cards (docs/decisions/0043-gift-cards.md): a member buys a stored-value gift voucher for someone.
 * An order has exactly one charge, so its payment lives on the order row; once paid, the order points at
 * the `vouchers` row (category gift, source purchase) that bookings draw down.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const giftCardOrders = pgTable(
  'gift_card_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Unguessable: the voucher page's URL and the realtime record's key carry these, never the row id. */
    publicId: text('public_id').notNull(),
    firebaseKey: text('firebase_key').notNull(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    /** The language the recipient's mail is written in (the buyer's at purchase). */
    language: text('language').notNull(),
    /** waiting_for_payment → paid | cancelled (payment failed or expired). */
    status: text('status').notNull(),
    /** The charge: the same facts as a reservation's payment row. */
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
    /** Set in the transaction that records the successful charge. */
    voucherId: integer('voucher_id').references(() => vouchers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_card_orders_public_id_idx').on(t.publicId),
    uniqueIndex('gift_card_orders_firebase_key_idx').on(t.firebaseKey),
    uniqueIndex('gift_card_orders_payment_public_id_idx').on(t.paymentPublicId),
    uniqueIndex('gift_card_orders_charge_idx').on(t.gateway, t.chargeId),
    uniqueIndex('gift_card_orders_voucher_idx').on(t.voucherId),
    index('gift_card_orders_buyer_idx').on(t.buyerUserId, t.createdAt),
    index('gift_card_orders_pending_idx').on(t.expiresAt).where(sql`${t.paymentStatus} = 'pending'`),
    check('gift_card_orders_status_check', sql`${t.status} in ('waiting_for_payment', 'paid', 'cancelled')`),
    check('gift_card_orders_amount_check', sql`${t.amountMinor} between 10000 and 5000000`),
  ],
);
