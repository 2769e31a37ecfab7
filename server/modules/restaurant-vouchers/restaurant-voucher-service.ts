import { and, asc, eq, lte } from 'drizzle-orm';
import type { Language } from '@/contract/envelope';
import type { StartPaymentRequest } from '@/contract/payments';
import type {
  RestaurantVoucherOffer,
  RestaurantVoucherOrder,
  RestaurantVoucherOrderStatus,
} from '@/contract/restaurant-vouchers';
import { checkVoucherQuantity, voucherOrderTotal } from '@/domain/restaurant-vouchers/voucher-quantity';
import { voucherValidUntil } from '@/domain/restaurant-vouchers/voucher-validity';
import { bangkokWallClock } from '@/domain/reservations/reservation-section';
import type { ServerContext } from '../../context';
import type { Database } from '../../db/client';
import { restaurantVoucherOffers, restaurantVoucherOrders } from '../../db/schema/restaurant-vouchers';
import { restaurants } from '../../db/schema/restaurants';
import { vouchers } from '../../db/schema/vouchers';
import { AppError } from '../../http/app-error';
import { translate } from '../../messages/messages';
import { toMoney } from '../catalogue/money';
import type { GatewayCharge } from '../payments/gateway';
import { purchasedVoucherCode, unguessablePublicId } from '../payments/ids';
import type { Tx } from '../payments/payment-repo';
import { openCharge, type ChargeOwner, type PaymentsDeps } from '../payments/payment-service';
import { openedChargeColumns, singleChargeOrders, singleChargePaymentView } from '../payments/single-charge-order';

/**
 * Restaurant vouchers (docs/decisions/0046-restaurant-vouchers.md). The order and its charge are opened in
 * one exactly-once request, priced from the offer row alone; every later outcome (webhook, the gateway's
 * return, a read, the sweeper) goes through `applyRestaurantVoucherChargeInTx`: one compare-and-swap on the
 * order row (payment pending → final, order waiting_for_payment → paid | cancelled), and on success, in
 * that same transaction, the buyer's vouchers. The realtime record voucher_transactions/{firebaseKey} is
 * rewritten after.
 */

type Db = Database | Tx;
type OrderRow = typeof restaurantVoucherOrders.$inferSelect;

export interface BuyRestaurantVouchersBody {
  offerId: number;
  quantity: number;
  payment: StartPaymentRequest;
}

const PUBLIC_ID = /^[A-Za-z0-9_-]{16,64}$/;
const SLUG = /^[a-z0-9-]{1,200}$/;

function nowOf(ctx: ServerContext): Date {
  return ctx.now?.() ?? new Date();
}

const nameOf = (row: { nameEn: string; nameTh: string }, lang: Language) => (lang === 'th' ? row.nameTh : row.nameEn);

/** A restaurant's offers on sale now, cheapest first by its own order; an unknown restaurant has none. */
export async function listOffers(ctx: ServerContext, slug: string, lang: Language): Promise<RestaurantVoucherOffer[]> {
  if (!SLUG.test(slug)) return [];
  const rows = await ctx.db
    .select({ offer: restaurantVoucherOffers })
    .from(restaurantVoucherOffers)
    .innerJoin(restaurants, eq(restaurants.id, restaurantVoucherOffers.restaurantId))
    .where(
      and(
        eq(restaurants.slug, slug),
        eq(restaurants.isActive, true),
        eq(restaurants.isAcceptVoucher, true),
        eq(restaurantVoucherOffers.active, true),
      ),
    )
    .orderBy(asc(restaurantVoucherOffers.position), asc(restaurantVoucherOffers.id));
  return rows.map(({ offer }) => ({
    id: offer.id,
    name: nameOf(offer, lang),
    faceValue: toMoney(offer.faceValueMinor, 'THB', lang),
    price: toMoney(offer.priceMinor, 'THB', lang),
    validDays: offer.validDays,
    maxPerOrder: offer.maxPerOrder,
  }));
}

async function findOrder(db: Db, where: { publicId: string } | { paymentPublicId: string } | { id: number }) {
  const [row] = await db
    .select()
    .from(restaurantVoucherOrders)
    .where(
      'id' in where
        ? eq(restaurantVoucherOrders.id, where.id)
        : 'publicId' in where
          ? eq(restaurantVoucherOrders.publicId, where.publicId)
          : eq(restaurantVoucherOrders.paymentPublicId, where.paymentPublicId),
    );
  return row ?? null;
}

