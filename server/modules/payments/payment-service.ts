import { and, eq } from 'drizzle-orm';
import type { ReservationStatus } from '@/contract/booking-constants';
import { gatewayMethodOf, type PaymentStart, type StartPaymentRequest } from '@/contract/payments';
import { qrExpiresAt } from '@/domain/payments/qr-countdown';
import { decideTransition, statusAfterPayment } from '@/domain/payments/status-transition';
import type { ServerContext } from '../../context';
import { paymentCustomers, paymentWebhookEvents } from '../../db/schema/payments';
import { reservationRecord } from '../booking/reservation-view';
import { chargeAtExpiry, GatewayError, type GatewayCharge, type PaymentGateway } from './gateway';
import { unguessablePublicId } from './ids';
import { eventFromOmise, type WebhookEvent } from './omise-shapes';
import type { PaymentsConfig } from './payment-config';
import { AppError } from '../../http/app-error';
import { chargedCardFitsVouchers } from '@/domain/vouchers/charged-card-range';
import { methodAllowedByVouchers } from '@/domain/vouchers/voucher-payment-method';
import { paymentRulesOfReservation } from '../vouchers/voucher-repo';
import { featureOn } from '../catalogue/config-constants';
import { cardToPayWith, checkRoomForCard, recordSavedCard } from '../saved-cards/saved-card-service';
import { containsNul } from '../../http/nul';
import {
  casReservationStatus,
  duePayments,
  findPayment,
  findReservation,
  insertPayment,
  pendingPaymentOf,
  releaseReservationSeats,
  restaurantSlug,
  settlePayment,
  type PaymentRow,
  type ReservationRow,
  type Tx,
} from './payment-repo';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from './webhook-signature';

/**
 * The payments service (issue 5). What other modules call:
 *
 * - `startPayment` — pay a reservation that is waiting_for_payment by card (token or saved card),
 *   PromptPay (QR with expiry) or wallet (redirect); answers what the PWA must show next.
 * - `handleWebhook` — a gateway event: signature checked, event id deduplicated, the charge re-fetched
 *   from the gateway (the body is never trusted), the outcome applied.
 * - `completeReturn` — the payer came back from 3-D Secure / a wallet: re-fetch, apply, say where to go.
 * - `expireDue` — pending payments past their expiry cancel their reservation and free its seats.
 *
 * Every outcome goes through `applyCharge`: compare-and-swap on the payment (pending → final) and on the
 * reservation (the transition table of src/domain/payments/status-transition.ts) in one transaction, then
 * the realtime record reservations/{firebaseKey} is rewritten. Replays and races change nothing.
 */
export interface PaymentsDeps {
  ctx: ServerContext;
  gateway: PaymentGateway;
  config: PaymentsConfig;
  /**
   * What else is paid through this gateway besides reservations (package tickets): webhooks and the
   * sweeper hand them the charges that are not a reservation's. Filled when their routes are made.
   */
  chargeOwners: ChargeOwner[];
}

/** Another kind of purchase paid through the gateway, with its own payments rows. */
export interface ChargeOwner {
  /** Registered once per payments module. */
  readonly kind: string;
  /**
   * Applies a gateway charge to this owner's payment for it inside `tx` (the webhook's dedup
   * transaction); null when the charge is not this owner's. `publish` runs after the commit.
   */
  applyInTx(tx: Tx, charge: GatewayCharge, now: Date): Promise<{ publish: () => Promise<void> } | null>;
  /** Its pending payments past their expiry: fetched once more, else expired. */
  expireDue(now: Date): Promise<number>;
}

function nowOf(ctx: ServerContext): Date {
  return ctx.now?.() ?? new Date();
}

export interface ApplyResult {
  payment: PaymentRow | null;
  reservation: ReservationRow | null;
  /** The reservation's status changed now (false for a replay or a lost race). */
  changed: boolean;
}

// --------------------------------------------------------------------------------------------------
// start
// --------------------------------------------------------------------------------------------------

