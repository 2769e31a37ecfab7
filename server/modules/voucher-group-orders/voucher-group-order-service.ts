import { and, asc, eq, lte } from 'drizzle-orm';
import type { Language } from '@/contract/envelope';
import type { StartPaymentRequest } from '@/contract/payments';
import type { VoucherGroupOrder, VoucherGroupOrderStatus } from '@/contract/voucher-group-orders';
import { checkVoucherQuantity, voucherOrderTotal } from '@/domain/restaurant-vouchers/voucher-quantity';
import { groupCopyValidUntil } from '@/domain/voucher-groups/group-copy-validity';
import { bangkokIsoDay } from '@/domain/date/bangkok-iso-day';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { voucherGroupOrders } from '../../db/schema/voucher-group-orders';
import { voucherGroups, vouchers } from '../../db/schema/vouchers';
import { AppError } from '../../http/app-error';
import { toMoney } from '../catalogue/money';
import type { GatewayCharge } from '../payments/gateway';
import { purchasedVoucherCode, unguessablePublicId } from '../payments/ids';
import type { Tx } from '../payments/payment-repo';
import { openCharge, type ChargeOwner, type PaymentsDeps } from '../payments/payment-service';
import { openedChargeColumns, singleChargeOrders, singleChargePaymentView } from '../payments/single-charge-order';
import { groupSaleTemplates } from '../vouchers/voucher-repo';

/**
 * Buying a voucher group (docs/decisions/0051-voucher-group-purchase.md). The order and its charge are
 * opened in one exactly-once request, priced from the group row alone; every later outcome (webhook, the
 * gateway's return, a read, the sweeper) goes through `applyVoucherGroupChargeInTx`: one compare-and-swap
 * on the order row, and on success, in that same transaction, the buyer's copies of the group's vouchers.
 * The realtime record voucher_transactions/{firebaseKey} is rewritten after.
 */

type Db = Database | Tx;
type OrderRow = typeof voucherGroupOrders.$inferSelect;

export interface BuyVoucherGroupBody {
  groupId: number;
  quantity: number;
  payment: StartPaymentRequest;
}

const PUBLIC_ID = /^[A-Za-z0-9_-]{16,64}$/;

function nowOf(ctx: ServerContext): Date {
  return ctx.now?.() ?? new Date();
}

async function findOrder(db: Db, where: { publicId: string } | { paymentPublicId: string } | { id: number }) {
  const T = voucherGroupOrders;
  const [row] = await db
    .select()
    .from(T)
    .where(
      'id' in where
        ? eq(T.id, where.id)
        : 'publicId' in where
          ? eq(T.publicId, where.publicId)
          : eq(T.paymentPublicId, where.paymentPublicId),
    );
  return row ?? null;
}

