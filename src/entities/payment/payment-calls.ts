import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { call } from '@/api/call';
import * as payments from '@/contract/endpoints/payments';
import type { PaymentStart, PaymentStatus, startPaymentRequestSchema } from '@/contract/payments';

export type StartPaymentBody = z.input<typeof startPaymentRequestSchema>;

/**
 * POST /reservations/{encryptedId}/payments with the Idempotency-Key of this logical attempt: a lost
 * answer retried with the same key gets the first answer, never a second charge. Only gateway tokens and
 * saved-card ids are sent; the card itself stays in the gateway's form.
 */
export async function startReservationPayment(
  encryptedId: string,
  body: StartPaymentBody,
  idempotencyKey: string,
): Promise<PaymentStart> {
  const answer = await call(payments.startPayment, {
    params: { encryptedId },
    body,
    idempotencyKey,
    validate: true,
    fallback: () => i18n._(msg`Oops, something went wrong, failed creating reservation`),
  });
  return answer.data;
}

/** GET /payments/{paymentId}: the payment as the server sees it now (background: silent). */
export async function fetchPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  const answer = await call(payments.paymentStatus, { params: { paymentId }, signal, dontReport: true, validate: true });
  return answer.data;
}
