import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { restaurantVoucherOffers, restaurantVoucherOrders } from '@server/db/schema/restaurant-vouchers';
import { vouchers } from '@server/db/schema/vouchers';
import { createPlatformApp } from '@server/http/platform';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createRestaurantVoucherRoutes } from '@server/modules/restaurant-vouchers/routes';
import { createSandboxRoutes } from '@server/modules/payments/sandbox-routes';
import { createVoucherRoutes } from '@server/modules/vouchers/routes';
import { paymentsHarness, tokenize, type PaymentsHarness } from '../payments/payments-support';
import { createMember } from '../support/members';
import { createTestDb } from '../support/test-db';

/**
 * Restaurant vouchers (docs/decisions/0046-restaurant-vouchers.md): the price is the offer's, an order is
 * opened once per Idempotency-Key, a paid order makes exactly `quantity` vouchers of the buyer however often
 * the payment is reported, those vouchers pass the ordinary voucher check at their restaurant, and only the
 * buyer reads the order.
 */

let opened: OpenedDatabase;
let h: PaymentsHarness;
let app: Hono<AppEnv>;

/** Sabai Shabu EmQuartier (seed): its AYCE package, and its first voucher offer (฿1,000 for ฿899). */
const RESTAURANT_SLUG = 'sabai-shabu-emquartier';
const RESTAURANT_ID = 13;
const AYCE_ID = 30;
let offerId = 0;

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
  face_value: Money;
  restaurant: { slug: string };
  payment: { payment_id: string; redirect_url: string | null; qr: { payload: string | null } | null };
  vouchers: { code: string; value: Money; valid_until: string; used: boolean }[];
}
type Json = { success: boolean; message: string | null; data: unknown };

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db);
  app = createPlatformApp(h.ctx, {}, (a) => {
    a.route('/api/v5', createPaymentRoutes(h.module));
    a.route('/api/v5', createRestaurantVoucherRoutes(h.module));
    a.route('/api/v5', createVoucherRoutes(h.ctx));
    a.route('/sandbox-gateway', createSandboxRoutes(h.module));
  });
  const [offer] = await opened.db
    .select()
    .from(restaurantVoucherOffers)
    .where(and(eq(restaurantVoucherOffers.restaurantId, RESTAURANT_ID), eq(restaurantVoucherOffers.position, 1)));
  offerId = offer!.id;
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
const key = () => `rv-test-${Date.now()}-${(serial += 1)}`;
const order = (over: Record<string, unknown> = {}) => ({
  offer_id: offerId,
  quantity: 2,
  payment: { method: 'promptpay' },
  ...over,
});
const buy = (token: string, body: Record<string, unknown>, k = key()) =>
  send('POST', '/api/v5/restaurant_vouchers.json', { token, body, key: k });

async function pay(o: WireOrder) {
  const [row] = await opened.db.select().from(restaurantVoucherOrders).where(eq(restaurantVoucherOrders.publicId, o.id));
  await h.module.sandbox!.payPromptpay(row!.chargeId);
  return row!;
}

describe('a restaurant’s offers', () => {
  it('lists the active offers of a restaurant, price and face value, and nothing for an unknown one', async () => {
    const res = await send('GET', `/api/v5/restaurants/${RESTAURANT_SLUG}/voucher_offers.json`);
    expect(res.status).toBe(200);
    const offers = res.body.data as { id: number; face_value: Money; price: Money; max_per_order: number }[];
    expect(offers.length).toBeGreaterThanOrEqual(2);
    expect(offers[0]).toMatchObject({ id: offerId, face_value: { amount: 1000 }, price: { amount: 899 }, max_per_order: 5 });
    const none = await send('GET', '/api/v5/restaurants/no-such-place/voucher_offers.json');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect((await send('GET', `/api/v5/restaurants/${'x'.repeat(300)}/voucher_offers.json`)).status).toBeLessThan(500);
    expect((await send('GET', '/api/v5/restaurants/%00/voucher_offers.json')).status).toBeLessThan(500);
  });
});

