import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { api } from '@/api/client';
import { BookingApiError } from '@/api/booking';
import { IDEMPOTENCY_HEADER, reservationStatuses } from '@/contract/booking-constants';
import { configSchema, type AppConfig } from '@/contract/config';
import {
  chargeStatuses,
  paymentMethods,
  paymentStartSchema,
  type PaymentStart,
  type startPaymentRequestSchema,
} from '@/contract/payments';

/**
 * The payment calls of decision 0013 (issue 5). Only gateway tokens and card ids go to /api/v5: the card
 * itself is typed into the gateway's own form (the sandbox's iframe), never into a request of ours.
 * Failures are BookingApiError (the server's translated message, 422 field messages), like the booking
 * calls, so step 5 handles both the same way.
 */
export type StartPaymentBody = z.input<typeof startPaymentRequestSchema>;

/** GET /payments/{id}: the payment as the server sees it now (it re-fetches a pending charge first). */
export const paymentStatusSchema = z.object({
  paymentId: z.string(),
  status: z.enum(chargeStatuses),
  method: z.enum(paymentMethods),
  reservationStatus: z.enum(reservationStatuses),
  encryptedReservationId: z.string(),
  /** ISO 8601; when the payment stops being payable. */
  expiresAt: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

function attributesOf(value: unknown): unknown {
  if (value && typeof value === 'object' && 'attributes' in value) return value.attributes;
  return value;
}

function failedPayment(): string {
  return i18n._(msg`Oops, something went wrong, failed creating reservation`);
}

/** POST /reservations/{encryptedId}/payments, with the Idempotency-Key of this logical attempt. */
export async function startReservationPayment(
  encryptedId: string,
  body: StartPaymentBody,
  idempotencyKey: string,
): Promise<PaymentStart> {
  const result = await api.post<unknown>(`/reservations/${encodeURIComponent(encryptedId)}/payments`, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    silent401: true,
  });
  if (!result.success) {
    const fields: Record<string, string> = {};
    if (result.errors && typeof result.errors === 'object')
      for (const [k, v] of Object.entries(result.errors as Record<string, unknown>)) {
        if (typeof v === 'string') fields[k] = v;
        else if (Array.isArray(v) && typeof v[0] === 'string') fields[k] = v[0];
      }
    throw new BookingApiError(result.message || failedPayment(), result.httpStatus, fields);
  }
  const parsed = paymentStartSchema.safeParse(attributesOf(result.data));
  if (!parsed.success) throw new BookingApiError(failedPayment(), result.httpStatus);
  return parsed.data;
}

/** GET /payments/{paymentId} */
export async function fetchPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatus> {
  const result = await api.get<unknown>(`/payments/${encodeURIComponent(paymentId)}`, { signal, dontReport: true });
  if (!result.success) throw new BookingApiError(result.message || i18n._(msg`Unknown Error`), result.httpStatus);
  const parsed = paymentStatusSchema.safeParse(attributesOf(result.data));
  if (!parsed.success) throw new BookingApiError(i18n._(msg`Unknown Error`), result.httpStatus);
  return parsed.data;
}

/** GET /config.json: which payment provider, the PromptPay countdown, the save-card flag. */
export async function fetchPaymentConfig(signal?: AbortSignal): Promise<AppConfig> {
  const result = await api.get<unknown>('/config.json', { signal });
  const parsed = result.success ? configSchema.safeParse(result.data) : null;
  if (!parsed?.success) throw new BookingApiError(result.message || i18n._(msg`failed get config`), result.httpStatus);
  return parsed.data;
}
