import { jsonEndpoint, rawEndpoint } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';

/** Buying package tickets, reading an order, the gateway's return, and the restaurant's scan. */
const schemas = () => import('@/contract/package-tickets');

/** Creates the order and starts its payment in one exactly-once call (members only: ticket pages need one). */
export const buyTickets = jsonEndpoint({
  name: 'packageTickets.buy',
  method: 'POST',
  path: '/package_tickets.json',
  access: 'member',
  idempotent: true,
  schemas: async () => {
    const s = await schemas();
    return { body: s.buyTicketsRequestSchema, response: s.ticketOrderAnswerSchema };
  },
});

/** One of the member's orders (another member's answers 404); a pending charge is re-fetched first. */
export const ticketOrder = jsonEndpoint({
  name: 'packageTickets.order',
  method: 'GET',
  path: '/package_tickets/{orderId}.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.ticketOrderParamsSchema, response: s.ticketOrderAnswerSchema };
  },
});

/** The gateway's return_uri after 3-D Secure or a wallet: re-fetch, then 303 to the order's landing page. */
export const ticketPaymentComplete = rawEndpoint({
  name: 'packageTickets.complete',
  method: 'GET',
  path: `${API_PREFIX}/package_tickets/payments/{paymentId}/complete`,
});

/**
 * The restaurant scans a ticket's QR (operator secret, like the completion step): used once; a second
 * scan is refused. Without the secret it answers 404, as if it did not exist.
 */
export const redeemTicket = rawEndpoint({
  name: 'packageTickets.redeem',
  method: 'POST',
  path: `${API_PREFIX}/operator/package_tickets/redeem.json`,
  maxBodyBytes: 1024,
});
