import { jsonEndpoint } from '@/contract/endpoint';

/** Availability, seat holds, reservations and corporate events. */
const schemas = () => import('@/contract/booking');

export const availableDates = jsonEndpoint({
  name: 'booking.availableDates',
  method: 'GET',
  path: '/restaurants/{id}/available_dates.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.restaurantKeyParamsSchema, query: s.availableDatesQuerySchema, response: s.availableDatesAnswerSchema };
  },
});

export const availableTimes = jsonEndpoint({
  name: 'booking.availableTimes',
  method: 'GET',
  path: '/restaurants/{id}/available_times.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.restaurantKeyParamsSchema, query: s.availableTimesQuerySchema, response: s.availableTimesAnswerSchema };
  },
});

export const createHold = jsonEndpoint({
  name: 'booking.createHold',
  method: 'POST',
  path: '/temporary_reservations',
  access: 'guest-or-member',
  idempotent: true,
  schemas: async () => {
    const s = await schemas();
    return { body: s.temporaryReservationRequestSchema, response: s.temporaryReservationAnswerSchema };
  },
});

export const renewHold = jsonEndpoint({
  name: 'booking.renewHold',
  method: 'PUT',
  path: '/temporary_reservations/{id}',
  access: 'guest-or-member',
  idempotent: true,
  schemas: async () => {
    const s = await schemas();
    return { params: s.holdIdParamsSchema, body: s.temporaryReservationRequestSchema, response: s.temporaryReservationAnswerSchema };
  },
});

export const createReservation = jsonEndpoint({
  name: 'booking.createReservation',
  method: 'POST',
  path: '/reservations.json',
  access: 'guest-or-member',
  idempotent: true,
  schemas: async () => {
    const s = await schemas();
    return { body: s.reservationRequestSchema, response: s.reservationCreatedAnswerSchema };
  },
});

export const reservation = jsonEndpoint({
  name: 'booking.reservation',
  method: 'GET',
  path: '/reservations/{encryptedId}.json',
  // The unguessable id is the key: whoever has the link may read it.
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.reservationKeyParamsSchema, response: s.reservationAnswerSchema };
  },
});

/** The confirmation shown at the door (src/contract/confirmation.ts); unknown ids are 404. */
export const confirmation = jsonEndpoint({
  name: 'booking.confirmation',
  method: 'GET',
  path: '/reservations/{encryptedId}/confirmation.json',
  // Like the reservation itself: the unguessable id is the key.
  access: 'public',
  schemas: async () => {
    const s = await import('@/contract/confirmation');
    return { params: s.confirmationParamsSchema, response: s.confirmationAnswerSchema };
  },
});

export const pendingTransactions = jsonEndpoint({
  name: 'booking.pendingTransactions',
  method: 'GET',
  path: '/pending_transactions.json',
  // A guest has none (they live on the device); only a token that is not a live session is refused (401).
  access: 'guest-or-member',
  schemas: async () => ({ response: (await schemas()).pendingTransactionsAnswerSchema }),
});

export const validateCorporateEvent = jsonEndpoint({
  name: 'booking.validateCorporateEvent',
  method: 'POST',
  path: '/corporates/events/validate',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { body: s.corporateEventValidateSchema, response: s.corporateEventAnswerSchema };
  },
});

export const priceQuote = jsonEndpoint({
  name: 'booking.priceQuote',
  method: 'POST',
  path: '/reservations/price_quote.json',
  // A price list read: nothing is written, so anyone may ask and a repeat is harmless. A member's token
  // comes along: points to redeem are checked against the member's own balance.
  access: 'guest-or-member',
  schemas: async () => {
    const s = await import('@/contract/price-quote');
    return { body: s.priceQuoteRequestSchema, response: s.priceQuoteAnswerSchema };
  },
});