export async function buyVoucherGroup(
  deps: PaymentsDeps,
  input: { userId: number; email: string; request: BuyVoucherGroupBody; lang: Language },
): Promise<VoucherGroupOrder> {
  const { ctx, gateway } = deps;
  const now = nowOf(ctx);
  const { request } = input;
  const [group] = await ctx.db
    .select()
    .from(voucherGroups)
    .where(and(eq(voucherGroups.id, request.groupId), eq(voucherGroups.active, true)));
  const templates = group ? await groupSaleTemplates(ctx.db, group.id, bangkokIsoDay(now)) : [];
  if (!group || group.priceMinor == null || group.maxPerOrder == null || group.validDays == null || !templates.length)
    throw new AppError(404, 'voucherGroupNotOnSale');
  const allowed = checkVoucherQuantity(request.quantity, group.maxPerOrder);
  if (!allowed.ok) throw new AppError(422, 'voucherGroupQuantity', { max: allowed.max });
  // The price is the group's, never the client's.
  const totalMinor = voucherOrderTotal(group.priceMinor, request.quantity);
  const currency = 'THB';
  const publicId = unguessablePublicId();
  const paymentPublicId = unguessablePublicId();
  const opened = await openCharge(deps, {
    amount: totalMinor,
    currency,
    request: request.payment,
    userId: input.userId,
    email: input.email,
    returnUri: `${ctx.config.publicUrl}/api/v5/voucher_group_transactions/payments/${paymentPublicId}/complete`,
    metadata: { voucherGroupOrder: publicId },
  });
  const { charge } = opened;
  const [order] = await ctx.db
    .insert(voucherGroupOrders)
    .values({
      publicId,
      firebaseKey: unguessablePublicId(),
      buyerUserId: input.userId,
      groupId: group.id,
      quantity: request.quantity,
      unitPriceMinor: group.priceMinor,
      validDays: group.validDays,
      totalMinor,
      currency,
      status: 'waiting_for_payment',
      paymentPublicId,
      ...openedChargeColumns(gateway.name, request.payment, opened),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // A card without 3-D Secure is paid (or declined) already. Nested: a savepoint of the request's transaction.
  if (charge.status !== 'pending') await ctx.db.transaction((tx) => applyVoucherGroupChargeInTx(tx, order!, charge, now));
  const after = (await findOrder(ctx.db, { id: order!.id }))!;
  await ordersOf(deps).publish(after, now);
  return orderView(ctx, after, input.lang);
}

/**
 * A charge's final status applied to an order inside `tx`: the first final status wins (CAS on the order
 * row); a successful one creates `quantity` copies of each of the group's vouchers for the buyer, so they
 * exist exactly when the payment is recorded, once.
 */
export async function applyVoucherGroupChargeInTx(
  tx: Tx,
  order: OrderRow,
  charge: GatewayCharge,
  now: Date,
): Promise<{ order: OrderRow | null; changed: boolean }> {
  if (charge.status === 'pending') return { order: null, changed: false };
  const paid = charge.status === 'successful';
  const T = voucherGroupOrders;
  const [moved] = await tx
    .update(T)
    .set({ paymentStatus: charge.status, failureCode: charge.failureCode, status: paid ? 'paid' : 'cancelled', updatedAt: now })
    .where(and(eq(T.id, order.id), eq(T.paymentStatus, 'pending'), eq(T.status, 'waiting_for_payment')))
    .returning();
  if (!moved) return { order: null, changed: false };
  if (!paid) return { order: moved, changed: true };

  const today = bangkokIsoDay(now);
  const templates = await groupSaleTemplates(tx, moved.groupId, today);
  const rows = Array.from({ length: moved.quantity }, () =>
    templates.map((v) => ({
      code: purchasedVoucherCode('VG'),
      nameEn: v.nameEn,
      nameTh: v.nameTh,
      category: v.category,
      amountType: v.amountType,
      usageType: v.usageType,
      valueMinor: v.valueMinor,
      percent: v.percent,
      maxDiscountMinor: v.maxDiscountMinor,
      minSpendMinor: v.minSpendMinor,
      currency: v.currency,
      // One booking uses it up; the buyer's own (the voucher check refuses it to anyone else).
      totalLimit: 1,
      perMemberLimit: 1,
      ownerUserId: moved.buyerUserId,
      groupId: moved.groupId,
      restaurantIds: v.restaurantIds,
      packageTypes: v.packageTypes,
      serviceTypes: v.serviceTypes,
      paymentTypes: v.paymentTypes,
      cardPrefixes: v.cardPrefixes,
      validFrom: today,
      validUntil: groupCopyValidUntil(today, moved.validDays, v.validUntil),
      firstBookingOnly: v.firstBookingOnly,
      source: 'purchase',
      purchaseReference: moved.publicId,
      createdAt: now,
    })),
  ).flat();
  if (rows.length) await tx.insert(vouchers).values(rows);
  return { order: moved, changed: true };
}

/** Realtime record, re-fetch and the ChargeOwner, shared with gift cards and restaurant vouchers. */
function ordersOf(deps: PaymentsDeps) {
  const T = voucherGroupOrders;
  return singleChargeOrders<OrderRow>(deps, {
    kind: 'voucher-group-orders',
    recordPath: (order) => `voucher_transactions/${order.firebaseKey}`,
    byCharge: async (tx, gateway, chargeId) =>
      (await tx.select().from(T).where(and(eq(T.gateway, gateway), eq(T.chargeId, chargeId))))[0] ?? null,
    due: (now, limit) =>
      deps.ctx.db.select().from(T).where(and(eq(T.paymentStatus, 'pending'), lte(T.expiresAt, now))).limit(limit),
    applyInTx: applyVoucherGroupChargeInTx,
  });
}

/** The buyer's own transaction; anyone else's (or an id that is not one) is simply not found. */
export async function readVoucherGroupOrder(
  deps: PaymentsDeps,
  userId: number,
  encryptedId: string,
  lang: Language,
): Promise<VoucherGroupOrder> {
  const { ctx } = deps;
  const order = PUBLIC_ID.test(encryptedId) ? await findOrder(ctx.db, { publicId: encryptedId }) : null;
  if (!order || order.buyerUserId !== userId) throw new AppError(404, 'voucherGroupOrderNotFound');
  await ordersOf(deps).refresh(order);
  return orderView(ctx, (await findOrder(ctx.db, { id: order.id }))!, lang);
}

/** Where the payer goes after the gateway's page: the transaction page (it shows the outcome). */
export async function completeVoucherGroupReturn(deps: PaymentsDeps, paymentId: string): Promise<string> {
  const order = PUBLIC_ID.test(paymentId) ? await findOrder(deps.ctx.db, { paymentPublicId: paymentId }) : null;
  if (!order) throw new AppError(404, 'voucherGroupOrderNotFound');
  await ordersOf(deps).refresh(order);
  return `/voucher_group_transaction/${encodeURIComponent(order.publicId)}`;
}

/** What webhooks and the sweeper hand over: charges of voucher group orders. */
export function voucherGroupChargeOwner(deps: PaymentsDeps): ChargeOwner {
  return ordersOf(deps).owner;
}

async function orderView(ctx: ServerContext, order: OrderRow, lang: Language): Promise<VoucherGroupOrder> {
  const now = nowOf(ctx);
  const money = (minor: number) => toMoney(minor, 'THB', lang);
  const [group] = await ctx.db
    .select({ nameEn: voucherGroups.nameEn, nameTh: voucherGroups.nameTh })
    .from(voucherGroups)
    .where(eq(voucherGroups.id, order.groupId));
  const bought =
    order.status === 'paid'
      ? await ctx.db
          .select({
            code: vouchers.code,
            nameEn: vouchers.nameEn,
            nameTh: vouchers.nameTh,
            validUntil: vouchers.validUntil,
            usedCount: vouchers.usedCount,
          })
          .from(vouchers)
          .where(and(eq(vouchers.purchaseReference, order.publicId), eq(vouchers.ownerUserId, order.buyerUserId)))
          .orderBy(asc(vouchers.id))
      : [];
  return {
    id: order.publicId,
    firebaseKey: order.firebaseKey,
    status: order.status as VoucherGroupOrderStatus,
    group: { id: order.groupId, name: lang === 'th' ? (group?.nameTh ?? '') : (group?.nameEn ?? '') },
    quantity: order.quantity,
    unitPrice: money(order.unitPriceMinor),
    total: money(order.totalMinor),
    validDays: order.validDays,
    createdAt: order.createdAt.toISOString(),
    payment: singleChargePaymentView(order, now),
    vouchers: bought.map((v) => ({
      code: v.code,
      name: lang === 'th' && v.nameTh ? v.nameTh : v.nameEn,
      validUntil: v.validUntil,
      used: v.usedCount > 0,
    })),
    checkedAt: now.toISOString(),
  };
}
