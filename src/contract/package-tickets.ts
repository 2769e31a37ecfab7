import { z } from 'zod';
import { answerOf } from './answer';
import { moneySchema } from './catalogue';
import { idValue } from './fields';
import { chargeStatuses, paymentMethods, promptpayQrSchema, startPaymentRequestSchema } from './payments';
import { refusal } from './refusal';

/**
 * Package tickets (tests/server/package-tickets/package-tickets.test.ts): a member buys prepaid tickets
 * for a restaurant's ticket package and pays with the reservations' methods; the order's page shows its
 * status live (realtime ticket_transactions/{firebaseKey}) and, once paid, one QR per ticket that the
 * restaurant scans once. The price is always the server's, from the package row.
 */

export const ticketOrderStatuses = ['waiting_for_payment', 'paid', 'cancelled'] as const;
export type TicketOrderStatus = (typeof ticketOrderStatuses)[number];

/** The most tickets one order may hold (the database says the same). */
export const MAX_TICKETS_PER_ORDER_WIRE = 10;

export const buyTicketsRequestSchema = z.object({
  restaurantPackageId: idValue(refusal('ticketPackageNotFound')),
  quantity: z.coerce
    .number({ error: refusal('ticketQuantity', { max: MAX_TICKETS_PER_ORDER_WIRE }) })
    .int(refusal('ticketQuantity', { max: MAX_TICKETS_PER_ORDER_WIRE }))
    .min(1, refusal('ticketQuantity', { max: MAX_TICKETS_PER_ORDER_WIRE }))
    .max(MAX_TICKETS_PER_ORDER_WIRE, refusal('ticketQuantity', { max: MAX_TICKETS_PER_ORDER_WIRE })),
  payment: startPaymentRequestSchema,
});
export type BuyTicketsRequest = z.input<typeof buyTicketsRequestSchema>;

export const ticketSchema = z.object({
  /** What the ticket's QR holds: unguessable, scanned once by the restaurant. */
  code: z.string(),
  position: z.number().int(),
  /** ISO 8601 when the restaurant scanned it; null while unused. */
  redeemedAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketPaymentSchema = z.object({
  paymentId: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(chargeStatuses),
  /** Card with 3-D Secure, while pending. */
  authorizeUri: z.string().nullable(),
  /** Wallets, while pending. */
  walletUrl: z.string().nullable(),
  /** PromptPay, only while pending and not past its expiry. */
  qr: promptpayQrSchema.nullable(),
  expiresAt: z.string().nullable(),
});
export type TicketPayment = z.infer<typeof ticketPaymentSchema>;

export const ticketOrderSchema = z.object({
  /** The order's unguessable id (landing-package-ticket/{id}). */
  id: z.string(),
  /** Its realtime record: ticket_transactions/{firebaseKey}. */
  firebaseKey: z.string(),
  status: z.enum(ticketOrderStatuses),
  restaurant: z.object({ name: z.string(), slug: z.string() }),
  package: z.object({ id: z.number(), name: z.string() }),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  total: moneySchema,
  createdAt: z.string(),
  payment: ticketPaymentSchema.nullable(),
  /** Empty until paid. */
  tickets: z.array(ticketSchema),
  /** ISO 8601: when the server answered (the offline page says when it last confirmed the order). */
  checkedAt: z.string(),
});
export type TicketOrder = z.infer<typeof ticketOrderSchema>;

/** ticket_transactions/{firebaseKey}: what the watch follows. */
export const ticketTransactionRecordSchema = z.object({
  id: z.string(),
  status: z.enum(ticketOrderStatuses),
  paymentStatus: z.enum(chargeStatuses).nullable(),
  authorizeUri: z.string().nullable(),
  walletUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type TicketTransactionRecord = z.infer<typeof ticketTransactionRecordSchema>;

export const ticketOrderParamsSchema = z.object({ orderId: z.string().max(100) });

export const ticketRedeemRequestSchema = z.object({ code: z.string().min(1).max(100) });
export const ticketRedemptionSchema = z.object({
  code: z.string(),
  restaurant: z.string(),
  package: z.string(),
  redeemedAt: z.string(),
});
export type TicketRedemption = z.infer<typeof ticketRedemptionSchema>;

export const ticketOrderAnswerSchema = answerOf(ticketOrderSchema);
