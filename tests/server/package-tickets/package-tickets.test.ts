import { and, eq, isNull, or, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { packages } from '@server/db/schema/packages';
import { ticketOrders } from '@server/db/schema/package-tickets';
import { restaurants } from '@server/db/schema/restaurants';
import { createPackageTicketRoutes } from '@server/modules/package-tickets/routes';
import { createPlatformApp } from '@server/http/platform';
import type { Hono } from 'hono';
import type { AppEnv } from '@server/context';
import { createTestDb } from '../support/test-db';
import { createMember } from '../support/members';
import { paymentsHarness, tokenize, type PaymentsHarness } from '../payments/payments-support';
import { createSandboxRoutes } from '@server/modules/payments/sandbox-routes';
import { createPaymentRoutes } from '@server/modules/payments/routes';

let opened: OpenedDatabase;
let h: PaymentsHarness;
let app: Hono<AppEnv>;
let ticketPackage: { id: number; slug: string };
let plainPackage: number;
const OPERATOR = 'operator-secret-for-the-ticket-tests-0123456789';

interface WireOrder {
  id: string;
  firebase_key: string;
  status: string;
  quantity: number;
  unit_price: { amount: number };
  total: { amount: number };
  payment: { payment_id: string; authorize_uri: string | null; qr: { payload: string | null } | null };
  tickets: { code: string; redeemed_at: string | null }[];
}

type Json = { success: boolean; message: string | null; data: Record<string, unknown> };

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db);
  h.ctx.config.operatorSecret = OPERATOR;
  app = createPlatformApp(h.ctx, {}, (a) => {
    a.route('/api/v5', createPaymentRoutes(h.module));
    a.route('/api/v5', createPackageTicketRoutes(h.module));
    a.route('/sandbox-gateway', createSandboxRoutes(h.module));
  });
  const [row] = await opened.db
    .select({ id: packages.id, slug: restaurants.slug })
    .from(packages)
    .innerJoin(restaurants, eq(restaurants.id, packages.restaurantId))
    .where(
      and(
        eq(packages.isTicket, true),
        eq(packages.isBookable, true),
        eq(restaurants.currency, 'THB'),
        or(isNull(packages.expiryDate), gte(packages.expiryDate, '2026-11-21')),
      ),
    )
    .limit(1);
  ticketPackage = row!;
  const [plain] = await opened.db.select({ id: packages.id }).from(packages).where(eq(packages.isTicket, false)).limit(1);
  plainPackage = plain!.id;
}, 120_000);

afterAll(() => opened.close());

