import { z } from 'zod';
import { MAX_RESTAURANT_VOUCHERS_PER_ORDER } from '@/domain/restaurant-vouchers/voucher-quantity';
import { answerOf } from './answer';
import { moneySchema } from './catalogue';
import { idValue } from './fields';
import { chargeStatuses, paymentMethods, promptpayQrSchema, startPaymentRequestSchema } from './payments';
import { refusal } from './refusal';

/**
 * Restaurant vouchers (tests/server/restaurant-vouchers/restaurant-vouchers.test.ts): a restaurant sells
 * vouchers of a face value, sometimes for less; a member buys some, pays through the reservations' gateway,
 * and once paid each voucher is the member's own, usable once at that restaurant through the ordinary
 * voucher check. The order's page follows voucher_transactions/{firebaseKey}. The price is always the
 * server's, from the offer row: the client sends only the offer, the quantity and how it pays.
 */

export const restaurantVoucherOrderStatuses = ['waiting_for_payment', 'paid', 'cancelled'] as const;
export type RestaurantVoucherOrderStatus = (typeof restaurantVoucherOrderStatuses)[number];

export const restaurantVoucherOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What one voucher takes off a booking. */
  faceValue: moneySchema,
  /** What one voucher costs. */
  price: moneySchema,
  validDays: z.number().int(),
  maxPerOrder: z.number().int(),
});
export type RestaurantVoucherOffer = z.infer<typeof restaurantVoucherOfferSchema>;

export const restaurantVoucherOffersParamsSchema = z.object({ restaurantName: z.string().min(1).max(200) });
export const restaurantVoucherOffersAnswerSchema = answerOf(z.array(restaurantVoucherOfferSchema));

const quantityRefusal = refusal('restaurantVoucherQuantity', { max: MAX_RESTAURANT_VOUCHERS_PER_ORDER });

export const buyRestaurantVouchersRequestSchema = z.object({
  offerId: idValue(refusal('restaurantVoucherOfferNotFound')),
  quantity: z.coerce
    .number({ error: quantityRefusal })
    .int(quantityRefusal)
    .min(1, quantityRefusal)
    .max(MAX_RESTAURANT_VOUCHERS_PER_ORDER, quantityRefusal),
  payment: startPaymentRequestSchema,
});
export type BuyRestaurantVouchersRequest = z.input<typeof buyRestaurantVouchersRequestSchema>;

export const boughtRestaurantVoucherSchema = z.object({
  /** What the voucher's QR holds and what is typed at step 5. */
  code: z.string(),
  value: moneySchema,
  validUntil: z.string(),
  /** A booking holds it now. */
  used: z.boolean(),
});
export type BoughtRestaurantVoucher = z.infer<typeof boughtRestaurantVoucherSchema>;

export const restaurantVoucherOrderSchema = z.object({
  /** The order's unguessable id (voucher/{id}). */
  id: z.string(),
  /** Its realtime record: voucher_transactions/{firebaseKey}. */
  firebaseKey: z.string(),
  status: z.enum(restaurantVoucherOrderStatuses),
  restaurant: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  offer: z.object({ id: z.number().int(), name: z.string() }),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  faceValue: moneySchema,
  total: moneySchema,
  validDays: z.number().int(),
  createdAt: z.string(),
  payment: z
    .object({
      paymentId: z.string(),
      method: z.enum(paymentMethods),
      status: z.enum(chargeStatuses),
      /** PromptPay, only while pending and not past its expiry. */
      qr: promptpayQrSchema.nullable(),
      /** Card 3-D Secure or a wallet, while pending. */
      redirectUrl: z.string().nullable(),
      expiresAt: z.string().nullable(),
    })
    .nullable(),
  /** Empty until paid. */
  vouchers: z.array(boughtRestaurantVoucherSchema),
  /** ISO 8601: when the server answered (the offline page says when it last confirmed the order). */
  checkedAt: z.string(),
});
export type RestaurantVoucherOrder = z.infer<typeof restaurantVoucherOrderSchema>;

export const restaurantVoucherOrderParamsSchema = z.object({ orderId: z.string().max(100) });
export const restaurantVoucherOrderAnswerSchema = answerOf(restaurantVoucherOrderSchema);