export async function startPayment(
  deps: PaymentsDeps,
  input: { encryptedId: string; request: StartPaymentRequest; userId?: number | null; email?: string | null },
): Promise<PaymentStart> {
  const { ctx, gateway } = deps;
  const now = nowOf(ctx);
  const reservation = await findReservation(ctx.db, { encryptedId: input.encryptedId });
  if (!reservation) throw new AppError(404, 'reservationNotFound');
  if (reservation.status !== 'waiting_for_payment') throw new AppError(409, 'notWaitingForPayment');
  if (reservation.totalMinor <= 0) throw new AppError(422, 'nothingToPay');
  const req = input.request;
  const method = gatewayMethodOf(req.method);
  // A bank's card voucher priced this booking on the promise of a card payment: another method is refused,
  // and so is a card outside its ranges.
  const voucherRules = await paymentRulesOfReservation(ctx.db, reservation.id);
  if (!methodAllowedByVouchers(method, voucherRules.map((r) => r.paymentTypes))) {
    throw new AppError(422, 'voucherWrongPaymentType');
  }
  if (method === 'card') await checkCardAgainstVouchers(deps, req, input.userId ?? null, voucherRules);

  // A reload during a QR or wallet payment resumes it rather than opening a second charge.
  const pending = await pendingPaymentOf(ctx.db, reservation.id);
  if (
    pending &&
    method !== 'card' &&
    gatewayMethodOf(pending.method as StartPaymentRequest['method']) === method
  ) {
    if (!pending.expiresAt || pending.expiresAt > now) return startView(pending, reservation.status);
  }

  const publicId = unguessablePublicId();
  const { charge, expiresAt } = await openCharge(deps, {
    amount: reservation.totalMinor,
    currency: reservation.currency,
    request: req,
    userId: input.userId ?? null,
    email: input.email ?? null,
    returnUri: `${ctx.config.publicUrl}/api/v5/payments/${publicId}/complete`,
    metadata: { reservation: reservation.encryptedId },
  });
  const amount = reservation.totalMinor;
  const currency = reservation.currency;

  const qr = charge.source?.scannableCode ?? null;
  const { payment, reservation: after } = await ctx.db.transaction(async (tx) => {
    const payment = await insertPayment(tx, {
      publicId,
      reservationId: reservation.id,
      gateway: gateway.name,
      method: req.method,
      chargeId: charge.id,
      status: 'pending',
      amountMinor: amount,
      currency,
      authorizeUri: method === 'card' ? charge.authorizeUri : null,
      walletUrl: method === 'truemoney' || method === 'shopeepay' ? charge.authorizeUri : null,
      qrPayload: qr?.payload ?? null,
      qrImageUri: qr?.imageUri ?? null,
      expiresAt: charge.expiresAt && charge.expiresAt < expiresAt ? charge.expiresAt : expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    // A card without 3-D Secure is paid (or declined) already.
    if (charge.status === 'pending') return { payment, reservation };
    const applied = await applyChargeInTx(ctx, tx, payment, charge, now);
    return { payment: applied.payment ?? payment, reservation: applied.reservation ?? reservation };
  });
  await publish(ctx, after, payment, now);
  return startView(payment, after.status as ReservationStatus);
}

/**
 * The card to be charged against the ranges of the booking's bank-card vouchers, by the first digits the
 * gateway reports for the token or saved card (the diner's declared number priced the voucher; this is
 * the card that pays). Nothing to read when no voucher names a range or the gateway reports no digits.
 */
async function checkCardAgainstVouchers(
  deps: PaymentsDeps,
  req: StartPaymentRequest,
  userId: number | null,
  rules: readonly { cardPrefixes: string[] }[],
): Promise<void> {
  const { ctx, gateway } = deps;
  const ranges = rules.map((r) => r.cardPrefixes).filter((prefixes) => prefixes.length > 0);
  if (ranges.length === 0 || !gateway.cardLeadingDigits) return;
  const ref = req.cardId
    ? await cardToPayWith(ctx, { userId, cardId: req.cardId, gateway: gateway.name, now: nowOf(ctx) })
    : req.token
      ? { card: req.token }
      : null;
  if (!ref) return;
  if (!chargedCardFitsVouchers(await gateway.cardLeadingDigits(ref), ranges))
    throw new AppError(422, 'voucherWrongCard');
}

/**
 * Opens the gateway charge for `amount` with the diner's chosen method: a card (token, or saved card
 * checked against the member), or a source (PromptPay QR with its countdown, wallets) charged at once.
 * Shared by everything the diner pays for (reservations, package tickets), so every purchase goes
 * through the one gateway and the same card rules. A gateway refusal becomes 422 (502 when it failed).
 */
export async function openCharge(
  deps: PaymentsDeps,
  input: {
    amount: number;
    currency: string;
    request: StartPaymentRequest;
    userId: number | null;
    email: string | null;
    returnUri: string;
    metadata: Record<string, string>;
  },
): Promise<{ charge: GatewayCharge; expiresAt: Date }> {
  const { ctx, gateway, config } = deps;
  const now = nowOf(ctx);
  const { amount, currency, request: req, returnUri, metadata } = input;
  const method = gatewayMethodOf(req.method);
  try {
    if (method === 'card') {
      const expiresAt = new Date(now.getTime() + config.pendingChargeMinutes * 60_000);
      const card = await cardToCharge(deps, req, input.userId, input.email);
      const charge = await gateway.createCharge({ amount, currency, ...card, returnUri, expiresAt, metadata });
      return { charge, expiresAt };
    }
    if (method === 'promptpay' && currency !== 'THB') throw new AppError(422, 'promptpayThbOnly');
    const expiresAt =
      method === 'promptpay'
        ? new Date(qrExpiresAt(now.getTime(), ctx.config.promptpayCountdownSeconds))
        : new Date(now.getTime() + config.pendingChargeMinutes * 60_000);
    const source = await gateway.createSource({
      type: method,
      amount,
      currency,
      phoneNumber: req.phoneNumber ?? undefined,
    });
    const charge = await gateway.createCharge({ amount, currency, source: source.id, returnUri, expiresAt, metadata });
    return { charge, expiresAt };
  } catch (err) {
    if (err instanceof GatewayError)
      throw new AppError(err.httpStatus >= 500 ? 502 : 422, 'cardRefused', { reason: err.message });
    throw err;
  }
}

/**
 * Token, or one of the member's saved cards (checked against the member and the gateway in use); with
 * saveCard a member's token is first saved on their gateway customer and recorded as their saved card.
 */
async function cardToCharge(
  deps: PaymentsDeps,
  req: StartPaymentRequest,
  userId: number | null,
  email: string | null,
): Promise<{ card: string; customer?: string }> {
  const { ctx, gateway } = deps;
  const saving = req.cardId || req.saveCard;
  if (saving && !featureOn(ctx, 'enableSaveCc')) throw new AppError(422, 'savedCardsUnavailable');
  if (req.cardId)
    return cardToPayWith(ctx, { userId, cardId: req.cardId, gateway: gateway.name, now: nowOf(ctx) });
  const token = req.token!;
  if (!req.saveCard) return { card: token };
  if (userId === null) throw new AppError(422, 'saveCardNeedsMember');
  await checkRoomForCard(ctx, userId);
  const customerRow = await customerOf(ctx, userId, gateway.name);
  const before = new Set(
    customerRow ? ((await gateway.retrieveCustomer(customerRow))?.cards ?? []).map((c) => c.id) : [],
  );
  const customer = customerRow
    ? await gateway.addCard(customerRow, token)
    : await gateway.createCustomer({ email, card: token });
  if (!customerRow)
    await ctx.db
      .insert(paymentCustomers)
      .values({ userId, gateway: gateway.name, customerId: customer.id })
      .onConflictDoNothing();
  // The card the token became: the one the customer did not have before (Omise lists oldest first).
  const saved = customer.cards.filter((c) => c.id && !before.has(c.id)).at(-1) ?? customer.cards.at(-1);
  if (!saved?.id) throw new AppError(502, 'cardRefused', { reason: 'card was not saved' });
  await recordSavedCard(ctx, {
    userId,
    gateway: gateway.name,
    customerId: customer.id,
    card: { ...saved, id: saved.id },
  });
  return { card: saved.id, customer: customer.id };
}

async function customerOf(ctx: ServerContext, userId: number, gateway: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.gateway, gateway)));
  return row?.customerId ?? null;
}

