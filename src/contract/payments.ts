import { z } from 'zod';
import { answerOf } from './answer';
import { idValue } from './fields';
import { reservationStatuses } from './booking-constants';

/**
 * Payments (issue 5: methods, gateways, charges and the status the PWA watches),
 * camelCase as both sides see them. The card number never appears here: the browser gives the card to
 * the gateway's own form (sandbox: /sandbox-gateway/card-form in an iframe; production: Omise.js) and
 * sends us only the single-use token it answers.
 */

/** Payment method codes. credit_card = card, qrcode = promptpay (older clients' names). */
export const paymentMethods = [
  'card',
  'promptpay',
  'true_wallet',
  'shopee_pay',
  'credit_card',
  'qrcode',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The method as the gateway knows it. */
export type GatewayMethod = 'card' | 'promptpay' | 'truemoney' | 'shopeepay';
export function gatewayMethodOf(method: PaymentMethod): GatewayMethod {
  switch (method) {
    case 'card':
    case 'credit_card':
      return 'card';
    case 'promptpay':
    case 'qrcode':
      return 'promptpay';
    case 'true_wallet':
      return 'truemoney';
    case 'shopee_pay':
      return 'shopeepay';
  }
}

/** Payment gateways; the configured provider must be omise or gbprimepay. */
export const paymentGateways = ['omise', 'gb_primepay'] as const;
export const paymentProviders = ['omise', 'gbprimepay'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const chargeStatuses = ['pending', 'successful', 'failed', 'expired'] as const;
export type ChargeStatus = (typeof chargeStatuses)[number];

/** POST /reservations/{encryptedId}/payments — pay a reservation that is waiting_for_payment. */
export const startPaymentRequestSchema = z
  .object({
    method: z.enum(paymentMethods),
    /** Card: the single-use token from the gateway's card form. */
    token: z.string().min(1).max(100).nullish(),
    /** Card: a member's saved card (its id in GET /users/credit_cards.json) instead of a token. */
    cardId: idValue().nullish(),
    /** Card: keep the card at the gateway for next time (members, config enableSaveCc). */
    saveCard: z.boolean().default(false),
    /** TrueMoney needs the wallet's phone number, e.g. 0812345678. */
    phoneNumber: z
      .string()
      .regex(/^\+?\d{9,15}$/)
      .nullish(),
  })
  .refine((b) => (b.method === 'card' || b.method === 'credit_card' ? Boolean(b.token || b.cardId) : true), {
    message: 'All card fields must be filled',
    path: ['token'],
  });
export type StartPaymentRequest = z.infer<typeof startPaymentRequestSchema>;

export const promptpayQrSchema = z.object({
  /** The EMVCo payload to render as a QR code (sandbox), or null when the gateway gives an image. */
  payload: z.string().nullable(),
  /** The gateway's QR image (Omise), when it draws the code itself. */
  imageUri: z.string().nullable(),
  /** ISO 8601: the QR stops being payable then. */
  expiresAt: z.string(),
});

export type PromptpayQr = z.infer<typeof promptpayQrSchema>;

export const paymentStartSchema = z.object({
  /** Our payment id (unguessable); the gateway's return_uri carries it. */
  paymentId: z.string(),
  status: z.enum(chargeStatuses),
  method: z.enum(paymentMethods),
  /** Card with 3-D Secure: open this (the gateway's authorize page). */
  authorizeUri: z.string().nullable(),
  /** PromptPay: the QR to show with its countdown. */
  qr: promptpayQrSchema.nullable(),
  /** Wallets: redirect here. */
  walletUrl: z.string().nullable(),
  /** The reservation's status after this call (pending_arrival when a card paid at once). */
  reservationStatus: z.enum(reservationStatuses),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** What the server writes at reservations/{firebaseKey}, on top of the booking's own fields. */
export const reservationPaymentRecordSchema = z.object({
  status: z.enum(reservationStatuses),
  authorizeUri: z.string().nullable(),
  walletUrl: z.string().nullable(),
  paymentStatus: z.enum(chargeStatuses).nullable(),
});
export type ReservationPaymentRecord = z.infer<typeof reservationPaymentRecordSchema>;

/**
 * The message the sandbox card form posts to its parent window (window.postMessage) once the card is
 * tokenized; only the token and display details, never the number.
 */
export const SANDBOX_TOKEN_MESSAGE = 'sandbox-gateway:token';
export const sandboxTokenMessageSchema = z.object({
  type: z.literal(SANDBOX_TOKEN_MESSAGE),
  token: z.string(),
  card: z.object({ brand: z.string(), lastDigits: z.string(), name: z.string() }),
});
export type SandboxTokenMessage = z.infer<typeof sandboxTokenMessageSchema>;
export const SANDBOX_ERROR_MESSAGE = 'sandbox-gateway:error';

/** GET /payments/{paymentId}: the payment as the server sees it now (it re-fetches a pending charge first). */
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

export const reservationPaymentParamsSchema = z.object({ encryptedId: z.string().max(100) });
export const paymentParamsSchema = z.object({ paymentId: z.string().max(100) });
export const paymentStartAnswerSchema = answerOf(paymentStartSchema);
export const paymentStatusAnswerSchema = answerOf(paymentStatusSchema);
