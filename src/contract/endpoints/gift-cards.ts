import { jsonEndpoint, rawEndpoint } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';

/** Buying a gift card, reading the order (and its voucher), and the gateway's return. */
const schemas = () => import('@/contract/gift-cards');

/** Creates the order and starts its payment in one exactly-once call (members only). */
export const buyGiftCard = jsonEndpoint({
  name: 'giftCards.buy',
  method: 'POST',
  path: '/gift_cards.json',
  access: 'member',
  idempotent: true,
  schemas: async () => {
    const s = await schemas();
    return { body: s.buyGiftCardRequestSchema, response: s.giftCardOrderAnswerSchema };
  },
});

/** One of the member's gift card orders (another member's answers 404); a pending charge is re-fetched first. */
export const giftCardOrder = jsonEndpoint({
  name: 'giftCards.order',
  method: 'GET',
  path: '/gift_cards/{orderId}.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.giftCardOrderParamsSchema, response: s.giftCardOrderAnswerSchema };
  },
});

/** The gateway's return_uri after 3-D Secure or a wallet: re-fetch, then 303 to the voucher's page. */
export const giftCardPaymentComplete = rawEndpoint({
  name: 'giftCards.complete',
  method: 'GET',
  path: `${API_PREFIX}/gift_cards/payments/{paymentId}/complete`,
});
