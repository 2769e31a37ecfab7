import { z } from 'zod';
import { MAX_RESTAURANT_VOUCHERS_PER_ORDER } from '@/domain/restaurant-vouchers/voucher-quantity';
import { answerOf } from './answer';
import { moneySchema } from './catalogue';
import { idValue } from './fields';
import { chargeStatuses, paymentMethods, promptpayQrSchema, startPaymentRequestSchema } from './payments';
import { refusal } from './refusal';

/**
 * Buying a voucher group (tests/server/voucher-groups/voucher-group-orders.test.ts): a member buys one or
 * more sets of a group on sale, pays through the reservations' gateway, and once paid holds their own
 * single-use copy of each of the group's vouchers per set. The transaction page follows
 * voucher_transactions/{firebaseKey}. The price is always the server's, from the group row: the client
 * sends only the group, the quantity and how it pays.
 */

export const voucherGroupOrderStatuses = ['waiting_for_payment', 'paid', 'cancelled'] as const;
export type VoucherGroupOrderStatus = (typeof voucherGroupOrderStatuses)[number];

const quantityRefusal = refusal('voucherGroupQuantity', { max: MAX_RESTAURANT_VOUCHERS_PER_ORDER });

export const buyVoucherGroupRequestSchema = z.object({
  groupId: idValue(refusal('voucherGroupNotOnSale')),
  quantity: z.coerce
    .number({ error: quantityRefusal })
    .int(quantityRefusal)
    .min(1, quantityRefusal)
    .max(MAX_RESTAURANT_VOUCHERS_PER_ORDER, quantityRefusal),
  payment: startPaymentRequestSchema,
});
export type BuyVoucherGroupRequest = z.input<typeof buyVoucherGroupRequestSchema>;

export const boughtGroupVoucherSchema = z.object({
  /** What the voucher's QR holds and what is typed at step 5. */
  code: z.string(),
  name: z.string(),
  validUntil: z.string(),
  /** A booking holds it now. */
  used: z.boolean(),
});
export type BoughtGroupVoucher = z.infer<typeof boughtGroupVoucherSchema>;

export const voucherGroupOrderSchema = z.object({
  /** The order's unguessable id (voucher_group_transaction/{id}). */
  id: z.string(),
  /** Its realtime record: voucher_transactions/{firebaseKey}. */
  firebaseKey: z.string(),
  status: z.enum(voucherGroupOrderStatuses),
  group: z.object({ id: z.number().int(), name: z.string() }),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  total: moneySchema,
  validDays: z.number().int(),
  createdAt: z.string(),
  payment: z.object({
    paymentId: z.string(),
    method: z.enum(paymentMethods),
    status: z.enum(chargeStatuses),
    /** PromptPay, only while pending and not past its expiry. */
    qr: promptpayQrSchema.nullable(),
    /** Card 3-D Secure or a wallet, while pending. */
    redirectUrl: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
  /** Empty until paid. */
  vouchers: z.array(boughtGroupVoucherSchema),
  /** ISO 8601: when the server answered (the offline page says when it last confirmed the order). */
  checkedAt: z.string(),
});
export type VoucherGroupOrder = z.infer<typeof voucherGroupOrderSchema>;

export const voucherGroupOrderParamsSchema = z.object({ encryptedId: z.string().max(100) });
export const voucherGroupOrderAnswerSchema = answerOf(voucherGroupOrderSchema);