function startView(payment: PaymentRow, reservationStatus: ReservationStatus): PaymentStart {
  const qr =
    payment.qrPayload || payment.qrImageUri
      ? {
          payload: payment.qrPayload,
          imageUri: payment.qrImageUri,
          expiresAt: (payment.expiresAt ?? new Date(0)).toISOString(),
        }
      : null;
  return {
    paymentId: payment.publicId,
    status: payment.status as PaymentStart['status'],
    method: payment.method as PaymentStart['method'],
    authorizeUri: payment.status === 'pending' ? payment.authorizeUri : null,
    qr,
    walletUrl: payment.status === 'pending' ? payment.walletUrl : null,
    reservationStatus,
  };
}

// --------------------------------------------------------------------------------------------------
// apply
// --------------------------------------------------------------------------------------------------

/**
 * A charge's final status applied to its payment and reservation, inside `tx`. A pending charge changes
 * nothing. Only the first final status of a payment counts (CAS pending → final); the reservation then
 * moves only along the transition table (CAS on its current status).
 */
export async function applyChargeInTx(
  ctx: ServerContext,
  tx: Tx,
  payment: PaymentRow,
  charge: GatewayCharge,
  now: Date,
): Promise<ApplyResult> {
  if (charge.status === 'pending') return { payment, reservation: null, changed: false };
  const settled = await settlePayment(tx, payment.id, charge.status, charge.failureCode, now);
  if (!settled) return { payment, reservation: null, changed: false };
  const reservation = await findReservation(tx, { id: payment.reservationId });
  if (!reservation) return { payment: settled, reservation: null, changed: false };
  const target = statusAfterPayment(charge.status);
  const decision = decideTransition(reservation.status as ReservationStatus, target);
  if (!decision.change) {
    if (charge.status === 'successful')
      // Money taken for a booking that is no longer waiting (expired first, or paid twice): a person
      // must refund it. Logged loudly; the charge id is in the payments row.
      ctx.log.error('payment succeeded for a reservation not waiting for payment: refund needed', {
        reservationId: reservation.id,
        status: reservation.status,
        chargeId: charge.id,
      });
    return { payment: settled, reservation, changed: false };
  }
  const moved = await casReservationStatus(tx, reservation.id, decision.from, decision.to, now);
  if (!moved)
    return {
      payment: settled,
      reservation: await findReservation(tx, { id: reservation.id }),
      changed: false,
    };
  if (moved.status === 'cancelled') await releaseReservationSeats(tx, moved.id, now);
  return { payment: settled, reservation: moved, changed: true };
}

