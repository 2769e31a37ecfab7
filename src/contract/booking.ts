import { z } from 'zod';
import { answerOf } from './answer';
import { reservationStatuses } from './booking-constants';
import { moneySchema } from './catalogue';
import { idValue, INT4_MAX } from './fields';
import { refusal, refusePaths } from './refusal';
import { MAX_APPLIED_VOUCHERS, MAX_VOUCHER_CODE_LENGTH } from './voucher-limits';

/**
 * The booking calls (holds, availability, the reservation payload; issue 4), camelCase as both sides see
 * them. The server snake_cases on the way out and camelizes request bodies before parsing them with these
 * schemas, so the client and the server validate with the same rules.
 *
 * Seat model (decision 0010): a booking of `adult + kids` people claims that many seats in the inventory
 * slot (package, date, startTime) of every package it selects. Holds and reservations are rows; a hold
 * stops counting when its `expiresAt` passes, with no timer anywhere.
 */

/** What the diner is booking (the package preference); drives which packages are offered. */
export const bookingKinds = ['dine_in', 'delivery', 'experience'] as const;
export type BookingKind = (typeof bookingKinds)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, refusal('dateFormat'));
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, refusal('startTimeFormat'));

/** The restaurant of availability calls: its id or its slug, as the restaurant page has either. */
export const restaurantKeyParamsSchema = z.object({ id: z.string().min(1).max(200) });

// ---------------------------------------------------------------------------------------------
// Availability: GET /restaurants/{id}/available_dates.json and /available_times.json
// ---------------------------------------------------------------------------------------------

export const availableDatesQuerySchema = z.object({
  kind: z.enum(bookingKinds).default('dine_in'),
  /** adult + kids; a date is available when some package of the kind has this many seats left. */
  party: z.coerce.number().int().min(1).max(500).default(1),
  /** First day to report (defaults to today in Asia/Bangkok). */
  from: isoDate.optional(),
  /** How many days from `from` (the restaurant's daysInAdvance caps it anyway). */
  days: z.coerce.number().int().min(1).max(120).default(31),
});
export type AvailableDatesQuery = z.infer<typeof availableDatesQuerySchema>;

export const availableDateSchema = z.object({
  date: z.string(),
  available: z.boolean(),
  /** Most seats left in any one slot of any package of the kind on that day. */
  seatsLeft: z.number(),
});
export type AvailableDate = z.infer<typeof availableDateSchema>;

export const availableTimesQuerySchema = z.object({
  kind: z.enum(bookingKinds).default('dine_in'),
  party: z.coerce.number().int().min(1).max(500).default(1),
  date: isoDate,
});
export type AvailableTimesQuery = z.infer<typeof availableTimesQuerySchema>;

