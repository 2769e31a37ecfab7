import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { reservations } from './booking';

/**
 * Vouchers (docs/decisions/0037-vouchers.md). One row per code. A gift voucher holds a stored value that
 * bookings draw down (`amount_used_minor`); a restaurant or bank-card voucher takes a fixed amount or a
 * percentage off, within its limits. A purchased gift card becomes one more `gift` row with `source`
 * 'purchase' and its order's reference: nothing here needs to change for it.
 */
export const voucherGroups = pgTable(
  'voucher_groups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /**
     * On sale when set (docs/decisions/0051-voucher-group-purchase.md): what one set of the group's vouchers
     * costs in baht, how many sets one order may take, and how many days a bought copy stays valid. The
     * group's inactive vouchers are what a set holds; the buyer gets active copies of them.
     */
    priceMinor: integer('price_minor'),
    maxPerOrder: smallint('max_per_order'),
    validDays: smallint('valid_days'),
  },
  (t) => [
    check(
      'voucher_groups_sale_check',
      sql`(${t.priceMinor} is null and ${t.maxPerOrder} is null and ${t.validDays} is null)
        or (${t.priceMinor} > 0 and ${t.maxPerOrder} between 1 and 10 and ${t.validDays} between 1 and 730)`,
    ),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored upper-case; codes are matched without regard to case. */
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    /** gift: stored value; restaurant: a restaurant's promotion; bank: a card issuer's; first_app: first booking in the app. */
    category: text('category').notNull(),
    /** fixed: `value_minor` off; percent: `percent` off, at most `max_discount_minor`; stored: a gift's balance. */
    amountType: text('amount_type').notNull(),
    /** deductible: used in parts until its value is spent (gift); single: one use per booking. */
    usageType: text('usage_type').notNull(),
    valueMinor: integer('value_minor').notNull().default(0),
    percent: smallint('percent'),
    maxDiscountMinor: integer('max_discount_minor'),
    minSpendMinor: integer('min_spend_minor').notNull().default(0),
    currency: text('currency').notNull().default('THB'),
    /** What bookings have drawn of a deductible voucher's value. */
    amountUsedMinor: integer('amount_used_minor').notNull().default(0),
    /** Bookings that hold this voucher now (returned ones do not count). */
    usedCount: integer('used_count').notNull().default(0),
    totalLimit: integer('total_limit'),
    perMemberLimit: integer('per_member_limit'),
    /** A member's own voucher; null = anyone with the code. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => voucherGroups.id),
    /** Empty = every restaurant / package type / service type / payment type. */
    restaurantIds: integer('restaurant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    packageTypes: text('package_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceTypes: text('service_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentTypes: text('payment_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Card number prefixes (BIN ranges, 6 to 11 digits) a bank voucher is valid for; empty = no card needed. */
    cardPrefixes: text('card_prefixes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    /** Only for a member who has no booking yet. */
    firstBookingOnly: boolean('first_booking_only').notNull().default(false),
    /** Shown on the vouchers intro (public, no owner). */
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    source: text('source').notNull().default('catalogue'),
    purchaseReference: text('purchase_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_code_idx').on(t.code),
    index('vouchers_owner_idx').on(t.ownerUserId, t.validUntil),
    check('vouchers_category_check', sql`${t.category} in ('gift', 'restaurant', 'bank', 'first_app')`),
    check('vouchers_amount_type_check', sql`${t.amountType} in ('fixed', 'percent', 'stored')`),
    check('vouchers_usage_type_check', sql`${t.usageType} in ('deductible', 'single')`),
    check('vouchers_source_check', sql`${t.source} in ('catalogue', 'purchase')`),
    check(
      'vouchers_amounts_check',
      sql`${t.valueMinor} >= 0 and ${t.amountUsedMinor} >= 0 and ${t.amountUsedMinor} <= greatest(${t.valueMinor}, 0)
        and ${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})
        and (${t.percent} is null or ${t.percent} between 1 and 100) and ${t.minSpendMinor} >= 0`,
    ),
  ],
);

/**
 * One row per voucher a booking used, with what it took. `returned_at` is set once when the booking is
 * cancelled or its payment fails; the update only touches rows not yet returned, so the voucher comes back once.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestEmail: text('guest_email'),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_once_idx').on(t.voucherId, t.reservationId),
    index('voucher_redemptions_reservation_idx').on(t.reservationId),
    index('voucher_redemptions_member_idx').on(t.voucherId, t.userId),
    check('voucher_redemptions_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);