/** Applies a charge fetched from the gateway to our payment for it (if we have one), then publishes. */
export async function applyCharge(deps: PaymentsDeps, charge: GatewayCharge): Promise<ApplyResult> {
  const { ctx, gateway } = deps;
  const now = nowOf(ctx);
  const payment = await findPayment(ctx.db, { gateway: gateway.name, chargeId: charge.id });
  if (!payment) return { payment: null, reservation: null, changed: false };
  const result = await ctx.db.transaction((tx) => applyChargeInTx(ctx, tx, payment, charge, now));
  if (result.changed && result.reservation && result.payment)
    await publish(ctx, result.reservation, result.payment, now);
  return result;
}

/**
 * reservations/{firebaseKey}: the booking's own record (server/modules/booking/reservation-view.ts)
 * plus what the watch needs during payment — the 3-D Secure url, the wallet url, the payment status.
 */
export async function publish(
  ctx: ServerContext,
  reservation: ReservationRow,
  payment: PaymentRow | null,
  now: Date,
): Promise<void> {
  const pending = payment?.status === 'pending';
  const record = {
    ...reservationRecord(reservation, now),
    authorizeUri: pending ? (payment?.authorizeUri ?? null) : null,
    walletUrl: pending ? (payment?.walletUrl ?? null) : null,
    paymentStatus: payment?.status ?? null,
  };
  try {
    await ctx.realtime.set(`reservations/${reservation.firebaseKey}`, record);
  } catch (err) {
    // The database is the truth; the watch falls back to its retries and the return/landing pages.
    ctx.log.warn('payment status publish failed', { error: String(err), reservationId: reservation.id });
  }
}

