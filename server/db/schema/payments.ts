import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { reservations } from './booking';

/**
 * Payments (issue 5, docs/decisions/0011-payments-sandbox.md). Two groups of tables:
 *
 * - `sandbox_*`: the state of the in-process sandbox gateway, shaped like Omise's objects (tokens,
 *   customers and cards, sources, charges). In production the Omise adapter is used and these stay empty.
 *   No card number is ever stored, not even here: a token keeps the brand, the last four digits and
 *   the test behaviour the number selected.
 * - `payments`, `payment_webhook_events`, `payment_customers`: our side — which charge pays which
 *   reservation, the gateway events already handled (dedup by event id), members' gateway customer ids.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What a sandbox test card does when charged (decided by its number, docs/decisions/0011). */
export const sandboxCardBehaviours = ['success', 'three_ds', 'declined'] as const;
export const chargeStatuses = ['pending', 'successful', 'failed', 'expired'] as const;

export const sandboxTokens = pgTable(
  'sandbox_tokens',
  {
    /** tokn_test_… */
    id: text('id').primaryKey(),
    brand: text('brand').notNull(),
    lastDigits: text('last_digits').notNull(),
    /** The number's first six digits (its BIN): what a bank-card voucher's range is checked against. */
    firstDigits: text('first_digits'),
    name: text('name').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    behaviour: text('behaviour').notNull(),
    /** Single use: set when a charge or a customer consumed it. */
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_tokens_behaviour_check', sql`${t.behaviour} in ('success', 'three_ds', 'declined')`),
  ],
);

export const sandboxCustomers = pgTable('sandbox_customers', {
  /** cust_test_… */
  id: text('id').primaryKey(),
  email: text('email'),
  description: text('description'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    /** card_test_… */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    lastDigits: text('last_digits').notNull(),
    /** The number's first six digits (its BIN): what a bank-card voucher's range is checked against. */
    firstDigits: text('first_digits'),
    name: text('name').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    behaviour: text('behaviour').notNull(),
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_cards_customer_idx').on(t.customerId)],
);

export const sandboxSources = pgTable(
  'sandbox_sources',
  {
    /** src_test_… */
    id: text('id').primaryKey(),
    /** promptpay | truemoney | shopeepay */
    type: text('type').notNull(),
    /** offline (PromptPay: scan a QR) | redirect (wallets). */
    flow: text('flow').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    phoneNumber: text('phone_number'),
    /** PromptPay: the EMVCo payload the QR encodes. */
    scannablePayload: text('scannable_payload'),
    /** Set when a charge consumed it (a source pays one charge). */
    chargeId: text('charge_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('sandbox_sources_type_check', sql`${t.type} in ('promptpay', 'truemoney', 'shopeepay')`)],
);

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    /** chrg_test_… */
    id: text('id').primaryKey(),
    /** Minor units (satang / cents), as Omise. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** What paid it: a card (token behaviour copied here), or a source. */
    cardBehaviour: text('card_behaviour'),
    cardBrand: text('card_brand'),
    cardLastDigits: text('card_last_digits'),
    customerId: text('customer_id'),
    cardId: text('card_id'),
    sourceId: text('source_id').references(() => sandboxSources.id),
    authorizeUri: text('authorize_uri'),
    returnUri: text('return_uri'),
    authorized: boolean('authorized').notNull().default(false),
    paid: boolean('paid').notNull().default(false),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    expiresAt: ts('expires_at'),
    paidAt: ts('paid_at'),
    /** Minor units given back so far (sandbox_refunds); never more than amount. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_charges_status_check', sql`${t.status} in ('pending', 'successful', 'failed', 'expired')`),
    check('sandbox_charges_amount_check', sql`${t.amount} > 0`),
    check('sandbox_charges_refunded_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
    index('sandbox_charges_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A refund of (part of) a paid sandbox charge, shaped like Omise's refund object. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** rfnd_test_… */
    id: text('id').primaryKey(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => sandboxCharges.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_refunds_amount_check', sql`${t.amount} > 0`),
    index('sandbox_refunds_charge_idx').on(t.chargeId),
  ],
);

export const refundStatuses = ['pending', 'refunded', 'failed'] as const;

/** One charge per payment attempt of a reservation (a failed card may be followed by a QR). */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Unguessable (≥128 bits): the gateway's return_uri carries it, never the row id. */
    publicId: text('public_id').notNull().unique(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** sandbox | omise */
    gateway: text('gateway').notNull(),
    /** Payment method code: card, promptpay, true_wallet, shopee_pay … */
    method: text('method').notNull(),
    chargeId: text('charge_id').notNull(),
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    authorizeUri: text('authorize_uri'),
    walletUrl: text('wallet_url'),
    qrPayload: text('qr_payload'),
    qrImageUri: text('qr_image_uri'),
    expiresAt: ts('expires_at'),
    failureCode: text('failure_code'),
    /**
     * A successful payment given back when its reservation was cancelled: pending while our request to
     * the gateway is out (claimed by one caller only), refunded with the gateway's refund id, or failed
     * (a person must look; the next cancel call tries again).
     */
    refundStatus: text('refund_status'),
    refundId: text('refund_id'),
    refundedAt: ts('refunded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payments_refund_status_check', sql`${t.refundStatus} in ('pending', 'refunded', 'failed')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'successful', 'failed', 'expired')`),
    index('payments_reservation_idx').on(t.reservationId, t.createdAt),
    index('payments_charge_idx').on(t.gateway, t.chargeId),
    index('payments_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Gateway events already handled: inserting the id first makes a replay a no-op. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  gateway: text('gateway').notNull(),
  /** e.g. charge.complete */
  key: text('key').notNull(),
  chargeId: text('charge_id'),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/** A member's customer at the gateway; saved cards live there and are used by their gateway card ids. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id').notNull(),
    gateway: text('gateway').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gateway] })],
);
