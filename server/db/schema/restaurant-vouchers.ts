import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Restaurant vouchers (docs/decisions/0046-restaurant-vouchers.md): a restaurant's voucher offers, and a
 * member's order of some of them. An order has exactly one charge, so its payment lives on the order row
 * (as gift card orders); once paid, `quantity` rows of `vouchers` (category restaurant, source purchase,
 * `purchase_reference` = the order's public id) belong to the buyer.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const restaurantVoucherOffers = pgTable(
  'restaurant_voucher_offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Like `vouchers.restaurant_ids`, no foreign key: offers are seeded with the migration, before the catalogue. */
    restaurantId: integer('restaurant_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    /** What one voucher takes off a booking at this restaurant. */
    faceValueMinor: integer('face_value_minor').notNull(),
    /** What the buyer pays for one voucher: at most its face value. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('THB'),
    validDays: smallint('valid_days').notNull(),
    maxPerOrder: smallint('max_per_order').notNull(),
    position: smallint('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('restaurant_voucher_offers_restaurant_idx').on(t.restaurantId, t.position),
    check(
      'restaurant_voucher_offers_amounts_check',
      sql`${t.faceValueMinor} > 0 and ${t.priceMinor} > 0 and ${t.priceMinor} <= ${t.faceValueMinor}
        and ${t.validDays} between 1 and 730 and ${t.maxPerOrder} between 1 and 10`,
    ),
    // PromptPay is THB only; a restaurant voucher is sold in baht.
    check('restaurant_voucher_offers_currency_check', sql`${t.currency} = 'THB'`),
  ],
);

export const restaurantVoucherOrders = pgTable(
  'restaurant_voucher_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Unguessable: the voucher page's URL and the realtime record's key carry these, never the row id. */
    publicId: text('public_id').notNull(),
    firebaseKey: text('firebase_key').notNull(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => restaurantVoucherOffers.id),
    restaurantId: integer('restaurant_id').notNull(),
    quantity: smallint('quantity').notNull(),
    /** The offer's price and face value when bought (the offer may change later). */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    faceValueMinor: integer('face_value_minor').notNull(),
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
    uniqueIndex('restaurant_voucher_orders_public_id_idx').on(t.publicId),
    uniqueIndex('restaurant_voucher_orders_firebase_key_idx').on(t.firebaseKey),
    uniqueIndex('restaurant_voucher_orders_payment_public_id_idx').on(t.paymentPublicId),
    uniqueIndex('restaurant_voucher_orders_charge_idx').on(t.gateway, t.chargeId),
    index('restaurant_voucher_orders_buyer_idx').on(t.buyerUserId, t.createdAt),
    index('restaurant_voucher_orders_pending_idx').on(t.expiresAt).where(sql`${t.paymentStatus} = 'pending'`),
    check('restaurant_voucher_orders_status_check', sql`${t.status} in ('waiting_for_payment', 'paid', 'cancelled')`),
    check(
      'restaurant_voucher_orders_amount_check',
      sql`${t.quantity} between 1 and 10 and ${t.totalMinor} = ${t.unitPriceMinor} * ${t.quantity} and ${t.totalMinor} > 0`,
    ),
  ],
);