// --------------------------------------------------------------------------------------------------
// webhooks, return, expiry
// --------------------------------------------------------------------------------------------------

export type WebhookAnswer =
  | { status: 200; body: { received: true; duplicate: boolean; ignored?: string } }
  | { status: 400 | 401; body: { message: string } };

export async function handleWebhook(
  deps: PaymentsDeps,
  input: {
    rawBody: string;
    headers: (name: string) => string | undefined;
    query?: (name: string) => string | undefined;
  },
): Promise<WebhookAnswer> {
  const { ctx, gateway, config } = deps;
  const now = nowOf(ctx);
  // A gateway with its own callback scheme (GB Prime Pay) verifies and reads it; else Omise's.
  const own = gateway.readWebhook?.({
    rawBody: input.rawBody,
    contentType: input.headers('Content-Type'),
    query: input.query ?? (() => undefined),
  });
  if (own && !own.ok) {
    ctx.log.warn('webhook refused', { gateway: gateway.name, reason: own.reason });
    return own.status === 401
      ? { status: 401, body: { message: 'Invalid signature' } }
      : { status: 400, body: { message: 'Not a gateway event' } };
  }
  const event = own ? own.event : readOmiseWebhook(config.webhookSecret, input, now);
  if ('status' in event) {
    if (event.status === 401) ctx.log.warn('webhook signature refused', { gateway: gateway.name });
    return event;
  }
  // Signed is not well-formed: an id with NUL would fail the query that records it (a 500 every retry).
  if (containsNul([event])) return { status: 400, body: { message: 'Not a gateway event' } };
  return applyWebhookEvent(deps, event, now);
}

/** Omise's scheme (sandbox, Omise): the signed body is an Omise event. */
function readOmiseWebhook(
  secret: string,
  input: { rawBody: string; headers: (name: string) => string | undefined },
  now: Date,
): WebhookEvent | Extract<WebhookAnswer, { status: 400 | 401 }> {
  const verified = verifyWebhook({
    secret,
    rawBody: input.rawBody,
    signatureHeader: input.headers(SIGNATURE_HEADER),
    timestampHeader: input.headers(TIMESTAMP_HEADER),
    nowSeconds: Math.floor(now.getTime() / 1000),
  });
  if (!verified.ok) return { status: 401, body: { message: 'Invalid signature' } };
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    return { status: 400, body: { message: 'Body must be JSON' } };
  }
  return eventFromOmise(json) ?? { status: 400, body: { message: 'Not a gateway event' } };
}

