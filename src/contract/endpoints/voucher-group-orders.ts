import { jsonEndpoint, rawEndpoint } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';

/** Buying a voucher group on sale, reading the transaction (and its vouchers), and the gateway's return. */
const schemas = () => import('@/contract/voucher-group-orders');

/** Creates the order and starts its payment in one exactly-once call (members only). */
export const buyVoucherGroup = jsonEndpoint({
  name: 'voucherGroupOrders.buy',
  method: 'POST',
  path: '/voucher_group_transactions.json',
  access: 'member',
  idempotent: true,
  schemas: async () => {
    const s = await schemas();
    return { body: s.buyVoucherGroupRequestSchema, response: s.voucherGroupOrderAnswerSchema };
  },
});

/** One of the member's transactions (another member's answers 404); a pending charge is re-fetched first. */
export const voucherGroupOrder = jsonEndpoint({
  name: 'voucherGroupOrders.order',
  method: 'GET',
  path: '/voucher_group_transactions/{encryptedId}.json',
  access: 'member',
  schemas: async () => {
    const s = await schemas();
    return { params: s.voucherGroupOrderParamsSchema, response: s.voucherGroupOrderAnswerSchema };
  },
});

/** The gateway's return_uri after 3-D Secure or a wallet: re-fetch, then 303 to the transaction page. */
export const voucherGroupPaymentComplete = rawEndpoint({
  name: 'voucherGroupOrders.complete',
  method: 'GET',
  path: `${API_PREFIX}/voucher_group_transactions/payments/{paymentId}/complete`,
});
