import { jsonEndpoint, rawEndpoint } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';

/**
 * Paying a reservation and reading where it stands. Only gateway tokens and card ids come here: the card
 * itself is typed into the gateway's own form, never into a request of ours.
 */
const schemas = () => import('@/contract/payments');

export const startPayment = jsonEndpoint({
  name: 'payments.start',
  method: 'POST',
  path: '/reservations/{encryptedId}/payments',
  access: 'guest-or-member',
  idempotent: true,
  schemas: async () => {
    const s = await schemas();
    return { params: s.reservationPaymentParamsSchema, body: s.startPaymentRequestSchema, response: s.paymentStartAnswerSchema };
  },
});

export const paymentStatus = jsonEndpoint({
  name: 'payments.status',
  method: 'GET',
  path: '/payments/{paymentId}',
  // The payment id is unguessable: whoever was given it may read its status.
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.paymentParamsSchema, response: s.paymentStatusAnswerSchema };
  },
});

export const reservationLanding = jsonEndpoint({
  name: 'payments.landing',
  method: 'GET',
  path: '/reservations/{encryptedId}/landing.json',
  access: 'public',
  schemas: async () => {
    const s = await import('@/contract/landing');
    return { params: s.landingParamsSchema, response: s.reservationLandingAnswerSchema };
  },
});

/** The gateway's return_uri after 3-D Secure or a wallet: re-fetch the charge, then 303 to the result page. */
export const paymentComplete = rawEndpoint({
  name: 'payments.complete',
  method: 'GET',
  path: `${API_PREFIX}/payments/{paymentId}/complete`,
});

/** GB Prime Pay sends the payer back by POSTing a form to the return URI: the same re-fetch and redirect. */
export const paymentCompletePost = rawEndpoint({
  name: 'payments.completePost',
  method: 'POST',
  path: `${API_PREFIX}/payments/{paymentId}/complete`,
});

/** GB Prime Pay's 3-D Secure starts with a form the payer's browser posts to GB. */
export const gbPrimePaySecureForm = rawEndpoint({
  name: 'payments.gbPrimePaySecureForm',
  method: 'GET',
  path: `${API_PREFIX}/payments/gbprimepay/3ds/{gbpReferenceNo}`,
});

/** Signed gateway events; a gateway's event is a few KB. */
export const paymentWebhooks = rawEndpoint({
  name: 'payments.webhooks',
  method: 'POST',
  path: `${API_PREFIX}/payments/webhooks`,
  maxBodyBytes: 64 * 1024,
});
