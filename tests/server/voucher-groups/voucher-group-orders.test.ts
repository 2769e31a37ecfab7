import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { voucherGroupOrders } from '@server/db/schema/voucher-group-orders';
import { voucherGroups, vouchers } from '@server/db/schema/vouchers';
import { createPlatformApp } from '@server/http/platform';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createSandboxRoutes } from '@server/modules/payments/sandbox-routes';
import { createVoucherGroupOrderRoutes } from '@server/modules/voucher-group-orders/routes';
import { createVoucherRoutes } from '@server/modules/vouchers/routes';
import { paymentsHarness, tokenize, type PaymentsHarness } from '../payments/payments-support';
import { createMember } from '../support/members';
import { createTestDb } from '../support/test-db';

/**
 * Buying a voucher group (docs/decisions/0051-voucher-group-purchase.md): the price is the group's, an
 * order is opened once per Idempotency-Key, a paid order makes the buyer's copies of the group's vouchers
 * exactly once however often the payment is reported, those copies pass the ordinary voucher check for the
 * buyer only, and only the buyer reads the transaction.
 */

let opened: OpenedDatabase;
let h: PaymentsHarness;
let app: Hono<AppEnv>;

/** Sabai Shabu EmQuartier (seed) and its AYCE package: the pass's 20% buffet voucher applies there. */
const RESTAURANT_ID = 13;
const AYCE_ID = 30;
/** The seeded "Dinner pass": ฿590 a set of two vouchers, at most 3 sets an order. */
let groupId = 0;

interface Money {
  amount: number;
}
interface WireOrder {
  id: string;
  firebase_key: string;
  status: string;
  quantity: number;
  total: Money;
  unit_price: Money;
  group: { id: number; name: string };
  payment: { payment_id: string; redirect_url: string | null; qr: { payload: string | null } | null };
  vouchers: { code: string; name: string; valid_until: string; used: boolean }[];
}
type Json = { success: boolean; message: string | null; data: unknown };

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db);
  app = createPlatformApp(h.ctx, {}, (a) => {
    a.route('/api/v5', createPaymentRoutes(h.module));
    a.route('/api/v5', createVoucherGroupOrderRoutes(h.module));
    a.route('/api/v5', createVoucherRoutes(h.ctx));
    a.route('/sandbox-gateway', createSandboxRoutes(h.module));
  });
  const [group] = await opened.db.select().from(voucherGroups).where(eq(voucherGroups.slug, 'dinner-pass'));
  groupId = group!.id;
}, 120_000);

afterAll(() => opened.close());

