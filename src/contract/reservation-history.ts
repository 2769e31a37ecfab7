import { z } from 'zod';
import { reservationSections, type ReservationSection } from '@/domain/reservations/reservation-section';
import { answerOf } from './answer';
import { reservationStatuses } from './booking-constants';
import { moneySchema } from './catalogue';
import { cardResourceSchema } from './listings';
import { listPage, oneOf, optionalBoolean, queryReader, refuse, single, type Page } from './query-reader';
import { refusal } from './refusal';
import { pageLinksSchema } from './search';

/**
 * A member's reservations, by section, and cancelling one (tests/server/reservations/): camelCase as
 * both sides see them. A listed reservation is a resource whose id is its encrypted id (the one the
 * cancel call takes), with its restaurant and its review as relationships.
 */

/** Reservations per page, and the most a caller may ask for. */
export const RESERVATIONS_PAGE_SIZE = 10;
export const RESERVATIONS_MAX_PAGE_SIZE = 50;
/** The only order the list offers: newest booking first. */
export const RESERVATIONS_ORDER = 'created_at desc';

export interface ReservationListQuery {
  sectionType: ReservationSection;
  includeRestaurant: boolean;
  page: Page;
}

/** The section is required: without it the list would not know which tab it fills. */
export const reservationListQuerySchema = queryReader(
  ['sectionType', 'includeRestaurant', 'orderBy', 'page'],
  (raw): ReservationListQuery => {
    const sectionType = oneOf(single(raw, 'sectionType'), reservationSections, refusal('invalidSectionType'));
    if (!sectionType) refuse(refusal('invalidSectionType'));
    const orderBy = single(raw, 'orderBy');
    if (orderBy !== undefined && orderBy !== '' && orderBy.replace(/\s+/g, ' ').trim() !== RESERVATIONS_ORDER)
      refuse(refusal('invalidReservationOrder', { order: RESERVATIONS_ORDER }));
    return {
      sectionType,
      includeRestaurant: optionalBoolean(raw, 'includeRestaurant', 'include_restaurant') ?? false,
      page: listPage(raw, RESERVATIONS_PAGE_SIZE, RESERVATIONS_MAX_PAGE_SIZE),
    };
  },
);

/** Where the money of a prepaid booking stands after a cancellation ('none': nothing was paid). */
export const refundStatuses = ['none', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const listedReservationAttributesSchema = z.object({
  encryptedId: z.string(),
  reference: z.string(),
  status: z.enum(reservationStatuses),
  sectionType: z.enum(reservationSections),
  canCancel: z.boolean(),
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  restaurantSlug: z.string(),
  /** In the caller's language (English when the Thai one is empty); for the calendar event. */
  restaurantAddress: z.string(),
  restaurantLocation: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** 'YYYY-MM-DD' and 'HH:mm', Asia/Bangkok. */
  date: z.string(),
  startTime: z.string(),
  adult: z.number().int(),
  kids: z.number().int(),
  serviceType: z.string(),
  packages: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  total: moneySchema,
  requiresPayment: z.boolean(),
  refundStatus: z.enum(refundStatuses),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type ListedReservationAttributes = z.infer<typeof listedReservationAttributesSchema>;

const relation = <T extends string>(type: T) => z.object({ id: z.string(), type: z.literal(type) });

export const listedReservationSchema = z.object({
  id: z.string(),
  type: z.literal('reservations'),
  attributes: listedReservationAttributesSchema,
  relationships: z.object({
    restaurant: z.object({ data: relation('restaurants') }),
    /** The diner's review of this visit; null until reviews are tied to reservations. */
    review: z.object({ data: relation('reviews').nullable() }),
  }),
});
export type ListedReservation = z.infer<typeof listedReservationSchema>;

export const reservationListSchema = z.object({
  data: z.array(listedReservationSchema),
  /** The listed reservations' restaurants (with include_restaurant). */
  included: z.array(cardResourceSchema),
  links: pageLinksSchema,
  meta: z.object({ total: z.number().int().nonnegative() }),
});
export type ReservationList = z.infer<typeof reservationListSchema>;

export const cancelParamsSchema = z.object({ encryptedId: z.string().max(100) });

/** Cancelling is the only change a member makes to a reservation: `reservation.active = false`. */
export const cancelReservationSchema = z.looseObject({
  reservation: z.object(
    { active: z.literal(false, { error: refusal('onlyCancel') }) },
    { error: refusal('onlyCancel') },
  ),
});

export const cancelAnswerSchema = answerOf(listedReservationSchema);
