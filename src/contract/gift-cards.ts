import { z } from 'zod';
import { checkGiftCardAmount, GIFT_CARD_MAX_BAHT, GIFT_CARD_MIN_BAHT } from '@/domain/gift-cards/gift-card-amount';
import { emailField } from './accounts';
import { answerOf } from './answer';
import { moneySchema } from './catalogue';
import { chargeStatuses, paymentMethods, promptpayQrSchema, startPaymentRequestSchema } from './payments';
import { refusal } from './refusal';

/**
 * Gift cards (tests/server/gift-cards/gift-cards.test.ts): a member buys a stored-value gift voucher for
 * someone, pays through the reservations' gateway, and the paid card's code is mailed to the recipient.
 * The order's page follows its realtime record voucher_transactions/{firebaseKey}. The amount is the
 * buyer's choice within the bounds; the server charges exactly that and nothing the client says about price.
 */

export const giftCardOrderStatuses = ['waiting_for_payment', 'paid', 'cancelled'] as const;
export type GiftCardOrderStatus = (typeof giftCardOrderStatuses)[number];

const amountRefusal = refusal('giftCardAmount', { min: GIFT_CARD_MIN_BAHT, max: GIFT_CARD_MAX_BAHT });

export const buyGiftCardRequestSchema = z.object({
  /** Whole baht. */
  amount: z
    .union([z.number(), z.string().max(20)], { error: refusal('giftCardAmountEmpty') })
    .transform((value, ctx) => {
      const checked = checkGiftCardAmount(value);
      if (checked.ok) return checked.baht;
      ctx.addIssue({
        code: 'custom',
        message: checked.refusal === 'amountEmpty' ? refusal('giftCardAmountEmpty') : amountRefusal,
      });
      return z.NEVER;
    }),
  recipientName: z
    .string({ error: refusal('nameRequired') })
    .trim()
    .min(1, refusal('nameRequired'))
    .max(100, refusal('nameRequired')),
  recipientEmail: emailField,
  message: z.string().trim().max(500, refusal('giftCardMessageLong', { max: 500 })).default(''),
  payment: startPaymentRequestSchema,
});
export type BuyGiftCardRequest = z.input<typeof buyGiftCardRequestSchema>;

export const giftCardOrderSchema = z.object({
  /** The order's unguessable id (voucher/{id}). */
  id: z.string(),
  /** Its realtime record: voucher_transactions/{firebaseKey}. */
  firebaseKey: z.string(),
  status: z.enum(giftCardOrderStatuses),
  amount: moneySchema,
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
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
  /** The gift voucher, once paid: its code (what the QR holds) and what is left of it. */
  voucher: z
    .object({
      code: z.string(),
      balance: moneySchema,
      used: moneySchema,
      validUntil: z.string(),
    })
    .nullable(),
  /** ISO 8601: when the server answered (the offline page says when it last confirmed the card). */
  checkedAt: z.string(),
});
export type GiftCardOrder = z.infer<typeof giftCardOrderSchema>;

/** voucher_transactions/{firebaseKey}: what the watch follows. */
export const voucherTransactionRecordSchema = z.object({
  id: z.string(),
  status: z.enum(giftCardOrderStatuses),
  paymentStatus: z.enum(chargeStatuses).nullable(),
  updatedAt: z.string(),
});
export type VoucherTransactionRecord = z.infer<typeof voucherTransactionRecordSchema>;

export const giftCardOrderParamsSchema = z.object({ orderId: z.string().max(100) });
export const giftCardOrderAnswerSchema = answerOf(giftCardOrderSchema);
