import { jsonEndpoint } from '@/contract/endpoint';

/** A member's reservations and cancelling one (docs/decisions/0027-reservation-history.md). */
const schemas = () => import('@/contract/reservation-history');

/** The member's reservations of one section, newest booking first, in pages; `links.next` while more remain. */
export const memberReservations = jsonEndpoint({
  name: 'reservations.list',
  method: 'GET',
  path: '/reservations.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { query: s.reservationListQuerySchema, response: s.reservationListSchema };
  },
});

/**
 * Cancels the member's own reservation (`reservation.active = false`): the seats come back, a paid
 * booking is refunded. Cancelling a cancelled one answers the same and changes nothing.
 */
export const cancelReservation = jsonEndpoint({
  name: 'reservations.cancel',
  method: 'PATCH',
  path: '/reservations/{encryptedId}.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.cancelParamsSchema, body: s.cancelReservationSchema, response: s.cancelAnswerSchema };
  },
});
