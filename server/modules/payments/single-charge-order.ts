import { gatewayMethodOf, type ChargeStatus, type PaymentMethod, type StartPaymentRequest } from '@/contract/payments';
import type { ServerContext } from '../../context';
import { chargeAtExpiry, type GatewayCharge } from './gateway';
import type { Tx } from './payment-repo';
import type { ChargeOwner, PaymentsDeps } from './payment-service';

/**
 * What an order with exactly one charge on its own row (gift cards, restaurant vouchers) shares: the
 * realtime record rewritten after each change, a read or the gateway's return re-fetching a pending
 * charge, and the ChargeOwner that hands webhooks and the sweeper's charges to the order's own
 * compare-and-swap. Each kind keeps its own table and what a successful payment creates.
 */
export interface SingleChargeOrderRow {
  id: number;
  publicId: string;
  firebaseKey: string;
  status: string;
  paymentStatus: string;
  chargeId: string;
}

export interface SingleChargeOrderKind<Row extends SingleChargeOrderRow> {
  /** The ChargeOwner's kind, registered once per payments module. */
  kind: string;
  /** The realtime record the order's page follows. */
  recordPath: (order: Row) => string;
  /** The order this gateway charge belongs to, read inside the webhook's transaction. */
  byCharge: (tx: Tx, gateway: string, chargeId: string) => Promise<Row | null>;
  /** Pending orders past their expiry, a batch at a time. */
  due: (now: Date, limit: number) => Promise<Row[]>;
  /** The order's compare-and-swap: the first final status wins; `changed` false for a replay or a lost race. */
  applyInTx: (tx: Tx, order: Row, charge: GatewayCharge, now: Date) => Promise<{ order: Row | null; changed: boolean }>;
}

export interface SingleChargeOrders<Row extends SingleChargeOrderRow> {
  owner: ChargeOwner;
  publish: (order: Row, now: Date) => Promise<void>;
  /** Re-fetches a pending order's charge and applies it (reads and the gateway's return). */
  refresh: (order: Row) => Promise<void>;
}

function nowOf(ctx: ServerContext): Date {
  return ctx.now?.() ?? new Date();
}

export function singleChargeOrders<Row extends SingleChargeOrderRow>(
  deps: PaymentsDeps,
  kind: SingleChargeOrderKind<Row>,
): SingleChargeOrders<Row> {
  const { ctx, gateway } = deps;

  const publish = async (order: Row, now: Date) => {
    try {
      await ctx.realtime.set(kind.recordPath(order), {
        id: order.publicId,
        status: order.status,
        paymentStatus: order.paymentStatus,
        updatedAt: now.toISOString(),
      });
    } catch (err) {
      // The database is the truth; the page also reads the order itself.
      ctx.log.warn(`${kind.kind} status publish failed`, { error: String(err), orderId: order.id });
    }
  };

  const applyAndPublish = async (order: Row, charge: GatewayCharge, now: Date) => {
    const result = await ctx.db.transaction((tx) => kind.applyInTx(tx, order, charge, now));
    if (result.changed && result.order) await publish(result.order, now);
  };

  const refresh = async (order: Row) => {
    if (order.paymentStatus !== 'pending') return;
    const charge = await gateway.retrieveCharge(order.chargeId).catch(() => null);
    if (charge && charge.status !== 'pending') await applyAndPublish(order, charge, nowOf(ctx));
  };

  const owner: ChargeOwner = {
    kind: kind.kind,
    async applyInTx(tx, charge, now) {
      const order = await kind.byCharge(tx, gateway.name, charge.id);
      if (!order) return null;
      const result = await kind.applyInTx(tx, order, charge, now);
      return {
        publish: async () => {
          if (result.changed && result.order) await publish(result.order, now);
        },
      };
    },
    async expireDue(now) {
      let expired = 0;
      for (const order of await kind.due(now, 50)) {
        const charge = await gateway.retrieveCharge(order.chargeId).catch(() => null);
        if (!charge) continue;
        const final = chargeAtExpiry(charge);
        await applyAndPublish(order, final, now);
        if (final.status === 'expired') expired += 1;
      }
      return expired;
    },
  };

  return { owner, publish, refresh };
}

/** The charge columns of a new order row, from the charge `openCharge` just opened. */
export function openedChargeColumns(
  gatewayName: string,
  payment: StartPaymentRequest,
  opened: { charge: GatewayCharge; expiresAt: Date },
) {
  const { charge, expiresAt } = opened;
  const qr = charge.source?.scannableCode ?? null;
  return {
    gateway: gatewayName,
    method: payment.method,
    chargeId: charge.id,
    paymentStatus: 'pending',
    redirectUrl: gatewayMethodOf(payment.method) === 'promptpay' ? null : charge.authorizeUri,
    qrPayload: qr?.payload ?? null,
    qrImageUri: qr?.imageUri ?? null,
    expiresAt: charge.expiresAt && charge.expiresAt < expiresAt ? charge.expiresAt : expiresAt,
  };
}

/** The order's payment as its page reads it: the PromptPay QR and the gateway's page only while payable. */
export function singleChargePaymentView(
  order: {
    paymentPublicId: string;
    method: string;
    paymentStatus: string;
    qrPayload: string | null;
    qrImageUri: string | null;
    redirectUrl: string | null;
    expiresAt: Date | null;
  },
  now: Date,
) {
  const payable = order.paymentStatus === 'pending' && (!order.expiresAt || order.expiresAt > now);
  return {
    paymentId: order.paymentPublicId,
    method: order.method as PaymentMethod,
    status: order.paymentStatus as ChargeStatus,
    qr:
      payable && (order.qrPayload || order.qrImageUri)
        ? { payload: order.qrPayload, imageUri: order.qrImageUri, expiresAt: (order.expiresAt ?? now).toISOString() }
        : null,
    redirectUrl: payable ? order.redirectUrl : null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
  };
}
