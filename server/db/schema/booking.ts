import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { adaptivePointsRatios } from './loyalty';
import { packages } from './packages';
import { restaurants } from './restaurants';

/**
 * Seat model (docs/decisions/0010-seat-claims.md): a booking of adult + kids people claims that many
 * seats in the slot (package, date, start time) of every package it selects. A claim belongs to a hold
 * (temporary reservation, with expires_at) or to a reservation. It counts while
 *   released_at is null and (expires_at is null or expires_at > now)
 * so an expired hold stops counting by itself: no timer, no sweeper needed for correctness.
 */

/**
 * One row per slot ever claimed, upserted on first use. Writers lock it (SELECT … FOR UPDATE, in slot id
 * order) before counting claims and inserting theirs, so two writers on one slot serialise on real
 * PostgreSQL. Capacity is not stored: it comes from `inventories` (a dated row overrides the weekday rows).
 */
export const seatSlots = pgTable(
  'seat_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:mm'. */
    startTime: text('start_time').notNull(),
  },
  (t) => [unique('seat_slots_slot_key').on(t.packageId, t.date, t.startTime)],
);

/** A hold on seats while the diner finishes booking (POST/PUT /temporary_reservations). */
export const temporaryReservations = pgTable(
  'temporary_reservations',
  {
    /** The contract's tmpReservationId. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    adult: smallint('adult').notNull(),
    kids: smallint('kids').notNull(),
    /** The selection as sent ([{ id, quantity, menus }]), to match it against the reservation. */
    packages: jsonb('packages').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when a reservation took over its claims. */
    reservationId: integer('reservation_id'),
    /**
     * Who may renew it or turn it into their reservation: the holder of the secret returned with the hold
     * (only its sha256 is kept), or the member who made it.
     */
    ownerTokenHash: text('owner_token_hash'),
    userId: integer('user_id'),
    /** The client that made it (member, device or address) and its address, to bound live holds per client. */
    clientKey: text('client_key'),
    clientAddress: text('client_address'),
    /**
     * The codes of the vouchers the diner had accepted at step 5, so a member's pending booking offers them
     * again. Codes only, never trusted: nothing is priced or taken with them; resuming checks each again.
     */
    voucherCodes: text('voucher_codes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('temporary_reservations_expires_idx').on(t.expiresAt),
    index('temporary_reservations_client_idx').on(t.clientKey, t.expiresAt),
    index('temporary_reservations_address_idx').on(t.clientAddress, t.expiresAt),
  ],
);

export const corporateEvents = pgTable(
  'corporate_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    /** What the company shares with its staff (POST /corporates/events/validate). */
    secretKey: text('secret_key').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('corporate_events_restaurant_idx').on(t.restaurantId)],
);

/** The packages a corporate event may book. */
export const corporateEventPackages = pgTable(
  'corporate_event_packages',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => corporateEvents.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.packageId] })],
);