describe('buying restaurant vouchers', () => {
  it('charges the offer’s price times the quantity with a PromptPay QR, whatever the client says of the price', async () => {
    const member = await createMember(opened.db);
    const res = await buy(member.token, order({ quantity: 3, price: 1, total: 1, amount: 1, unit_price: 0 }));
    expect(res.status).toBe(200);
    const o = res.body.data as WireOrder;
    expect(o.status).toBe('waiting_for_payment');
    expect(o.total.amount).toBe(2697);
    expect(o.unit_price.amount).toBe(899);
    expect(o.face_value.amount).toBe(1000);
    expect(o.restaurant.slug).toBe(RESTAURANT_SLUG);
    expect(o.payment.qr?.payload).toMatch(/^000201/);
    expect(o.vouchers).toEqual([]);
    expect(o.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [row] = await opened.db.select().from(restaurantVoucherOrders).where(eq(restaurantVoucherOrders.publicId, o.id));
    expect(row!.totalMinor).toBe(269_700);
    const charge = await h.module.deps.gateway.retrieveCharge(row!.chargeId);
    expect(charge!.amount).toBe(269_700);
    const record = h.ctx.writes.findLast(([path]) => path === `voucher_transactions/${o.firebase_key}`);
    expect(record?.[1]).toMatchObject({ id: o.id, status: 'waiting_for_payment', paymentStatus: 'pending' });
  });

  it('refuses a bad quantity, an unknown or inactive offer, bad bodies and guests; never a 500', async () => {
    const member = await createMember(opened.db);
    for (const quantity of [0, 6, 11, 1.5, -1, 'many', null]) {
      const bad = await buy(member.token, order({ quantity }));
      expect(bad.status, String(quantity)).toBe(422);
      expect(bad.body.message).toMatch(/^Please choose 1 to (5|10) vouchers$/);
    }
    const unknown = await buy(member.token, order({ offer_id: 999_999 }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This voucher is not on sale');
    const [inactive] = await opened.db
      .insert(restaurantVoucherOffers)
      .values({ restaurantId: RESTAURANT_ID, nameEn: 'Old', nameTh: 'เก่า', faceValueMinor: 10_000, priceMinor: 9_000, validDays: 30, maxPerOrder: 2, active: false })
      .returning();
    expect((await buy(member.token, order({ offer_id: inactive!.id, quantity: 1 }))).status).toBe(404);
    expect((await buy(member.token, order({ offer_id: 'abc' }))).status).toBe(422);
    expect((await buy(member.token, order({ payment: { method: 'cash' } }))).status).toBe(422);
    for (const raw of ['{', '[]', 'null', '{"offer_id":{"$gt":1}}', '{"offer_id":99999999999,"quantity":1}'])
      expect((await send('POST', '/api/v5/restaurant_vouchers.json', { token: member.token, raw, key: key() })).status).toBeLessThan(500);
    const guest = await send('POST', '/api/v5/restaurant_vouchers.json', { body: order(), key: key() });
    expect(guest.status).toBe(401);
    expect(
      await opened.db.select().from(restaurantVoucherOrders).where(eq(restaurantVoucherOrders.buyerUserId, member.id)),
    ).toEqual([]);
  });

  it('answers a repeated request with the same order, never a second charge', async () => {
    const member = await createMember(opened.db);
    const k = key();
    const body = order();
    const first = await buy(member.token, body, k);
    const again = await buy(member.token, body, k);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((again.body.data as WireOrder).id).toBe((first.body.data as WireOrder).id);
    expect(
      await opened.db.select().from(restaurantVoucherOrders).where(eq(restaurantVoucherOrders.buyerUserId, member.id)),
    ).toHaveLength(1);
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

describe('paying restaurant vouchers', () => {
  it('makes exactly `quantity` vouchers of the buyer at that restaurant, however often the payment is reported', async () => {
    const member = await createMember(opened.db);
    const o = (await buy(member.token, order({ quantity: 2 }))).body.data as WireOrder;
    const row = await pay(o);
    const read = await send('GET', `/api/v5/restaurant_vouchers/${o.id}.json`, { token: member.token });
    expect(read.status).toBe(200);
    const paid = read.body.data as WireOrder;
    expect(paid.status).toBe('paid');
    expect(paid.payment.qr).toBeNull();
    expect(paid.vouchers).toHaveLength(2);
    for (const v of paid.vouchers) {
      expect(v.code).toMatch(/^RV-[A-Z2-7-]{26,}$/);
      expect(v.value.amount).toBe(1000);
      expect(v.used).toBe(false);
    }
    expect(new Set(paid.vouchers.map((v) => v.code)).size).toBe(2);

    // The same successful charge reported again (a webhook replay, the sweeper, another read) changes nothing.
    const charge = await h.module.deps.gateway.retrieveCharge(row.chargeId);
    for (const owner of h.module.deps.chargeOwners)
      await opened.db.transaction((tx) => owner.applyInTx(tx, charge!, h.clock.now));
    for (const owner of h.module.deps.chargeOwners) await owner.expireDue(new Date(h.clock.now.getTime() + 86_400_000));
    await send('GET', `/api/v5/restaurant_vouchers/${o.id}.json`, { token: member.token });

    const made = await opened.db.select().from(vouchers).where(eq(vouchers.purchaseReference, o.id));
    expect(made).toHaveLength(2);
    for (const v of made)
      expect(v).toMatchObject({
        category: 'restaurant',
        amountType: 'fixed',
        usageType: 'single',
        source: 'purchase',
        valueMinor: 100_000,
        totalLimit: 1,
        ownerUserId: member.id,
        restaurantIds: [RESTAURANT_ID],
      });
    const record = h.ctx.writes.findLast(([path]) => path === `voucher_transactions/${o.firebase_key}`);
    expect(record?.[1]).toMatchObject({ status: 'paid', paymentStatus: 'successful' });

    // Listed among the member's vouchers, and accepted by the voucher check at its restaurant.
    const mine = await send('GET', '/api/v5/users/vouchers.json', { token: member.token });
    expect(JSON.stringify(mine.body.data)).toContain(paid.vouchers[0]!.code);
    const check = await send('POST', '/api/v5/vouchers/validate', {
      token: member.token,
      body: {
        restaurant_id: RESTAURANT_ID,
        adult: 2,
        kids: 0,
        packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
        voucher_code: paid.vouchers[0]!.code.toLowerCase(),
      },
    });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.success).toBe(true);
    // Someone else holding the code cannot use it: it is the buyer's own.
    const other = await createMember(opened.db);
    const theirs = await send('POST', '/api/v5/vouchers/validate', {
      token: other.token,
      body: {
        restaurant_id: RESTAURANT_ID,
        adult: 2,
        kids: 0,
        packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
        voucher_code: paid.vouchers[0]!.code,
      },
    });
    expect(theirs.body.success).toBe(false);
  });

  it('pays by card with 3-D Secure and returns to the order page under its restaurant', async () => {
    const member = await createMember(opened.db);
    const token = await tokenize(h.app, '4000000000003063');
    const res = await buy(member.token, order({ quantity: 1, payment: { method: 'card', token } }));
    expect(res.status).toBe(200);
    const o = res.body.data as WireOrder;
    expect(o.payment.redirect_url).toMatch(/\/sandbox-gateway\/charges\/.+\/authorize/);
    const [row] = await opened.db.select().from(restaurantVoucherOrders).where(eq(restaurantVoucherOrders.publicId, o.id));
    await h.module.sandbox!.authorize(row!.chargeId, 'authorize');
    const back = await app.request(`/api/v5/restaurant_vouchers/payments/${o.payment.payment_id}/complete`);
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`/restaurants/${RESTAURANT_SLUG}/voucher/${o.id}`);
    const read = await send('GET', `/api/v5/restaurant_vouchers/${o.id}.json`, { token: member.token });
    expect((read.body.data as WireOrder).status).toBe('paid');
    expect((read.body.data as WireOrder).vouchers).toHaveLength(1);
  });

  it('cancels an order whose QR expired: no vouchers', async () => {
    const member = await createMember(opened.db);
    const o = (await buy(member.token, order({ quantity: 1 }))).body.data as WireOrder;
    const saved = h.clock.now;
    h.clock.now = new Date(h.clock.now.getTime() + 60 * 60_000);
    await h.module.sandbox!.expireDue();
    for (const owner of h.module.deps.chargeOwners) await owner.expireDue(h.clock.now);
    const read = (await send('GET', `/api/v5/restaurant_vouchers/${o.id}.json`, { token: member.token })).body.data as WireOrder;
    h.clock.now = saved;
    expect(read.status).toBe('cancelled');
    expect(read.vouchers).toEqual([]);
    expect(await opened.db.select().from(vouchers).where(eq(vouchers.purchaseReference, o.id))).toEqual([]);
  });
});

describe('who may read an order', () => {
  it('answers 404 to another member and 401 to a guest (IDOR)', async () => {
    const owner = await createMember(opened.db);
    const other = await createMember(opened.db);
    const o = (await buy(owner.token, order({ quantity: 1 }))).body.data as WireOrder;
    await pay(o);
    const theirs = await send('GET', `/api/v5/restaurant_vouchers/${o.id}.json`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Voucher not found');
    expect(JSON.stringify(theirs.body)).not.toContain('RV-');
    expect((await send('GET', `/api/v5/restaurant_vouchers/${o.id}.json`)).status).toBe(401);
    expect((await send('GET', '/api/v5/restaurant_vouchers/nope.json', { token: owner.token })).status).toBe(404);
    expect((await app.request('/api/v5/restaurant_vouchers/payments/nope/complete')).status).toBe(404);
  });
});