async function send(method: string, path: string, opts: { token?: string; body?: unknown; key?: string; auth?: string } = {}) {
  const res = await app.request(path, {
    method,
    headers: {
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.auth ? { Authorization: opts.auth } : {}),
      ...(opts.key ? { 'Idempotency-Key': opts.key } : {}),
      ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Json };
}

let keySerial = 0;
const key = () => `ticket-test-${Date.now()}-${(keySerial += 1)}`;

function buy(token: string, body: Record<string, unknown>, idempotencyKey = key()) {
  return send('POST', '/api/v5/package_tickets.json', { token, body, key: idempotencyKey });
}

describe('buying package tickets', () => {
  it('prices the order from the package row and opens a PromptPay QR with an EMV payload', async () => {
    const member = await createMember(opened.db);
    const res = await buy(member.token, {
      restaurant_package_id: ticketPackage.id,
      quantity: 2,
      payment: { method: 'promptpay' },
      // Whatever the client says about money is not read.
      total: 1,
      price: 1,
    });
    expect(res.status).toBe(200);
    const order = res.body.data as unknown as WireOrder;
    expect(order.status).toBe('waiting_for_payment');
    expect(order.quantity).toBe(2);
    expect(order.total.amount).toBeCloseTo(order.unit_price.amount * 2);
    expect(order.unit_price.amount).toBeGreaterThan(1);
    expect(order.payment.qr?.payload).toMatch(/^000201/);
    expect(order.tickets).toEqual([]);
    expect(order.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const record = h.ctx.writes.findLast(([path]) => path === `ticket_transactions/${order.firebase_key}`);
    expect(record?.[1]).toMatchObject({ id: order.id, status: 'waiting_for_payment', paymentStatus: 'pending' });
  });

  it('issues one unique ticket per unit when the QR is paid, and the watch says paid', async () => {
    const member = await createMember(opened.db);
    const res = await buy(member.token, { restaurant_package_id: ticketPackage.id, quantity: 3, payment: { method: 'promptpay' } });
    const order = res.body.data as unknown as WireOrder;
    const [row] = await opened.db.select().from(ticketOrders).where(eq(ticketOrders.publicId, order.id));
    const { findTicketPayment } = await import('@server/modules/package-tickets/ticket-repo');
    const payment = await findTicketPayment(opened.db, { publicId: order.payment.payment_id });
    expect(row!.totalMinor).toBe(payment!.amountMinor);
    await h.module.sandbox!.payPromptpay(payment!.chargeId);
    const read = await send('GET', `/api/v5/package_tickets/${order.id}.json`, { token: member.token });
    expect(read.status).toBe(200);
    const paid = read.body.data as unknown as WireOrder;
    expect(paid.status).toBe('paid');
    expect(paid.payment.qr).toBeNull();
    expect(paid.tickets).toHaveLength(3);
    expect(new Set(paid.tickets.map((t) => t.code)).size).toBe(3);
    const record = h.ctx.writes.findLast(([path]) => path === `ticket_transactions/${order.firebase_key}`);
    expect(record?.[1]).toMatchObject({ status: 'paid', paymentStatus: 'successful' });
  });

  it('pays by card with 3-D Secure and returns to the order landing', async () => {
    const member = await createMember(opened.db);
    const token = await tokenize(h.app, '4000000000003063');
    const res = await buy(member.token, { restaurant_package_id: ticketPackage.id, quantity: 1, payment: { method: 'card', token } });
    expect(res.status).toBe(200);
    const order = res.body.data as unknown as WireOrder;
    expect(order.payment.authorize_uri).toMatch(/\/sandbox-gateway\/charges\/.+\/authorize/);
    const { findTicketPayment } = await import('@server/modules/package-tickets/ticket-repo');
    const payment = await findTicketPayment(opened.db, { publicId: order.payment.payment_id });
    await h.module.sandbox!.authorize(payment!.chargeId, 'authorize');
    const back = await app.request(`/api/v5/package_tickets/payments/${order.payment.payment_id}/complete`);
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`/restaurants/${ticketPackage.slug}/landing-package-ticket/${order.id}`);
    const read = await send('GET', `/api/v5/package_tickets/${order.id}.json`, { token: member.token });
    expect((read.body.data as unknown as WireOrder).status).toBe('paid');
  });

  it('answers a repeated request with the same order, never a second charge', async () => {
    const member = await createMember(opened.db);
    const k = key();
    const first = await buy(member.token, { restaurant_package_id: ticketPackage.id, quantity: 1, payment: { method: 'promptpay' } }, k);
    const again = await buy(member.token, { restaurant_package_id: ticketPackage.id, quantity: 1, payment: { method: 'promptpay' } }, k);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((again.body.data as { id: string }).id).toBe((first.body.data as { id: string }).id);
    const mine = await opened.db.select().from(ticketOrders).where(eq(ticketOrders.userId, member.id));
    expect(mine).toHaveLength(1);
  });

  it('refuses a package that is not a ticket, a bad quantity, and guests', async () => {
    const member = await createMember(opened.db);
    const notTicket = await buy(member.token, { restaurant_package_id: plainPackage, quantity: 1, payment: { method: 'promptpay' } });
    expect(notTicket.status).toBe(404);
    expect(notTicket.body.message).toBe('This package is not sold as a ticket');
    for (const quantity of [0, 11, 1.5, 'many']) {
      const bad = await buy(member.token, { restaurant_package_id: ticketPackage.id, quantity, payment: { method: 'promptpay' } });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe('Please choose 1 to 10 tickets');
    }
    const guest = await send('POST', '/api/v5/package_tickets.json', {
      body: { restaurant_package_id: ticketPackage.id, quantity: 1, payment: { method: 'promptpay' } },
      key: key(),
    });
    expect(guest.status).toBe(401);
  });

  it('rate-limits buying per client', async () => {
    const member = await createMember(opened.db);
    const scale = h.ctx.config.rateLimitScale;
    h.ctx.config.rateLimitScale = 1;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await buy(member.token, { restaurant_package_id: ticketPackage.id, quantity: 1, payment: { method: 'promptpay' } })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    h.ctx.config.rateLimitScale = scale;
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('who may read an order', () => {
  it('answers 404 to another member and 401 to a guest (IDOR)', async () => {
    const owner = await createMember(opened.db);
    const other = await createMember(opened.db);
    const res = await buy(owner.token, { restaurant_package_id: ticketPackage.id, quantity: 1, payment: { method: 'promptpay' } });
    const id = (res.body.data as { id: string }).id;
    const theirs = await send('GET', `/api/v5/package_tickets/${id}.json`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Ticket order not found');
    expect(JSON.stringify(theirs.body)).not.toContain(id.slice(4));
    const guest = await send('GET', `/api/v5/package_tickets/${id}.json`);
    expect(guest.status).toBe(401);
    const unknown = await send('GET', '/api/v5/package_tickets/nope.json', { token: owner.token });
    expect(unknown.status).toBe(404);
  });
});

describe('the restaurant scans a ticket', () => {
  it('accepts it once and refuses a second scan with a clear message', async () => {
    const member = await createMember(opened.db);
    const res = await buy(member.token, { restaurant_package_id: ticketPackage.id, quantity: 1, payment: { method: 'promptpay' } });
    const order = res.body.data as unknown as WireOrder;
    const redeem = (code: string, auth = `Bearer ${OPERATOR}`) =>
      send('POST', '/api/v5/operator/package_tickets/redeem.json', { auth, body: { code } });
    const { findTicketPayment } = await import('@server/modules/package-tickets/ticket-repo');
    const payment = await findTicketPayment(opened.db, { publicId: order.payment.payment_id });
    await h.module.sandbox!.payPromptpay(payment!.chargeId);
    const paid = (await send('GET', `/api/v5/package_tickets/${order.id}.json`, { token: member.token })).body.data as unknown as WireOrder;
    const code = paid.tickets[0]!.code;

    expect((await redeem(code, 'Bearer wrong')).status).toBe(404);
    const first = await redeem(code);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Ticket accepted');
    const second = await redeem(code);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This ticket has already been used');
    expect((await redeem('not-a-real-ticket-code')).status).toBe(404);
    const after = (await send('GET', `/api/v5/package_tickets/${order.id}.json`, { token: member.token })).body.data as unknown as WireOrder;
    expect(after.tickets[0]!.redeemed_at).not.toBeNull();
  });

  it('refuses the ticket of an unpaid order', async () => {
    const member = await createMember(opened.db);
    await buy(member.token, { restaurant_package_id: ticketPackage.id, quantity: 1, payment: { method: 'promptpay' } });
    // An unpaid order has no tickets at all: nothing to scan.
    const [order] = await opened.db.select().from(ticketOrders).where(eq(ticketOrders.userId, member.id));
    expect(order!.status).toBe('waiting_for_payment');
  });
});

describe('expiry', () => {
  it('cancels an order whose QR expired, and issues no ticket', async () => {
    const member = await createMember(opened.db);
    const res = await buy(member.token, { restaurant_package_id: ticketPackage.id, quantity: 1, payment: { method: 'promptpay' } });
    const order = res.body.data as unknown as WireOrder;
    h.clock.now = new Date(h.clock.now.getTime() + 60 * 60_000);
    await h.module.sandbox!.expireDue();
    for (const owner of h.module.deps.chargeOwners) await owner.expireDue(h.clock.now);
    const read = (await send('GET', `/api/v5/package_tickets/${order.id}.json`, { token: member.token })).body.data as unknown as WireOrder;
    expect(read.status).toBe('cancelled');
    expect(read.tickets).toEqual([]);
  });
});
