import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Language } from '@/contract/envelope';
import type { TicketOrder, TicketOrderStatus, TicketRedemption } from '@/contract/package-tickets';
import { gatewayMethodOf, type ChargeStatus, type PaymentMethod, type StartPaymentRequest } from '@/contract/payments';
import { checkTicketOrder, ticketOrderTotal } from '@/domain/package-tickets/ticket-order';
import { selectPricingRule } from '@/domain/pricing/select-pricing-rule';
import { bangkokWallClock } from '@/domain/reservations/reservation-section';
import type { ServerContext } from '../../context';
import { packages, pricingRules } from '../../db/schema/packages';
import { ticketOrders, ticketPayments, tickets } from '../../db/schema/package-tickets';
import { restaurants } from '../../db/schema/restaurants';
import { AppError } from '../../http/app-error';
import { asCurrency, toMoney } from '../catalogue/money';
import { chargeAtExpiry, type GatewayCharge } from '../payments/gateway';
import { unguessablePublicId } from '../payments/ids';
import type { Tx } from '../payments/payment-repo';
import { openCharge, type ChargeOwner, type PaymentsDeps } from '../payments/payment-service';
import {
  casOrderStatus,
  dueTicketPayments,
  findOrder,
  findTicketPayment,
  paymentOfOrder,
  settleTicketPayment,
  ticketsOf,
  type TicketOrderRow,
  type TicketPaymentRow,
} from './ticket-repo';

/**
 * Package tickets (docs/decisions/0038-package-tickets.md). An order is created and its charge opened in
 * one exactly-once request; every later outcome (webhook, return from 3-D Secure, a read, the sweeper)
 * goes through `applyTicketChargeInTx`: compare-and-swap on the payment (pending → final) and on the
 * order (waiting_for_payment → paid | cancelled), the tickets issued in that same transaction, then the
 * realtime record ticket_transactions/{firebaseKey} rewritten.
 */

/** The request as validated (ids and quantity are numbers by then). */
export interface BuyTicketsBody {
  restaurantPackageId: number;
  quantity: number;
  payment: StartPaymentRequest;
}

const ORDER_ID = /^[A-Za-z0-9_-]{16,64}$/;

function nowOf(ctx: ServerContext): Date {
  return ctx.now?.() ?? new Date();
}

