import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Language } from '@/contract/envelope';
import type { GiftCardOrder, GiftCardOrderStatus } from '@/contract/gift-cards';
import type { StartPaymentRequest } from '@/contract/payments';
import { bangkokWallClock } from '@/domain/reservations/reservation-section';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { giftCardOrders } from '../../db/schema/gift-cards';
import { vouchers } from '../../db/schema/vouchers';
import { AppError } from '../../http/app-error';
import { enqueueMail } from '../../mail/outbox';
import { translate } from '../../messages/messages';
import { toMoney } from '../catalogue/money';
import type { GatewayCharge } from '../payments/gateway';
import { unguessablePublicId } from '../payments/ids';
import type { Tx } from '../payments/payment-repo';
import { openCharge, type ChargeOwner, type PaymentsDeps } from '../payments/payment-service';
import { openedChargeColumns, singleChargeOrders, singleChargePaymentView } from '../payments/single-charge-order';

/**
 * Gift cards (docs/decisions/0043-gift-cards.md). The order and its charge are opened in one exactly-once
 * request; every later outcome (webhook, the gateway's return, a read, the sweeper) goes through
 * `applyGiftCardChargeInTx`: one compare-and-swap on the order row (payment pending → final, order
 * waiting_for_payment → paid | cancelled), and on success, in that same transaction, the gift voucher and
 * the recipient's mail. The realtime record voucher_transactions/{firebaseKey} is rewritten after.
 */

type Db = Database | Tx;
type OrderRow = typeof giftCardOrders.$inferSelect;

export interface BuyGiftCardBody {
  amount: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  payment: StartPaymentRequest;
}

const PUBLIC_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** A gift card stays usable this long after it is paid. */
const VALID_DAYS = 365;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function nowOf(ctx: ServerContext): Date {
  return ctx.now?.() ?? new Date();
}

/** 130 random bits in upper-case base32 (voucher codes are matched without case), grouped to be read out. */
export function giftCardCode(): string {
  const bytes = randomBytes(26);
  const chars = Array.from(bytes, (b) => BASE32[b & 31]).join('');
  return `GIFT-${chars.match(/.{1,6}/g)!.join('-')}`;
}

async function findOrder(db: Db, where: { publicId: string } | { paymentPublicId: string } | { id: number }) {
  const [row] = await db
    .select()
    .from(giftCardOrders)
    .where(
      'id' in where
        ? eq(giftCardOrders.id, where.id)
        : 'publicId' in where
          ? eq(giftCardOrders.publicId, where.publicId)
          : eq(giftCardOrders.paymentPublicId, where.paymentPublicId),
    );
  return row ?? null;
}

export async function buyGiftCard(
  deps: PaymentsDeps,
  input: { userId: number; email: string; name: string; request: BuyGiftCardBody; lang: Language },
): Promise<GiftCardOrder> {
  const { ctx, gateway } = deps;
  const now = nowOf(ctx);
  const { request } = input;
  // The amount was checked by the shared rule (the request schema); the database checks the bounds again.
  const amountMinor = request.amount * 100;
  const currency = 'THB';
  const publicId = unguessablePublicId();
  const paymentPublicId = unguessablePublicId();
  const opened = await openCharge(deps, {
    amount: amountMinor,
    currency,
    request: request.payment,
    userId: input.userId,
    email: input.email,
    returnUri: `${ctx.config.publicUrl}/api/v5/gift_cards/payments/${paymentPublicId}/complete`,
    metadata: { giftCardOrder: publicId },
  });
  const { charge } = opened;
  const [order] = await ctx.db
    .insert(giftCardOrders)
    .values({
      publicId,
      firebaseKey: unguessablePublicId(),
      buyerUserId: input.userId,
      amountMinor,
      currency,
      recipientName: request.recipientName,
      recipientEmail: request.recipientEmail,
      message: request.message,
      language: input.lang,
      status: 'waiting_for_payment',
      paymentPublicId,
      ...openedChargeColumns(gateway.name, request.payment, opened),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // A card without 3-D Secure is paid (or declined) already. Nested: a savepoint of the request's transaction.
  if (charge.status !== 'pending')
    await ctx.db.transaction((tx) => applyGiftCardChargeInTx(tx, order!, charge, now, input.name));
  const after = (await findOrder(ctx.db, { id: order!.id }))!;
  await ordersOf(deps).publish(after, now);
  return orderView(ctx, after, input.lang);
}

async function buyerName(db: Db, order: OrderRow): Promise<string> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.buyerUserId));
  return row?.name || row?.email || '';
}

/**
 * A charge's final status applied to a gift card order inside `tx`: the first final status wins (CAS on
 * the order row); a successful one creates the gift voucher and queues the recipient's mail, so the
 * voucher and its mail exist exactly when the payment is recorded, once.
 */