async function applyWebhookEvent(deps: PaymentsDeps, event: WebhookEvent, now: Date): Promise<WebhookAnswer> {
  const { ctx, gateway } = deps;

  // Never trust the event's body: ask the gateway for the charge as it is now.
  const charge = event.chargeId ? await gateway.retrieveCharge(event.chargeId) : null;
  const payment = charge ? await findPayment(ctx.db, { gateway: gateway.name, chargeId: charge.id }) : null;

  const result = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentWebhookEvents)
      .values({
        eventId: event.id,
        gateway: gateway.name,
        key: event.key,
        chargeId: event.chargeId,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (inserted.length === 0) return { duplicate: true as const, applied: null, other: null };
    if (!charge) return { duplicate: false as const, applied: null, other: null };
    if (!payment) {
      for (const owner of deps.chargeOwners) {
        const other = await owner.applyInTx(tx, charge, now);
        if (other) return { duplicate: false as const, applied: null, other };
      }
      return { duplicate: false as const, applied: null, other: null };
    }
    return { duplicate: false as const, applied: await applyChargeInTx(ctx, tx, payment, charge, now), other: null };
  });
  const applied = result.applied;
  if (applied?.changed && applied.reservation && applied.payment)
    await publish(ctx, applied.reservation, applied.payment, now);
  await result.other?.publish();
  const ignored = result.duplicate
    ? undefined
    : !charge
      ? 'unknown charge'
      : !payment && !result.other
        ? 'not our payment'
        : undefined;
  return {
    status: 200,
    body: { received: true, duplicate: result.duplicate, ...(ignored ? { ignored } : {}) },
  };
}

export interface PaymentState {
  payment: PaymentRow;
  reservation: ReservationRow;
  restaurantSlug: string;
}

/** Re-fetches a pending payment's charge and applies it: what the return URL and the status call do. */
export async function refreshPayment(deps: PaymentsDeps, publicId: string): Promise<PaymentState> {
  const { ctx, gateway } = deps;
  let payment = await findPayment(ctx.db, { publicId });
  if (!payment) throw new AppError(404, 'paymentNotFound');
  if (payment.status === 'pending') {
    const charge = await gateway.retrieveCharge(payment.chargeId);
    if (charge) await applyCharge(deps, charge);
    payment = (await findPayment(ctx.db, { publicId }))!;
  }
  const reservation = (await findReservation(ctx.db, { id: payment.reservationId }))!;
  return {
    payment,
    reservation,
    restaurantSlug: (await restaurantSlug(ctx.db, reservation.restaurantId)) ?? '',
  };
}

/**
 * Where the payer goes after the gateway's page (restaurant-scoped routes): payment-success/{encryptedId}
 * when the booking is confirmed or still being confirmed (that page watches the status), payment-failed
 * when the charge failed or expired.
 */
export async function completeReturn(deps: PaymentsDeps, publicId: string): Promise<string> {
  const { payment, reservation, restaurantSlug: slug } = await refreshPayment(deps, publicId);
  const base = `/restaurants/${encodeURIComponent(slug)}`;
  if (payment.status === 'failed' || payment.status === 'expired' || reservation.status === 'cancelled')
    return `${base}/payment-failed?reservation=${encodeURIComponent(reservation.encryptedId)}`;
  return `${base}/payment-success/${encodeURIComponent(reservation.encryptedId)}`;
}

/**
 * Pending payments whose expiry passed: the charge is fetched once more (a payment that landed at the
 * last second still counts); otherwise the payment expires, the reservation is cancelled and its seats
 * are released. Safe to run from every server process at once: every change is compare-and-swap.
 */
export async function expireDue(deps: PaymentsDeps, limit = 50): Promise<number> {
  const { ctx, gateway } = deps;
  const now = nowOf(ctx);
  let expired = 0;
  for (const payment of await duePayments(ctx.db, now, limit)) {
    const charge = await gateway.retrieveCharge(payment.chargeId).catch(() => null);
    if (!charge) continue;
    const final = chargeAtExpiry(charge);
    const result = await ctx.db.transaction((tx) => applyChargeInTx(ctx, tx, payment, final, now));
    if (result.changed && result.reservation && result.payment)
      await publish(ctx, result.reservation, result.payment, now);
    if (result.payment?.status === 'expired') expired += 1;
  }
  return expired;
}