export async function buyTickets(
  deps: PaymentsDeps,
  input: { userId: number; email: string; request: BuyTicketsBody; lang: Language },
): Promise<TicketOrder> {
  const { ctx, gateway } = deps;
  const now = nowOf(ctx);
  const { restaurantPackageId, quantity } = input.request;
  const [pkg] = await ctx.db
    .select({
      id: packages.id,
      restaurantId: packages.restaurantId,
      isTicket: packages.isTicket,
      isBookable: packages.isBookable,
      expiryDate: packages.expiryDate,
      currency: restaurants.currency,
    })
    .from(packages)
    .innerJoin(restaurants, eq(restaurants.id, packages.restaurantId))
    .where(eq(packages.id, restaurantPackageId));
  if (!pkg) throw new AppError(404, 'ticketPackageNotFound');
  const check = checkTicketOrder(pkg, quantity, bangkokWallClock(now).date);
  if (!check.ok) {
    if (check.refusal === 'notATicket') throw new AppError(404, 'ticketPackageNotFound');
    if (check.refusal === 'ticketExpired') throw new AppError(422, 'ticketExpired');
    throw new AppError(422, 'ticketQuantity', { max: 10 });
  }
  const rules = await ctx.db
    .select({
      priceMinor: pricingRules.priceMinor,
      kidsPriceRate: pricingRules.kidsPriceRate,
      minSeat: pricingRules.minSeat,
      maxSeat: pricingRules.maxSeat,
      perPack: pricingRules.perPack,
    })
    .from(pricingRules)
    .where(eq(pricingRules.packageId, pkg.id))
    .orderBy(asc(pricingRules.position), asc(pricingRules.id));
  // One ticket is one guest's package: the rule for one person prices it.
  const rule = selectPricingRule(rules, 1);
  if (!rule.ok || rule.rule.priceMinor <= 0) throw new AppError(422, 'ticketPackageNotFound');
  const unitPriceMinor = rule.rule.priceMinor;
  const totalMinor = ticketOrderTotal(unitPriceMinor, quantity);
  const currency = asCurrency(pkg.currency);

  const [order] = await ctx.db
    .insert(ticketOrders)
    .values({
      publicId: unguessablePublicId(),
      firebaseKey: unguessablePublicId(),
      userId: input.userId,
      restaurantId: pkg.restaurantId,
      packageId: pkg.id,
      quantity,
      unitPriceMinor,
      totalMinor,
      currency,
      status: 'waiting_for_payment',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const paymentPublicId = unguessablePublicId();
  const { charge, expiresAt } = await openCharge(deps, {
    amount: totalMinor,
    currency,
    request: input.request.payment,
    userId: input.userId,
    email: input.email,
    returnUri: `${ctx.config.publicUrl}/api/v5/package_tickets/payments/${paymentPublicId}/complete`,
    metadata: { ticketOrder: order!.publicId },
  });
  const method = input.request.payment.method;
  const gatewayMethod = gatewayMethodOf(method);
  const qr = charge.source?.scannableCode ?? null;
  const [payment] = await ctx.db
    .insert(ticketPayments)
    .values({
      publicId: paymentPublicId,
      orderId: order!.id,
      gateway: gateway.name,
      method,
      chargeId: charge.id,
      status: 'pending',
      amountMinor: totalMinor,
      currency,
      authorizeUri: gatewayMethod === 'card' ? charge.authorizeUri : null,
      walletUrl: gatewayMethod === 'truemoney' || gatewayMethod === 'shopeepay' ? charge.authorizeUri : null,
      qrPayload: qr?.payload ?? null,
      qrImageUri: qr?.imageUri ?? null,
      expiresAt: charge.expiresAt && charge.expiresAt < expiresAt ? charge.expiresAt : expiresAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // A card without 3-D Secure is paid (or declined) already. Nested: a savepoint of the request's transaction.
  if (charge.status !== 'pending') await ctx.db.transaction((tx) => applyTicketChargeInTx(tx, payment!, charge, now));
  const after = (await findOrder(ctx.db, { id: order!.id }))!;
  await publishOrder(ctx, after, (await paymentOfOrder(ctx.db, after.id)) ?? payment!, now);
  return orderView(ctx, after, input.lang);
}

/**
 * A charge's final status applied to a ticket payment and its order, inside `tx`: the first final status
 * wins (CAS), a successful one pays the order and issues its tickets, any other cancels it.
 */
export async function applyTicketChargeInTx(
  tx: Tx,
  payment: TicketPaymentRow,
  charge: GatewayCharge,
  now: Date,
): Promise<{ order: TicketOrderRow | null; changed: boolean }> {
  if (charge.status === 'pending') return { order: null, changed: false };
  const settled = await settleTicketPayment(tx, payment.id, charge.status, charge.failureCode, now);
  if (!settled) return { order: null, changed: false };
  const to = charge.status === 'successful' ? 'paid' : 'cancelled';
  const moved = await casOrderStatus(tx, payment.orderId, to, now);
  if (!moved) return { order: await findOrder(tx, { id: payment.orderId }), changed: false };
  if (to === 'paid')
    await tx.insert(tickets).values(
      Array.from({ length: moved.quantity }, (_, i) => ({
        orderId: moved.id,
        position: i + 1,
        // What the QR shows; ≥128 random bits, so a code cannot be guessed or derived from another.
        code: randomBytes(18).toString('base64url'),
        createdAt: now,
      })),
    );
  return { order: moved, changed: true };
}

/** ticket_transactions/{firebaseKey}: the order's status as the watch follows it. */
export async function publishOrder(
  ctx: ServerContext,
  order: TicketOrderRow,
  payment: TicketPaymentRow | null,
  now: Date,
): Promise<void> {
  const pending = payment?.status === 'pending';
  try {
    await ctx.realtime.set(`ticket_transactions/${order.firebaseKey}`, {
      id: order.publicId,
      status: order.status,
      paymentStatus: payment?.status ?? null,
      authorizeUri: pending ? (payment?.authorizeUri ?? null) : null,
      walletUrl: pending ? (payment?.walletUrl ?? null) : null,
      updatedAt: now.toISOString(),
    });
  } catch (err) {
    // The database is the truth; the page also reads the order itself.
    ctx.log.warn('ticket status publish failed', { error: String(err), orderId: order.id });
  }
}

async function applyAndPublish(deps: PaymentsDeps, payment: TicketPaymentRow, charge: GatewayCharge, now: Date): Promise<void> {
  const { ctx } = deps;
  const result = await ctx.db.transaction((tx) => applyTicketChargeInTx(tx, payment, charge, now));
  if (result.changed && result.order)
    await publishOrder(ctx, result.order, await findTicketPayment(ctx.db, { publicId: payment.publicId }), now);
}

/** Re-fetches a pending ticket payment's charge and applies it (reads and the gateway's return). */
async function refresh(deps: PaymentsDeps, payment: TicketPaymentRow | null): Promise<void> {
  if (payment?.status !== 'pending') return;
  const charge = await deps.gateway.retrieveCharge(payment.chargeId).catch(() => null);
  if (charge && charge.status !== 'pending') await applyAndPublish(deps, payment, charge, nowOf(deps.ctx));
}

/** The member's own order; anyone else's (or an id that is not ours) is simply not found. */
export async function readOrder(deps: PaymentsDeps, userId: number, orderId: string, lang: Language): Promise<TicketOrder> {
  const { ctx } = deps;
  if (!ORDER_ID.test(orderId)) throw new AppError(404, 'ticketOrderNotFound');
  const order = await findOrder(ctx.db, { publicId: orderId });
  if (!order || order.userId !== userId) throw new AppError(404, 'ticketOrderNotFound');
  await refresh(deps, await paymentOfOrder(ctx.db, order.id));
  return orderView(ctx, (await findOrder(ctx.db, { id: order.id }))!, lang);
}

/** Where the payer goes after the gateway's page: the order's landing page (it shows the outcome). */
export async function completeTicketReturn(deps: PaymentsDeps, paymentId: string): Promise<string> {
  const { ctx } = deps;
  const payment = ORDER_ID.test(paymentId) ? await findTicketPayment(ctx.db, { publicId: paymentId }) : null;
  if (!payment) throw new AppError(404, 'ticketOrderNotFound');
  await refresh(deps, payment);
  const order = (await findOrder(ctx.db, { id: payment.orderId }))!;
  const [restaurant] = await ctx.db
    .select({ slug: restaurants.slug })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  return `/restaurants/${encodeURIComponent(restaurant?.slug ?? '')}/landing-package-ticket/${encodeURIComponent(order.publicId)}`;
}

/** What webhooks and the sweeper hand over: charges of ticket payments. */
export function ticketChargeOwner(deps: PaymentsDeps): ChargeOwner {
  const { ctx, gateway } = deps;
  return {
    kind: 'package-tickets',
    async applyInTx(tx, charge, now) {
      const payment = await findTicketPayment(tx, { gateway: gateway.name, chargeId: charge.id });
      if (!payment) return null;
      const result = await applyTicketChargeInTx(tx, payment, charge, now);
      return {
        publish: async () => {
          if (result.changed && result.order)
            await publishOrder(ctx, result.order, await findTicketPayment(ctx.db, { publicId: payment.publicId }), now);
        },
      };
    },
    async expireDue(now) {
      let expired = 0;
      for (const payment of await dueTicketPayments(ctx.db, now, 50)) {
        const charge = await gateway.retrieveCharge(payment.chargeId).catch(() => null);
        if (!charge) continue;
        const final = chargeAtExpiry(charge);
        await applyAndPublish(deps, payment, final, now);
        if (final.status === 'expired') expired += 1;
      }
      return expired;
    },
  };
}

/**
 * The restaurant scans a ticket: used once, atomically (the update only matches an unused ticket of a
 * paid order), so two scans racing still redeem it once; the second is told it was already used.
 */
export async function redeemTicket(ctx: ServerContext, code: string, lang: Language): Promise<TicketRedemption> {
  const now = nowOf(ctx);
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(code)) throw new AppError(404, 'ticketNotFound');
  const [ticket] = await ctx.db
    .select({ id: tickets.id, redeemedAt: tickets.redeemedAt, orderId: tickets.orderId })
    .from(tickets)
    .where(eq(tickets.code, code));
  if (!ticket) throw new AppError(404, 'ticketNotFound');
  const order = (await findOrder(ctx.db, { id: ticket.orderId }))!;
  if (order.status !== 'paid') throw new AppError(409, 'ticketNotPaid');
  const [used] = await ctx.db
    .update(tickets)
    .set({ redeemedAt: now })
    .where(and(eq(tickets.id, ticket.id), isNull(tickets.redeemedAt)))
    .returning({ redeemedAt: tickets.redeemedAt });
  if (!used?.redeemedAt) throw new AppError(409, 'ticketAlreadyUsed');
  const names = await namesOf(ctx, order, lang);
  return { code, restaurant: names.restaurant, package: names.package, redeemedAt: used.redeemedAt.toISOString() };
}

async function namesOf(ctx: ServerContext, order: TicketOrderRow, lang: Language) {
  const [row] = await ctx.db
    .select({
      restaurantEn: restaurants.nameEn,
      restaurantTh: restaurants.nameTh,
      slug: restaurants.slug,
      packageEn: packages.nameEn,
      packageTh: packages.nameTh,
    })
    .from(packages)
    .innerJoin(restaurants, eq(restaurants.id, packages.restaurantId))
    .where(eq(packages.id, order.packageId));
  const th = lang === 'th';
  return {
    restaurant: (th && row?.restaurantTh) || row?.restaurantEn || '',
    package: (th && row?.packageTh) || row?.packageEn || '',
    slug: row?.slug ?? '',
  };
}

async function orderView(ctx: ServerContext, order: TicketOrderRow, lang: Language): Promise<TicketOrder> {
  const now = nowOf(ctx);
  const currency = asCurrency(order.currency);
  const money = (minor: number) => toMoney(minor, currency, lang);
  const names = await namesOf(ctx, order, lang);
  const payment = await paymentOfOrder(ctx.db, order.id);
  const payable = payment?.status === 'pending' && (!payment.expiresAt || payment.expiresAt > now);
  return {
    id: order.publicId,
    firebaseKey: order.firebaseKey,
    status: order.status as TicketOrderStatus,
    restaurant: { name: names.restaurant, slug: names.slug },
    package: { id: order.packageId, name: names.package },
    quantity: order.quantity,
    unitPrice: money(order.unitPriceMinor),
    total: money(order.totalMinor),
    createdAt: order.createdAt.toISOString(),
    payment: payment
      ? {
          paymentId: payment.publicId,
          method: payment.method as PaymentMethod,
          status: payment.status as ChargeStatus,
          authorizeUri: payable ? payment.authorizeUri : null,
          walletUrl: payable ? payment.walletUrl : null,
          qr:
            payable && (payment.qrPayload || payment.qrImageUri)
              ? {
                  payload: payment.qrPayload,
                  imageUri: payment.qrImageUri,
                  expiresAt: (payment.expiresAt ?? now).toISOString(),
                }
              : null,
          expiresAt: payment.expiresAt?.toISOString() ?? null,
        }
      : null,
    tickets: (await ticketsOf(ctx.db, order.id)).map((t) => ({
      code: t.code,
      position: t.position,
      redeemedAt: t.redeemedAt?.toISOString() ?? null,
    })),
    checkedAt: now.toISOString(),
  };
}