/** Seats left per package (the inventory summary). */
export const inventorySummarySchema = z.object({
  restaurantPackageId: z.number(),
  totalSeatLeftPackage: z.number(),
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;

export const availableTimeSchema = z.object({
  startTime: z.string(),
  /** Most seats left among the packages of the kind at this time. */
  seatsLeft: z.number(),
  packages: z.array(inventorySummarySchema),
});
export type AvailableTime = z.infer<typeof availableTimeSchema>;

// ---------------------------------------------------------------------------------------------
// Packages as sent in a hold or a reservation
// ---------------------------------------------------------------------------------------------

// Ids are bounded by the integer column: a larger one is bad input, never a query the database refuses.
export const selectedMenuSchema = z.object({
  id: z.number().int().positive().max(INT4_MAX),
  quantity: z.number().int().min(1).max(999),
});

export const selectedPackageSchema = z.object({
  /** restaurantPackageId. */
  id: z.number().int().positive().max(INT4_MAX),
  /** People (per_person), sets (per_set) or packs (per_pack); à la carte: 1. */
  quantity: z.number().int().min(1).max(999),
  /** À-la-carte picks; empty for set packages. */
  menus: z.array(selectedMenuSchema).max(200).default([]),
});
export type SelectedPackageInput = z.infer<typeof selectedPackageSchema>;

// ---------------------------------------------------------------------------------------------
// POST /temporary_reservations, PUT /temporary_reservations/{id}
// ---------------------------------------------------------------------------------------------

/**
 * A hold's refusals name the field alone, whatever rule of it failed ('adult format is wrong'); anything
 * wrong inside `packages` is 'packages format is wrong' (tests/server/booking/holds.test.ts).
 */
const HOLD_FIELD_REFUSALS: Record<string, string> = {
  date: 'dateFormat',
  restaurantId: 'restaurantIdFormat',
  startTime: 'startTimeFormat',
  adult: 'adultFormat',
  kids: 'kidsFormat',
};

export const temporaryReservationRequestSchema = refusePaths(
  z.object({
    reservation: z.object({
      date: isoDate,
      restaurantId: idValue(),
      startTime: hhmm,
      adult: z.number().int().min(0).max(500),
      kids: z.number().int().min(0).max(500),
    }),
    packages: z.array(selectedPackageSchema).min(1).max(20),
    /** Renewing: the secret returned with the hold (a member's own holds need none). */
    holdToken: z.string().max(100).nullish(),
    /**
     * Ours, additive: the codes of the vouchers accepted at step 5, kept with the hold so a member's pending
     * booking has them again. Codes only: the server neither prices nor takes them, and a resumed booking
     * checks each again. Omitted (an older client), a new hold keeps none and a renewed one keeps its own.
     */
    voucherCodes: z
      .array(z.string().max(MAX_VOUCHER_CODE_LENGTH).regex(/^[^,\p{Cc}]*$/u))
      .max(MAX_APPLIED_VOUCHERS)
      .nullish(),
  }),
  (path) =>
    path[0] === 'holdToken'
      ? undefined
      : refusal(
          path[0] === 'packages'
            ? 'packagesFormat'
            : path[0] === 'voucherCodes'
              ? 'voucherCodesFormat'
              : path[0] === 'reservation'
              ? (HOLD_FIELD_REFUSALS[String(path[1])] ?? 'dateFormat')
              : 'dateFormat',
        ),
);
export type TemporaryReservationRequest = z.infer<typeof temporaryReservationRequestSchema>;

export const temporaryReservationSchema = z.object({
  tmpReservationId: z.number(),
  /** ISO 8601 with offset. */
  expiredAt: z.string().min(1),
  /**
   * Ours, additive: the secret that makes the caller the hold's owner (renew it, turn it into their
   * reservation). Given with a new hold only; a renewal keeps the one the owner has.
   */
  holdToken: z.string().optional(),
});

/** PUT /temporary_reservations/{id}: an id we could not have issued renews nothing (a fresh hold is made). */
export const holdIdParamsSchema = z.object({ id: z.string().max(20) });
export type TemporaryReservation = z.infer<typeof temporaryReservationSchema>;

// ---------------------------------------------------------------------------------------------
// POST /reservations.json
// ---------------------------------------------------------------------------------------------

export const deliveryAddressSchema = z.object({
  name: z.string().max(200).default(''),
  address: z.string().min(1).max(500),
  detail: z.string().max(500).default(''),
  noteForDriver: z.string().max(500).default(''),
  contactName: z.string().max(200).default(''),
  contactNumber: z.string().max(40).default(''),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  placeName: z.string().max(200).default(''),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const reservationRequestSchema = z.object({
  reservation: z.object({
    date: isoDate,
    adult: z.number().int().min(0).max(500),
    kids: z.number().int().min(0).max(500).default(0),
    restaurantId: idValue(),
    startTime: hhmm,
    specialRequest: z.string().max(1000).default(''),
    voucherCode: z.string().max(100).nullish(),
    /**
     * The vouchers applied at step 5 (decision 0037), checked again and priced by the server in the
     * booking's transaction; `voucherCode` alone (an older client) counts as one. Ignored with points.
     */
    voucherCodes: z.array(z.string().max(60)).max(5).nullish(),
    /** A bank-card voucher's card: the first 11 digits then XXXX. */
    ccNumber: z.string().regex(/^\d{11}X{4}$/i).nullish(),
    diningOccasionId: z.number().int().min(1).max(INT4_MAX).nullish(),
    distanceToRestaurant: z.number().min(0).nullish(),
    /** Only for hah packages. */
    serviceType: z.enum(['pick_up', 'delivery']).nullish(),
    isOrderNow: z.boolean().default(false),
    /** Tracking fields, each several parameters as a query (src/domain/tracking/tracking-payload.ts). */
    advPartner: z.string().max(1000).nullish(),
    clickId: z.string().max(2000).nullish(),
    acceptWeTravelTogether: z.boolean().default(false),
    /**
     * A member's points to redeem at the ratio `adaptivePointsRatioId` (decision 0034). The server checks
     * them against the member's ledger and works out the amount itself: `redeemedAmount` is never used.
     */
    redeemedPoints: z.number().int().min(0).max(INT4_MAX).default(0),
    redeemedAmount: z.number().min(0).max(10_000_000).default(0),
    adaptivePointsRatioId: z.number().int().min(1).max(INT4_MAX).nullish(),
  }),
  packages: z.array(selectedPackageSchema).min(1).max(20),
  addressId: z.number().int().min(1).max(INT4_MAX).nullish(),
  address: deliveryAddressSchema.nullish(),
  accessToken: z.string().nullish(),
  minorVersion: z.union([z.string(), z.number()]).nullish(),
  channel: z.string().max(50).default('web'),
  source: z.string().max(50).nullish(),
  provider: z.string().max(50).nullish(),
  bigGroup: z.boolean().default(false),
  omiseToken: z.string().nullish(),
  omisePaymentType: z.string().nullish(),
  /** Payment method code: card, promptpay, true_wallet, shopee_pay, credit_card, qrcode. */
  paymentType: z.string().max(30).nullish(),
  guestUser: z
    .object({
      name: z.string().trim().min(1, refusal('nameRequired')).max(200),
      email: z
        .string()
        .trim()
        .min(1, refusal('emailRequired'))
        .email({ error: (issue) => refusal('emailInvalid', { value: String(issue.input) }) })
        .max(200),
      /** International form, e.g. +66812345678 (the client drops the leading 0 and adds the code). */
      phone: z
        .string()
        .trim()
        .min(1, refusal('phoneEmpty'))
        .regex(/^\+\d{6,15}$/, refusal('phoneRequired')),
    })
    .nullish(),
  /** The recorded guest (who will come), when the restaurant records guests. */
  guestsAttributes: z
    .array(z.object({ name: z.string().max(200), phone: z.string().regex(/^\+\d{6,15}$/) }))
    .max(1)
    .nullish(),
  gbPrimepayCard: z.unknown().optional(),
  asyncBooking: z.boolean().default(false),
  fbConversion: z.object({ fbp: z.string().max(300).nullish(), fbc: z.string().max(300).nullish() }).nullish(),
  corporateEventId: z.number().int().min(1).max(INT4_MAX).nullish(),
  tmpReservationId: z.number().int().min(1).max(INT4_MAX).nullish(),
  /** The secret of the hold `tmpReservationId` (see temporaryReservationSchema): only its owner converts it. */
  holdToken: z.string().max(100).nullish(),
  withPhoneVerification: z.boolean().default(false),
  /**
   * Extension (issue 4, server): the total the diner was shown at step 5 (major units, like Money.amount).
   * When given and the server's own total differs, the booking is refused with 409 instead of charging
   * a price the diner did not see. Optional: older clients omit it.
   */
  expectedTotal: z.number().min(0).max(10_000_000).nullish(),
});
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

export const reservationLineSchema = z.object({
  restaurantPackageId: z.number(),
  name: z.string(),
  typeCode: z.string(),
  quantity: z.number(),
  /** Line total after kids pricing / per-pack rules (the server's own calculation). */
  total: moneySchema,
  menus: z.array(z.object({ id: z.number(), name: z.string(), quantity: z.number(), total: moneySchema })),
});

export const reservationSchema = z.object({
  /** Unguessable public id (used in landing URLs); never the row id. */
  encryptedId: z.string(),
  status: z.enum(reservationStatuses),
  restaurantId: z.number(),
  restaurantName: z.string(),
  restaurantSlug: z.string(),
  date: z.string(),
  startTime: z.string(),
  adult: z.number(),
  kids: z.number(),
  serviceType: z.enum(['dine_in', 'delivery', 'pick_up', 'experience']),
  isOrderNow: z.boolean(),
  bigGroup: z.boolean(),
  specialRequest: z.string(),
  packages: z.array(reservationLineSchema),
  subtotal: moneySchema,
  deliveryFee: moneySchema,
  /** Points the member redeemed on this booking and what they took off (decision 0034). */
  redeemedPoints: z.number().int().nonnegative().optional(),
  pointsDiscount: moneySchema.optional(),
  /** What the booking's vouchers took off (decision 0037). */
  voucherDiscount: moneySchema.optional(),
  /** What is paid: subtotal + delivery fee − points discount − voucher discount. */
  total: moneySchema,
  /** True when the diner must pay now (payments issue); false = pay at the restaurant. */
  requiresPayment: z.boolean(),
  /** Realtime record key under reservations/ (status watch). */
  firebaseKey: z.string(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** With asyncBooking the answer is `{ success, firebaseKey, message }` and the outcome is published. */
export const asyncReservationAnswerSchema = z.object({ firebaseKey: z.string() });

// ---------------------------------------------------------------------------------------------
// POST /corporates/events/validate
// ---------------------------------------------------------------------------------------------

export const corporateEventValidateSchema = z.object({
  secretKey: z.string().trim().min(1).max(200),
  restaurantId: idValue().optional(),
});

export const corporateEventSchema = z.object({
  id: z.number(),
  restaurantId: z.number(),
  name: z.string(),
  restaurantPackageIds: z.array(z.number()),
});
export type CorporateEvent = z.infer<typeof corporateEventSchema>;

// ---------------------------------------------------------------------------------------------
// Answers (the envelope without success/message)
// ---------------------------------------------------------------------------------------------

export const availableDatesAnswerSchema = answerOf(z.array(availableDateSchema));
export const availableTimesAnswerSchema = answerOf(z.array(availableTimeSchema));
export const temporaryReservationAnswerSchema = answerOf(temporaryReservationSchema);
/** Synchronous booking: the reservation; with asyncBooking: its realtime key, also at the top level. */
export const reservationCreatedAnswerSchema = z.union([
  answerOf(reservationSchema),
  z.object({ data: asyncReservationAnswerSchema, firebaseKey: z.string() }),
]);
export const reservationAnswerSchema = answerOf(reservationSchema);
export const reservationKeyParamsSchema = z.object({ encryptedId: z.string().max(100) });
export const corporateEventAnswerSchema = answerOf(corporateEventSchema);

/** A member's unfinished booking (GET /pending_transactions.json), resumable at step 5. */
export const pendingTransactionSchema = z.object({
  id: z.string(),
  type: z.literal('pending_transactions'),
  attributes: z.object({
    restaurantId: z.number(),
    date: z.string(),
    startTime: z.string(),
    adult: z.number(),
    kids: z.number(),
    specialRequest: z.string(),
    voucherCode: z.string().nullable(),
    serviceType: z.enum(['dine_in', 'delivery', 'pick_up', 'experience']),
    isOrderNow: z.boolean(),
    packages: z.array(
      z.object({
        restaurantPackageId: z.number(),
        quantity: z.number(),
        menuSections: z.array(
          z.object({ menus: z.array(z.object({ id: z.number(), quantity: z.number(), price: z.number().nullable() })) }),
        ),
      }),
    ),
  }),
});
export const pendingTransactionsAnswerSchema = z.object({
  data: z.array(pendingTransactionSchema),
  included: z.array(z.object({ id: z.string(), type: z.string(), attributes: z.record(z.string(), z.unknown()) })),
});