export async function buyRestaurantVouchers(
  deps: PaymentsDeps,
  input: { userId: number; email: string; request: BuyRestaurantVouchersBody; lang: Language },
): Promise<RestaurantVoucherOrder> {
  const { ctx, gateway } = deps;
  const now = nowOf(ctx);
  const { request } = input;
  const [found] = await ctx.db
    .select({ offer: restaurantVoucherOffers })
    .from(restaurantVoucherOffers)
    .innerJoin(restaurants, eq(restaurants.id, restaurantVoucherOffers.restaurantId))
    .where(
      and(
        eq(restaurantVoucherOffers.id, request.offerId),
        eq(restaurantVoucherOffers.active, true),
        eq(restaurants.isActive, true),
        eq(restaurants.isAcceptVoucher, true),
      ),
    );
  if (!found) throw new AppError(404, 'restaurantVoucherOfferNotFound');
  const { offer } = found;
  const allowed = checkVoucherQuantity(request.quantity, offer.maxPerOrder);
  if (!allowed.ok) throw new AppError(422, 'restaurantVoucherQuantity', { max: allowed.max });
  // The price is the offer's, never the client's.
  const totalMinor = voucherOrderTotal(offer.priceMinor, request.quantity);
  const currency = offer.currency;
  const publicId = unguessablePublicId();
  const paymentPublicId = unguessablePublicId();
  const opened = await openCharge(deps, {
    amount: totalMinor,
    currency,
    request: request.payment,
    userId: input.userId,
    email: input.email,
    returnUri: `${ctx.config.publicUrl}/api/v5/restaurant_vouchers/payments/${paymentPublicId}/complete`,
    metadata: { restaurantVoucherOrder: publicId },
  });
  const { charge } = opened;
  const [order] = await ctx.db
    .insert(restaurantVoucherOrders)
    .values({
      publicId,
      firebaseKey: unguessablePublicId(),
      buyerUserId: input.userId,
      offerId: offer.id,
      restaurantId: offer.restaurantId,
      quantity: request.quantity,
      unitPriceMinor: offer.priceMinor,
      faceValueMinor: offer.faceValueMinor,
      validDays: offer.validDays,
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
  if (charge.status !== 'pending')
    await ctx.db.transaction((tx) => applyRestaurantVoucherChargeInTx(tx, order!, charge, now));
  const after = (await findOrder(ctx.db, { id: order!.id }))!;
  await ordersOf(deps).publish(after, now);
  return orderView(ctx, after, input.lang);
}

/**
 * A charge's final status applied to an order inside `tx`: the first final status wins (CAS on the order
 * row); a successful one creates the buyer's `quantity` vouchers, so they exist exactly when the payment
 * is recorded, once.
 */
export async function applyRestaurantVoucherChargeInTx(
  tx: Tx,
  order: OrderRow,
  charge: GatewayCharge,
  now: Date,
): Promise<{ order: OrderRow | null; changed: boolean }> {
  if (charge.status === 'pending') return { order: null, changed: false };
  const paid = charge.status === 'successful';
  const [moved] = await tx
    .update(restaurantVoucherOrders)
    .set({
      paymentStatus: charge.status,
      failureCode: charge.failureCode,
      status: paid ? 'paid' : 'cancelled',
      updatedAt: now,
    })
    .where(
      and(
        eq(restaurantVoucherOrders.id, order.id),
        eq(restaurantVoucherOrders.paymentStatus, 'pending'),
        eq(restaurantVoucherOrders.status, 'waiting_for_payment'),
      ),
    )
    .returning();
  if (!moved) return { order: null, changed: false };
  if (!paid) return { order: moved, changed: true };

  const [names] = await tx
    .select({
      offerEn: restaurantVoucherOffers.nameEn,
      offerTh: restaurantVoucherOffers.nameTh,
      restaurantEn: restaurants.nameEn,
      restaurantTh: restaurants.nameTh,
    })
    .from(restaurantVoucherOffers)
    .innerJoin(restaurants, eq(restaurants.id, restaurantVoucherOffers.restaurantId))
    .where(eq(restaurantVoucherOffers.id, moved.offerId));
  const today = bangkokWallClock(now).date;
  const validUntil = voucherValidUntil(today, moved.validDays);
  const rows = Array.from({ length: moved.quantity }, () => ({
    code: purchasedVoucherCode('RV'),
    nameEn: translate('en', 'restaurantVoucherName', { offer: names?.offerEn ?? '', restaurant: names?.restaurantEn ?? '' }),
    nameTh: translate('th', 'restaurantVoucherName', { offer: names?.offerTh ?? '', restaurant: names?.restaurantTh ?? '' }),
    category: 'restaurant',
    amountType: 'fixed',
    usageType: 'single',
    valueMinor: moved.faceValueMinor,
    currency: moved.currency,
    // One booking uses it up; the member's own, at this restaurant only.
    totalLimit: 1,
    perMemberLimit: 1,
    ownerUserId: moved.buyerUserId,
    restaurantIds: [moved.restaurantId],
    validFrom: today,
    validUntil,
    source: 'purchase',
    purchaseReference: moved.publicId,
    createdAt: now,
  }));
  await tx.insert(vouchers).values(rows);
  return { order: moved, changed: true };
}

/** Realtime record, re-fetch and the ChargeOwner, shared with gift cards (one charge on the order row). */
function ordersOf(deps: PaymentsDeps) {
  const T = restaurantVoucherOrders;
  return singleChargeOrders<OrderRow>(deps, {
    kind: 'restaurant-vouchers',
    recordPath: (order) => `voucher_transactions/${order.firebaseKey}`,
    byCharge: async (tx, gateway, chargeId) =>
      (await tx.select().from(T).where(and(eq(T.gateway, gateway), eq(T.chargeId, chargeId))))[0] ?? null,
    due: (now, limit) =>
      deps.ctx.db.select().from(T).where(and(eq(T.paymentStatus, 'pending'), lte(T.expiresAt, now))).limit(limit),
    applyInTx: applyRestaurantVoucherChargeInTx,
  });
}

/** The buyer's own order; anyone else's (or an id that is not one) is simply not found. */
export async function readRestaurantVoucherOrder(
  deps: PaymentsDeps,
  userId: number,
  orderId: string,
  lang: Language,
): Promise<RestaurantVoucherOrder> {
  const { ctx } = deps;
  const order = PUBLIC_ID.test(orderId) ? await findOrder(ctx.db, { publicId: orderId }) : null;
  if (!order || order.buyerUserId !== userId) throw new AppError(404, 'restaurantVoucherOrderNotFound');
  await ordersOf(deps).refresh(order);
  return orderView(ctx, (await findOrder(ctx.db, { id: order.id }))!, lang);
}

/** Where the payer goes after the gateway's page: the order's page under its restaurant (it shows the outcome). */
export async function completeRestaurantVoucherReturn(deps: PaymentsDeps, paymentId: string): Promise<string> {
  const order = PUBLIC_ID.test(paymentId) ? await findOrder(deps.ctx.db, { paymentPublicId: paymentId }) : null;
  if (!order) throw new AppError(404, 'restaurantVoucherOrderNotFound');
  await ordersOf(deps).refresh(order);
  const [restaurant] = await deps.ctx.db
    .select({ slug: restaurants.slug })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  return `/restaurants/${encodeURIComponent(restaurant?.slug ?? '')}/voucher/${encodeURIComponent(order.publicId)}`;
}

/** What webhooks and the sweeper hand over: charges of restaurant voucher orders. */
export function restaurantVoucherChargeOwner(deps: PaymentsDeps): ChargeOwner {
  return ordersOf(deps).owner;
}

async function orderView(ctx: ServerContext, order: OrderRow, lang: Language): Promise<RestaurantVoucherOrder> {
  const now = nowOf(ctx);
  const money = (minor: number) => toMoney(minor, 'THB', lang);
  const [names] = await ctx.db
    .select({
      offerEn: restaurantVoucherOffers.nameEn,
      offerTh: restaurantVoucherOffers.nameTh,
      restaurantEn: restaurants.nameEn,
      restaurantTh: restaurants.nameTh,
      slug: restaurants.slug,
    })
    .from(restaurantVoucherOffers)
    .innerJoin(restaurants, eq(restaurants.id, restaurantVoucherOffers.restaurantId))
    .where(eq(restaurantVoucherOffers.id, order.offerId));
  const bought =
    order.status === 'paid'
      ? await ctx.db
          .select({
            code: vouchers.code,
            valueMinor: vouchers.valueMinor,
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
    status: order.status as RestaurantVoucherOrderStatus,
    restaurant: {
      id: order.restaurantId,
      name: lang === 'th' ? (names?.restaurantTh ?? '') : (names?.restaurantEn ?? ''),
      slug: names?.slug ?? '',
    },
    offer: { id: order.offerId, name: lang === 'th' ? (names?.offerTh ?? '') : (names?.offerEn ?? '') },
    quantity: order.quantity,
    unitPrice: money(order.unitPriceMinor),
    faceValue: money(order.faceValueMinor),
    total: money(order.totalMinor),
    validDays: order.validDays,
    createdAt: order.createdAt.toISOString(),
    payment: singleChargePaymentView(order, now),
    vouchers: bought.map((v) => ({
      code: v.code,
      value: money(v.valueMinor),
      validUntil: v.validUntil,
      used: v.usedCount > 0,
    })),
    checkedAt: now.toISOString(),
  };
}
