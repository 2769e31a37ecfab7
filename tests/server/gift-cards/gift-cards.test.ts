import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { giftCardOrders } from '@server/db/schema/gift-cards';
import { mailOutbox } from '@server/db/schema/mail';
import { vouchers } from '@server/db/schema/vouchers';
import { createPlatformApp } from '@server/http/platform';
import { createGiftCardRoutes } from '@server/modules/gift-cards/routes';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createSandboxRoutes } from '@server/modules/payments/sandbox-routes';
import { paymentsHarness, tokenize, type PaymentsHarness } from '../payments/payments-support';
import { createMember } from '../support/members';
import { createTestDb } from '../support/test-db';

let opened: OpenedDatabase;
let h: PaymentsHarness;
let app: Hono<AppEnv>;

interface WireOrder {
  id: string;
  firebase_key: string;
  status: string;
  amount: { amount: number };
  payment: { payment_id: string; redirect_url: string | null; qr: { payload: string | null } | null };
  voucher: { code: string; balance: { amount: number } } | null;
}
type Json = { success: boolean; message: string | null; data: unknown };

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db);
  app = createPlatformApp(h.ctx, {}, (a) => {
    a.route('/api/v5', createPaymentRoutes(h.module));
    a.route('/api/v5', createGiftCardRoutes(h.module));
    a.route('/sandbox-gateway', createSandboxRoutes(h.module));
  });
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
const key = () => `gift-test-${Date.now()}-${(serial += 1)}`;
const order = (over: Record<string, unknown> = {}) => ({
  amount: 1500,
  recipient_name: 'Malee',
  recipient_email: `malee-${(serial += 1)}@example.com`,
  message: 'Happy birthday!',
  payment: { method: 'promptpay' },
  ...over,
});
const buy = (token: string, body: Record<string, unknown>, k = key()) =>
  send('POST', '/api/v5/gift_cards.json', { token, body, key: k });

async function pay(o: WireOrder) {
  const [row] = await opened.db.select().from(giftCardOrders).where(eq(giftCardOrders.publicId, o.id));
  await h.module.sandbox!.payPromptpay(row!.chargeId);
  return row!;
}

