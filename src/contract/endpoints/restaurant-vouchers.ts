import { jsonEndpoint, rawEndpoint } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';

/** A restaurant's voucher offers, buying some, reading the order (and its vouchers), and the gateway's return. */
const schemas = () => import('@/contract/restaurant-vouchers');

/** The restaurant's active offers (anyone); an unknown restaurant has none. */
export const restaurantVoucherOffers = jsonEndpoint({
  name: 'restaurantVouchers.offers',
  method: 'GET',
  path: '/restaurants/{restaurantName}/voucher_offers.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.restaurantVoucherOffersParamsSchema, response: s.restaurantVoucherOffersAnswerSchema };
  },
});

/** Creates the order and starts its payment in one exactly-once call (members only). */
export const buyRestaurantVouchers = jsonEndpoint({
  name: 'restaurantVouchers.buy',
  method: 'POST',
  path: '/restaurant_vouchers.json',
  access: 'member',
  idempotent: true,
  schemas: async () => {
    const s = await schemas();
    return { body: s.buyRestaurantVouchersRequestSchema, response: s.restaurantVoucherOrderAnswerSchema };
  },
});

/** One of the member's orders (another member's answers 404); a pending charge is re-fetched first. */
export const restaurantVoucherOrder = jsonEndpoint({
  name: 'restaurantVouchers.order',
  method: 'GET',
  path: '/restaurant_vouchers/{orderId}.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.restaurantVoucherOrderParamsSchema, response: s.restaurantVoucherOrderAnswerSchema };
  },
});

/** The gateway's return_uri after 3-D Secure or a wallet: re-fetch, then 303 to the order's page. */
export const restaurantVoucherPaymentComplete = rawEndpoint({
  name: 'restaurantVouchers.complete',
  method: 'GET',
  path: `${API_PREFIX}/restaurant_vouchers/payments/{paymentId}/complete`,
});