async function send(method: string, path: string, opts: { token?: string; body?: unknown; key?: string; raw?: string } = {}) {
  const res = await app.request(path, {
    method,
    headers: {
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.key ? { 'Idempotency-Key': opts.key } : {}),
      ...(opts.body === undefined && opts.raw === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(opts.raw !== undefined ? { body: opts.raw } : opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Json };
}

let serial = 0;
const key = () => `vg-test-${Date.now()}-${(serial += 1)}`;
const order = (over: Record<string, unknown> = {}) => ({
  group_id: groupId,
  quantity: 2,
  payment: { method: 'promptpay' },
  ...over,
});
const buy = (token: string, body: Record<string, unknown>, k = key()) =>
  send('POST', '/api/v5/voucher_group_transactions.json', { token, body, key: k });
const read = (token: string | undefined, id: string) =>
  send('GET', `/api/v5/voucher_group_transactions/${id}.json`, token ? { token } : {});

async function pay(o: WireOrder) {
  const [row] = await opened.db.select().from(voucherGroupOrders).where(eq(voucherGroupOrders.publicId, o.id));
  await h.module.sandbox!.payPromptpay(row!.chargeId);
  return row!;
}

const validate = (token: string, code: string) =>
  send('POST', '/api/v5/vouchers/validate', {
    token,
    body: { restaurant_id: RESTAURANT_ID, adult: 2, kids: 0, packages: [{ id: AYCE_ID, quantity: 1, menus: [] }], voucher_code: code },
  });

describe('a group on sale', () => {
  it('shows its price, the most sets per order and what a set holds; other groups are not sold', async () => {
    const res = await send('GET', `/api/v5/voucher_groups/${groupId}.json`);
    expect(res.status).toBe(200);
    const group = res.body.data as { sale: { price: Money; max_per_order: number; includes: { name: string }[] } | null; vouchers: unknown[] };
    expect(group.sale).toMatchObject({ price: { amount: 590 }, max_per_order: 3 });
    expect(group.sale!.includes).toHaveLength(2);
    // What a set copies is not itself a public code.
    expect(group.vouchers).toEqual([]);
    const other = await send('GET', '/api/v5/voucher_groups/1.json');
    expect((other.body.data as { sale: unknown }).sale).toBeNull();
  });
});

describe('buying a voucher group', () => {
  it('charges the group’s price times the quantity with a PromptPay QR, whatever the client says of the price', async () => {
    const member = await createMember(opened.db);
    const res = await buy(member.token, order({ quantity: 3, price: 1, total: 1, amount: 1, unit_price: 0 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const o = res.body.data as WireOrder;
    expect(o.status).toBe('waiting_for_payment');
    expect(o.total.amount).toBe(1770);
    expect(o.unit_price.amount).toBe(590);
    expect(o.group).toMatchObject({ id: groupId, name: 'Dinner pass' });
    expect(o.payment.qr?.payload).toMatch(/^000201/);
    expect(o.vouchers).toEqual([]);
    expect(o.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [row] = await opened.db.select().from(voucherGroupOrders).where(eq(voucherGroupOrders.publicId, o.id));
    expect(row!.totalMinor).toBe(177_000);
    const charge = await h.module.deps.gateway.retrieveCharge(row!.chargeId);
    expect(charge!.amount).toBe(177_000);
    const record = h.ctx.writes.findLast(([path]) => path === `voucher_transactions/${o.firebase_key}`);
    expect(record?.[1]).toMatchObject({ id: o.id, status: 'waiting_for_payment', paymentStatus: 'pending' });
  });

  it('refuses a bad quantity, a group not on sale, bad bodies and guests; never a 500', async () => {
    const member = await createMember(opened.db);
    for (const quantity of [0, 4, 11, 1.5, -1, 'many', null]) {
      const bad = await buy(member.token, order({ quantity }));
      expect(bad.status, String(quantity)).toBe(422);
      expect(bad.body.message).toMatch(/^Please choose 1 to (3|10) sets$/);
    }
    for (const id of [1, 999_999]) {
      const notSold = await buy(member.token, order({ group_id: id, quantity: 1 }));
      expect(notSold.status).toBe(404);
      expect(notSold.body.message).toBe('This voucher group is not on sale');
    }
    expect((await buy(member.token, order({ group_id: 'abc' }))).status).toBe(422);
    expect((await buy(member.token, order({ payment: { method: 'cash' } }))).status).toBe(422);
    for (const raw of ['{', '[]', 'null', '{"group_id":{"$gt":1}}', '{"group_id":99999999999,"quantity":1}'])
      expect(
        (await send('POST', '/api/v5/voucher_group_transactions.json', { token: member.token, raw, key: key() })).status,
      ).toBeLessThan(500);
    expect((await send('POST', '/api/v5/voucher_group_transactions.json', { body: order(), key: key() })).status).toBe(401);
    expect(await opened.db.select().from(voucherGroupOrders).where(eq(voucherGroupOrders.buyerUserId, member.id))).toEqual([]);
  });

  it('answers a repeated request with the same order, never a second charge', async () => {
    const member = await createMember(opened.db);
    const k = key();
    const first = await buy(member.token, order(), k);
    const again = await buy(member.token, order(), k);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((again.body.data as WireOrder).id).toBe((first.body.data as WireOrder).id);
    expect(await opened.db.select().from(voucherGroupOrders).where(eq(voucherGroupOrders.buyerUserId, member.id))).toHaveLength(1);
  });

  it('rate-limits buying per client', async () => {
    const member = await createMember(opened.db);
    const scale = h.ctx.config.rateLimitScale;
    h.ctx.config.rateLimitScale = 1;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await buy(member.token, order({ quantity: 1 }))).status);
    h.ctx.config.rateLimitScale = scale;
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('paying a voucher group', () => {
  it('grants the buyer one copy of each voucher per set, once, however often the payment is reported', async () => {
    const member = await createMember(opened.db);
    const o = (await buy(member.token, order({ quantity: 2 }))).body.data as WireOrder;
    const row = await pay(o);
    const paid = (await read(member.token, o.id)).body.data as WireOrder;
    expect(paid.status).toBe('paid');
    expect(paid.payment.qr).toBeNull();
    expect(paid.vouchers).toHaveLength(4);
    for (const v of paid.vouchers) {
      expect(v.code).toMatch(/^VG-[A-Z2-7-]{26,}$/);
      expect(v.used).toBe(false);
    }
    expect(new Set(paid.vouchers.map((v) => v.code)).size).toBe(4);

    // The same successful charge reported again (a webhook replay, the sweeper, another read) grants nothing.
    const charge = await h.module.deps.gateway.retrieveCharge(row.chargeId);
    for (const owner of h.module.deps.chargeOwners) await opened.db.transaction((tx) => owner.applyInTx(tx, charge!, h.clock.now));
    for (const owner of h.module.deps.chargeOwners) await owner.expireDue(new Date(h.clock.now.getTime() + 86_400_000));
    await read(member.token, o.id);

    const made = await opened.db.select().from(vouchers).where(eq(vouchers.purchaseReference, o.id));
    expect(made).toHaveLength(4);
    for (const v of made)
      expect(v).toMatchObject({ source: 'purchase', totalLimit: 1, ownerUserId: member.id, groupId, active: true });
    const record = h.ctx.writes.findLast(([path]) => path === `voucher_transactions/${o.firebase_key}`);
    expect(record?.[1]).toMatchObject({ status: 'paid', paymentStatus: 'successful' });

    // Listed among the member's vouchers; the buffet copy passes the check for the buyer, not for another member.
    const mine = await send('GET', '/api/v5/users/vouchers.json', { token: member.token });
    expect(JSON.stringify(mine.body.data)).toContain(paid.vouchers[0]!.code);
    const buffet = made.find((v) => v.percent === 20)!;
    const check = await validate(member.token, buffet.code.toLowerCase());
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.success).toBe(true);
    const other = await createMember(opened.db);
    expect((await validate(other.token, buffet.code)).body.success).toBe(false);
    // The vouchers a set copies are not usable as they are.
    expect((await validate(member.token, 'DINNERPASS-20')).body.success).toBe(false);
  });

  it('pays by card with 3-D Secure and returns to the transaction page', async () => {
    const member = await createMember(opened.db);
    const token = await tokenize(h.app, '4000000000003063');
    const res = await buy(member.token, order({ quantity: 1, payment: { method: 'card', token } }));
    expect(res.status).toBe(200);
    const o = res.body.data as WireOrder;
    expect(o.payment.redirect_url).toMatch(/\/sandbox-gateway\/charges\/.+\/authorize/);
    const [row] = await opened.db.select().from(voucherGroupOrders).where(eq(voucherGroupOrders.publicId, o.id));
    await h.module.sandbox!.authorize(row!.chargeId, 'authorize');
    const back = await app.request(`/api/v5/voucher_group_transactions/payments/${o.payment.payment_id}/complete`);
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`/voucher_group_transaction/${o.id}`);
    const after = (await read(member.token, o.id)).body.data as WireOrder;
    expect(after.status).toBe('paid');
    expect(after.vouchers).toHaveLength(2);
  });

  it('cancels an order whose QR expired: no vouchers', async () => {
    const member = await createMember(opened.db);
    const o = (await buy(member.token, order({ quantity: 1 }))).body.data as WireOrder;
    const saved = h.clock.now;
    h.clock.now = new Date(h.clock.now.getTime() + 60 * 60_000);
    await h.module.sandbox!.expireDue();
    for (const owner of h.module.deps.chargeOwners) await owner.expireDue(h.clock.now);
    const after = (await read(member.token, o.id)).body.data as WireOrder;
    h.clock.now = saved;
    expect(after.status).toBe('cancelled');
    expect(after.vouchers).toEqual([]);
    expect(await opened.db.select().from(vouchers).where(eq(vouchers.purchaseReference, o.id))).toEqual([]);
  });
});

describe('who may read a transaction', () => {
  it('answers 404 to another member and 401 to a guest (IDOR)', async () => {
    const owner = await createMember(opened.db);
    const other = await createMember(opened.db);
    const o = (await buy(owner.token, order({ quantity: 1 }))).body.data as WireOrder;
    await pay(o);
    const theirs = await read(other.token, o.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Voucher transaction not found');
    expect(JSON.stringify(theirs.body)).not.toContain('VG-');
    expect((await read(undefined, o.id)).status).toBe(401);
    expect((await read(owner.token, 'nope')).status).toBe(404);
    expect((await read(owner.token, 'x'.repeat(200))).status).toBeLessThan(500);
    expect((await app.request('/api/v5/voucher_group_transactions/payments/nope/complete')).status).toBe(404);
  });
});