describe('buying a gift card', () => {
  it('charges exactly the chosen amount with a PromptPay QR, whatever the client says of the price', async () => {
    const member = await createMember(opened.db);
    const res = await buy(member.token, order({ amount: '2,000', price: 1, total: 1 }));
    expect(res.status).toBe(200);
    const o = res.body.data as WireOrder;
    expect(o.status).toBe('waiting_for_payment');
    expect(o.amount.amount).toBe(2000);
    expect(o.payment.qr?.payload).toMatch(/^000201/);
    expect(o.voucher).toBeNull();
    expect(o.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [row] = await opened.db.select().from(giftCardOrders).where(eq(giftCardOrders.publicId, o.id));
    expect(row!.amountMinor).toBe(200_000);
    const record = h.ctx.writes.findLast(([path]) => path === `voucher_transactions/${o.firebase_key}`);
    expect(record?.[1]).toMatchObject({ id: o.id, status: 'waiting_for_payment', paymentStatus: 'pending' });
  });

  it('refuses a missing or out-of-bounds amount, a bad e-mail, a long message, guests; never a 500', async () => {
    const member = await createMember(opened.db);
    const empty = await buy(member.token, order({ amount: '' }));
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Please enter amount first');
    for (const amount of [99, 50_001, 150.5, -200, 'lots', null]) {
      const bad = await buy(member.token, order({ amount }));
      expect(bad.status).toBe(422);
      expect(bad.body.message).toMatch(/^Please enter (a whole amount from 100 to 50000 baht|amount first)$/);
    }
    const email = await buy(member.token, order({ recipient_email: 'not-an-email' }));
    expect(email.status).toBe(422);
    expect(email.body.message).toBe('not-an-email is not valid email address');
    expect((await buy(member.token, order({ message: 'x'.repeat(501) }))).status).toBe(422);
    expect((await buy(member.token, order({ recipient_name: '' }))).status).toBe(422);
    for (const raw of ['{', '[]', 'null', '{"amount":{"$gt":1}}'])
      expect((await send('POST', '/api/v5/gift_cards.json', { token: member.token, raw, key: key() })).status).toBeLessThan(500);
    const guest = await send('POST', '/api/v5/gift_cards.json', { body: order(), key: key() });
    expect(guest.status).toBe(401);
    expect(await opened.db.select().from(giftCardOrders).where(eq(giftCardOrders.buyerUserId, member.id))).toEqual([]);
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
    expect(await opened.db.select().from(giftCardOrders).where(eq(giftCardOrders.buyerUserId, member.id))).toHaveLength(1);
  });

  it('rate-limits buying per client', async () => {
    const member = await createMember(opened.db);
    const scale = h.ctx.config.rateLimitScale;
    h.ctx.config.rateLimitScale = 1;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await buy(member.token, order())).status);
    h.ctx.config.rateLimitScale = scale;
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('paying a gift card', () => {
  it('creates one gift voucher and one mail to the recipient, however often the payment is reported', async () => {
    const member = await createMember(opened.db);
    const body = order({ recipient_email: 'Recipient.One@Example.com' });
    const o = (await buy(member.token, body)).body.data as WireOrder;
    const row = await pay(o);
    const read = await send('GET', `/api/v5/gift_cards/${o.id}.json`, { token: member.token });
    expect(read.status).toBe(200);
    const paid = read.body.data as WireOrder;
    expect(paid.status).toBe('paid');
    expect(paid.payment.qr).toBeNull();
    expect(paid.voucher?.code).toMatch(/^GIFT-[A-Z2-7-]{26,}$/);
    expect(paid.voucher?.balance.amount).toBe(1500);

    // The same successful charge reported again (a webhook replay, the sweeper, another read) changes nothing.
    const charge = await h.module.deps.gateway.retrieveCharge(row.chargeId);
    for (const owner of h.module.deps.chargeOwners)
      await opened.db.transaction((tx) => owner.applyInTx(tx, charge!, h.clock.now));
    await send('GET', `/api/v5/gift_cards/${o.id}.json`, { token: member.token });

    const gifts = await opened.db.select().from(vouchers).where(eq(vouchers.purchaseReference, o.id));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ category: 'gift', source: 'purchase', valueMinor: 150_000, amountUsedMinor: 0, ownerUserId: null });
    const mails = await opened.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'recipient.one@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('gift_card');
    expect(mails[0]!.body).toContain(paid.voucher!.code);
    expect(mails[0]!.body).toContain('Happy birthday!');
    expect(mails[0]!.body).toContain('฿1,500');
    const record = h.ctx.writes.findLast(([path]) => path === `voucher_transactions/${o.firebase_key}`);
    expect(record?.[1]).toMatchObject({ status: 'paid', paymentStatus: 'successful' });
  });

  it('pays by card with 3-D Secure and returns to the voucher page', async () => {
    const member = await createMember(opened.db);
    const token = await tokenize(h.app, '4000000000003063');
    const res = await buy(member.token, order({ payment: { method: 'card', token } }));
    expect(res.status).toBe(200);
    const o = res.body.data as WireOrder;
    expect(o.payment.redirect_url).toMatch(/\/sandbox-gateway\/charges\/.+\/authorize/);
    const [row] = await opened.db.select().from(giftCardOrders).where(eq(giftCardOrders.publicId, o.id));
    await h.module.sandbox!.authorize(row!.chargeId, 'authorize');
    const back = await app.request(`/api/v5/gift_cards/payments/${o.payment.payment_id}/complete`);
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`/voucher/${o.id}`);
    const read = await send('GET', `/api/v5/gift_cards/${o.id}.json`, { token: member.token });
    expect((read.body.data as WireOrder).status).toBe('paid');
  });

  it('cancels an order whose QR expired: no voucher, no mail', async () => {
    const member = await createMember(opened.db);
    const o = (await buy(member.token, order({ recipient_email: 'expired-gift@example.com' }))).body.data as WireOrder;
    h.clock.now = new Date(h.clock.now.getTime() + 60 * 60_000);
    await h.module.sandbox!.expireDue();
    for (const owner of h.module.deps.chargeOwners) await owner.expireDue(h.clock.now);
    const read = (await send('GET', `/api/v5/gift_cards/${o.id}.json`, { token: member.token })).body.data as WireOrder;
    expect(read.status).toBe('cancelled');
    expect(read.voucher).toBeNull();
    expect(await opened.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'expired-gift@example.com'))).toEqual([]);
  });
});

describe('who may read an order', () => {
  it('answers 404 to another member and 401 to a guest (IDOR)', async () => {
    const owner = await createMember(opened.db);
    const other = await createMember(opened.db);
    const o = (await buy(owner.token, order())).body.data as WireOrder;
    await pay(o);
    const theirs = await send('GET', `/api/v5/gift_cards/${o.id}.json`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Gift card not found');
    expect(JSON.stringify(theirs.body)).not.toContain('GIFT-');
    expect((await send('GET', `/api/v5/gift_cards/${o.id}.json`)).status).toBe(401);
    expect((await send('GET', '/api/v5/gift_cards/nope.json', { token: owner.token })).status).toBe(404);
    expect((await app.request('/api/v5/gift_cards/payments/nope/complete')).status).toBe(404);
  });
});