export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public id (≥128 random bits, base64url); landing URLs use it, never the row id. */
    encryptedId: text('encrypted_id').notNull().unique(),
    /**
     * What the diner reads out or shows at the door ('7K3Q9XWD', src/domain/booking/booking-reference.ts).
     * It names the booking; only encryptedId opens its confirmation.
     */
    reference: text('reference').notNull().unique(),
    /** Key of the realtime record reservations/{firebaseKey}; as unguessable as encryptedId. */
    firebaseKey: text('firebase_key').notNull().unique(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    /** Members come with the accounts issue; null = guest booking. */
    userId: integer('user_id'),
    status: text('status').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    adult: smallint('adult').notNull(),
    kids: smallint('kids').notNull(),
    /** dine_in | delivery | pick_up | experience. */
    serviceType: text('service_type').notNull(),
    isOrderNow: boolean('is_order_now').notNull().default(false),
    bigGroup: boolean('big_group').notNull().default(false),
    specialRequest: text('special_request').notNull().default(''),
    diningOccasionId: integer('dining_occasion_id'),
    voucherCode: text('voucher_code'),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    recordedGuestName: text('recorded_guest_name'),
    recordedGuestPhone: text('recorded_guest_phone'),
    /** Delivery (hah): a saved address id, or the full location below. */
    addressId: integer('address_id'),
    deliveryAddress: jsonb('delivery_address'),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLng: doublePrecision('delivery_lng'),
    /** Straight-line km from the restaurant (server-computed when a location is given). */
    distanceKm: doublePrecision('distance_km'),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    requiresPayment: boolean('requires_payment').notNull(),
    paymentType: text('payment_type'),
    corporateEventId: integer('corporate_event_id').references(() => corporateEvents.id),
    temporaryReservationId: integer('temporary_reservation_id'),
    redeemedPoints: integer('redeemed_points').notNull().default(0),
    redeemedAmountMinor: integer('redeemed_amount_minor').notNull().default(0),
    /** The points-to-baht ratio the redemption was priced at (kept if the ratio is later retired). */
    adaptivePointsRatioId: integer('adaptive_points_ratio_id').references(() => adaptivePointsRatios.id),
    acceptWeTravelTogether: boolean('accept_we_travel_together').notNull().default(false),
    withPhoneVerification: boolean('with_phone_verification').notNull().default(false),
    /** Tracking: channel, source and the click ids of the visit that booked. */
    channel: text('channel').notNull().default('web'),
    source: text('source'),
    provider: text('provider'),
    advPartner: text('adv_partner'),
    clickId: text('click_id'),
    fbp: text('fbp'),
    fbc: text('fbc'),
    /** The tracking fields taken apart (src/domain/tracking/tracking-payload.ts), one column each. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmVersion: text('utm_version'),
    iaClickId: text('ia_click_id'),
    acClickId: text('ac_click_id'),
    rwgToken: text('rwg_token'),
    minorVersion: text('minor_version'),
    /**
     * When the diner came and the visit was completed (the restaurant's step; points are earned then,
     * docs/decisions/0029-points-and-loyalty.md). Null while it has not happened.
     */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** When the member cancelled it (null when never cancelled, or cancelled by the payment expiry). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reservations_status_check',
      sql`${t.status} in ('paid', 'pending_arrival', 'pending_confirmation', 'waiting_for_payment', 'cancelled')`,
    ),
    check(
      'reservations_service_type_check',
      sql`${t.serviceType} in ('dine_in', 'delivery', 'pick_up', 'experience')`,
    ),
    check('reservations_money_check', sql`${t.subtotalMinor} >= 0 and ${t.totalMinor} >= 0`),
    index('reservations_restaurant_date_idx').on(t.restaurantId, t.date),
    index('reservations_user_idx').on(t.userId, t.createdAt),
  ],
);

export const reservationPackages = pgTable(
  'reservation_packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    /** Names and type as booked (the package may be renamed later). */
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    typeCode: text('type_code').notNull(),
    quantity: smallint('quantity').notNull(),
    totalMinor: integer('total_minor').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('reservation_packages_reservation_idx').on(t.reservationId, t.position)],
);

export const reservationPackageMenus = pgTable(
  'reservation_package_menus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationPackageId: integer('reservation_package_id')
      .notNull()
      .references(() => reservationPackages.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    quantity: smallint('quantity').notNull(),
    totalMinor: integer('total_minor').notNull(),
  },
  (t) => [index('reservation_package_menus_line_idx').on(t.reservationPackageId)],
);

/** Seats held or booked in one slot; see the predicate at the top of this file. */
export const seatClaims = pgTable(
  'seat_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => seatSlots.id, { onDelete: 'cascade' }),
    seats: smallint('seats').notNull(),
    temporaryReservationId: integer('temporary_reservation_id').references(() => temporaryReservations.id, {
      onDelete: 'cascade',
    }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    /** Holds only; null = counts until released (reservations). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('seat_claims_seats_check', sql`${t.seats} > 0`),
    check(
      'seat_claims_owner_check',
      sql`(${t.temporaryReservationId} is null) <> (${t.reservationId} is null)`,
    ),
    // Counting a slot's live claims: only unreleased rows are read.
    index('seat_claims_slot_live_idx')
      .on(t.slotId, t.expiresAt)
      .where(sql`${t.releasedAt} is null`),
    index('seat_claims_tmp_idx').on(t.temporaryReservationId),
    index('seat_claims_reservation_idx').on(t.reservationId),
  ],
);
