import { z } from 'zod';
import { answerOf } from './answer';
import { reservationSchema } from './booking';
import { chargeStatuses, paymentMethods, promptpayQrSchema } from './payments';

/**
 * GET /reservations/{encryptedId}/landing.json — what the landing pages
 * (tests/server/payments/landing.test.ts: landing/{encryptedId}, landing-package-ticket/{encryptedId} and its
 * qr-payment variant) show: the reservation as POST /reservations.json answers it, the restaurant's contact
 * (map link, call button) and the newest payment (the PromptPay QR while it is payable). Looked up by the
 * unguessable encryptedId only, never by row id.
 */
export const landingRestaurantSchema = z.object({
  name: z.string(),
  slug: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }),
});
export type LandingRestaurant = z.infer<typeof landingRestaurantSchema>;

export const landingPaymentSchema = z.object({
  method: z.enum(paymentMethods),
  status: z.enum(chargeStatuses),
  /** PromptPay only, and only while the charge is pending (an old QR must not be paid). */
  qr: promptpayQrSchema.nullable(),
  /** ISO 8601, when the pending charge stops being payable. */
  expiresAt: z.string().nullable(),
});
export type LandingPayment = z.infer<typeof landingPaymentSchema>;

export const reservationLandingSchema = z.object({
  reservation: reservationSchema,
  restaurant: landingRestaurantSchema,
  payment: landingPaymentSchema.nullable(),
});
export type ReservationLanding = z.infer<typeof reservationLandingSchema>;

export const landingParamsSchema = z.object({ encryptedId: z.string().max(100) });
export const reservationLandingAnswerSchema = answerOf(reservationLandingSchema);