export async function applyGiftCardChargeInTx(
  tx: Tx,
  order: OrderRow,
  charge: GatewayCharge,
  now: Date,
  buyer?: string,
): Promise<{ order: OrderRow | null; changed: boolean }> {
  if (charge.status === 'pending') return { order: null, changed: false };
  const paid = charge.status === 'successful';
  const [moved] = await tx
    .update(giftCardOrders)
    .set({
      paymentStatus: charge.status,
      failureCode: charge.failureCode,
      status: paid ? 'paid' : 'cancelled',
      updatedAt: now,
    })
    .where(
      and(
        eq(giftCardOrders.id, order.id),
        eq(giftCardOrders.paymentStatus, 'pending'),
        eq(giftCardOrders.status, 'waiting_for_payment'),
      ),
    )
    .returning();
  if (!moved) return { order: null, changed: false };
  if (!paid) return { order: moved, changed: true };

  const from = buyer ?? (await buyerName(tx, moved));
  const today = bangkokWallClock(now).date;
  const until = new Date(`${today}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + VALID_DAYS);
  const validUntil = until.toISOString().slice(0, 10);
  const code = giftCardCode();
  const [voucher] = await tx
    .insert(vouchers)
    .values({
      code,
      nameEn: translate('en', 'giftCardVoucherName', { buyer: from }),
      nameTh: translate('th', 'giftCardVoucherName', { buyer: from }),
      category: 'gift',
      amountType: 'stored',
      usageType: 'deductible',
      valueMinor: moved.amountMinor,
      currency: moved.currency,
      validFrom: today,
      validUntil,
      source: 'purchase',
      purchaseReference: moved.publicId,
      createdAt: now,
    })
    .returning({ id: vouchers.id });
  const [withVoucher] = await tx
    .update(giftCardOrders)
    .set({ voucherId: voucher!.id })
    .where(eq(giftCardOrders.id, moved.id))
    .returning();
  const lang = moved.language === 'th' ? 'th' : 'en';
  await enqueueMail(tx, {
    kind: 'gift_card',
    to: moved.recipientEmail,
    language: lang,
    subject: translate(lang, 'giftCardMailSubject', { buyer: from }),
    body: translate(lang, 'giftCardMailBody', {
      name: moved.recipientName,
      buyer: from,
      amount: toMoney(moved.amountMinor, 'THB', lang).format,
      message: moved.message ? `“${moved.message}”\n\n` : '',
      code,
      validUntil,
    }),
  });
  return { order: withVoucher!, changed: true };
}

/** Realtime record, re-fetch and the ChargeOwner, shared with restaurant vouchers (one charge on the order row). */
function ordersOf(deps: PaymentsDeps) {
  const T = giftCardOrders;
  return singleChargeOrders<OrderRow>(deps, {
    kind: 'gift-cards',
    recordPath: (order) => `voucher_transactions/${order.firebaseKey}`,
    byCharge: async (tx, gateway, chargeId) =>
      (await tx.select().from(T).where(and(eq(T.gateway, gateway), eq(T.chargeId, chargeId))))[0] ?? null,
    due: (now, limit) =>
      deps.ctx.db.select().from(T).where(and(eq(T.paymentStatus, 'pending'), lte(T.expiresAt, now))).limit(limit),
    applyInTx: (tx, order, charge, now) => applyGiftCardChargeInTx(tx, order, charge, now),
  });
}

/** The buyer's own order; anyone else's (or an id that is not one) is simply not found. */
export async function readGiftCardOrder(
  deps: PaymentsDeps,
  userId: number,
  orderId: string,
  lang: Language,
): Promise<GiftCardOrder> {
  const { ctx } = deps;
  const order = PUBLIC_ID.test(orderId) ? await findOrder(ctx.db, { publicId: orderId }) : null;
  if (!order || order.buyerUserId !== userId) throw new AppError(404, 'giftCardOrderNotFound');
  await ordersOf(deps).refresh(order);
  return orderView(ctx, (await findOrder(ctx.db, { id: order.id }))!, lang);
}

/** Where the payer goes after the gateway's page: the voucher's page (it shows the outcome). */
export async function completeGiftCardReturn(deps: PaymentsDeps, paymentId: string): Promise<string> {
  const order = PUBLIC_ID.test(paymentId) ? await findOrder(deps.ctx.db, { paymentPublicId: paymentId }) : null;
  if (!order) throw new AppError(404, 'giftCardOrderNotFound');
  await ordersOf(deps).refresh(order);
  return `/voucher/${encodeURIComponent(order.publicId)}`;
}

/** What webhooks and the sweeper hand over: charges of gift card orders. */
export function giftCardChargeOwner(deps: PaymentsDeps): ChargeOwner {
  return ordersOf(deps).owner;
}

async function orderView(ctx: ServerContext, order: OrderRow, lang: Language): Promise<GiftCardOrder> {
  const now = nowOf(ctx);
  const money = (minor: number) => toMoney(minor, 'THB', lang);
  const [voucher] = order.voucherId
    ? await ctx.db
        .select({
          code: vouchers.code,
          valueMinor: vouchers.valueMinor,
          usedMinor: vouchers.amountUsedMinor,
          validUntil: vouchers.validUntil,
        })
        .from(vouchers)
        .where(eq(vouchers.id, order.voucherId))
    : [];
  return {
    id: order.publicId,
    firebaseKey: order.firebaseKey,
    status: order.status as GiftCardOrderStatus,
    amount: money(order.amountMinor),
    recipientName: order.recipientName,
    recipientEmail: order.recipientEmail,
    message: order.message,
    createdAt: order.createdAt.toISOString(),
    payment: singleChargePaymentView(order, now),
    voucher: voucher
      ? {
          code: voucher.code,
          balance: money(Math.max(0, voucher.valueMinor - voucher.usedMinor)),
          used: money(voucher.usedMinor),
          validUntil: voucher.validUntil,
        }
      : null,
    checkedAt: now.toISOString(),
  };
}
