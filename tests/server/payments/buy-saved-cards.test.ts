import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { giftCardOrders } from '@server/db/schema/gift-cards';
import { ticketOrders } from '@server/db/schema/package-tickets';
import { packages } from '@server/db/schema/packages';
import { restaurantVoucherOffers, restaurantVoucherOrders } from '@server/db/schema/restaurant-vouchers';
import { restaurants } from '@server/db/schema/restaurants';
import { savedCards } from '@server/db/schema/saved-cards';
import { createPlatformApp } from '@server/http/platform';
import { createGiftCardRoutes } from '@server/modules/gift-cards/routes';
import { createPackageTicketRoutes } from '@server/modules/package-tickets/routes';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createRestaurantVoucherRoutes } from '@server/modules/restaurant-vouchers/routes';
import { createSandboxRoutes } from '@server/modules/payments/sandbox-routes';
import { createSavedCardRoutes } from '@server/modules/saved-cards/routes';
import { createMember } from '../support/members';
import { createTestDb } from '../support/test-db';
import { paymentsHarness, tokenize, type PaymentsHarness } from './payments-support';

/**
 * The three buy orders (gift card, package ticket, restaurant voucher) pay with a member's saved card and
 * save a new one through the one shared charge opener: the same owner, gateway and expiry checks as a
 * booking's payment, so another member's card id is refused with step 5's refusal and nothing is charged.
 */

let opened: OpenedDatabase;
let h: PaymentsHarness;
let app: Hono<AppEnv>;
let ticketPackageId = 0;
let offerId = 0;

type Json = { success: boolean; message: string | null; data: Record<string, unknown> };

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db);
  app = createPlatformApp(h.ctx, {}, (a) => {
    a.route('/api/v5', createSavedCardRoutes(h.module.deps));
    a.route('/api/v5', createPaymentRoutes(h.module));
    a.route('/api/v5', createGiftCardRoutes(h.module));
    a.route('/api/v5', createPackageTicketRoutes(h.module));
    a.route('/api/v5', createRestaurantVoucherRoutes(h.module));
    a.route('/sandbox-gateway', createSandboxRoutes(h.module));
  });
  const [pkg] = await opened.db
    .select({ id: packages.id })
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
  ticketPackageId = pkg!.id;
  const [offer] = await opened.db
    .select()
    .from(restaurantVoucherOffers)
    .innerJoin(restaurants, eq(restaurants.id, restaurantVoucherOffers.restaurantId))
    .where(and(eq(restaurantVoucherOffers.active, true), eq(restaurants.isActive, true), eq(restaurants.isAcceptVoucher, true)))
    .limit(1);
  offerId = offer!.restaurant_voucher_offers.id;
}, 120_000);

afterAll(() => opened.close());

async function send(method: string, path: string, opts: { token?: string; body?: unknown; key?: string } = {}) {
  const res = await app.request(path, {
    method,
    headers: {
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.key ? { 'Idempotency-Key': opts.key } : {}),
      ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

let serial = 0;
const key = () => `buy-saved-${Date.now()}-${(serial += 1)}`;

interface Order {
  name: string;
  path: string;
  body: (payment: Record<string, unknown>) => Record<string, unknown>;
  /** The order rows of a member, to show a refused buy left none. */
  rowsOf: (userId: number) => Promise<unknown[]>;
}

const orders: Order[] = [
  {
    name: 'gift card',
    path: '/api/v5/gift_cards.json',
    body: (payment) => ({
      amount: 500,
      recipient_name: 'Malee',
      recipient_email: `malee-${(serial += 1)}@example.com`,
      message: '',
      payment,
    }),
    rowsOf: (userId) => opened.db.select().from(giftCardOrders).where(eq(giftCardOrders.buyerUserId, userId)),
  },
  {
    name: 'package ticket',
    path: '/api/v5/package_tickets.json',
    body: (payment) => ({ restaurant_package_id: ticketPackageId, quantity: 1, payment }),
    rowsOf: (userId) => opened.db.select().from(ticketOrders).where(eq(ticketOrders.userId, userId)),
  },
  {
    name: 'restaurant voucher',
    path: '/api/v5/restaurant_vouchers.json',
    body: (payment) => ({ offer_id: offerId, quantity: 1, payment }),
    rowsOf: (userId) =>
      opened.db.select().from(restaurantVoucherOrders).where(eq(restaurantVoucherOrders.buyerUserId, userId)),
  },
];

const buy = (o: Order, token: string, payment: Record<string, unknown>) =>
  send('POST', o.path, { token, body: o.body(payment), key: key() });

async function cardsOf(member: { token: string }) {
  const res = await send('GET', '/api/v5/users/credit_cards.json', { token: member.token });
  expect(res.status).toBe(200);
  return res.body.data as unknown as { id: number; last_digits: string; primary: boolean }[];
}

describe.each(orders)('buying a $name', (o) => {
  it('saves the new card when asked, then pays the next order with it (paid at once, no 3-D Secure)', async () => {
    const member = await createMember(opened.db);
    const token = await tokenize(h.app, '4242424242424242');
    const first = await buy(o, member.token, { method: 'card', token, save_card: true });
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe('paid');
    const [card] = await cardsOf(member);
    expect(card).toMatchObject({ last_digits: '4242', primary: true });

    const second = await buy(o, member.token, { method: 'card', card_id: card!.id });
    expect(second.status).toBe(200);
    expect(second.body.data.status).toBe('paid');
    expect(await cardsOf(member)).toHaveLength(1);
  });

  it('does not save the card when not asked', async () => {
    const member = await createMember(opened.db);
    const token = await tokenize(h.app, '4242424242424242');
    const res = await buy(o, member.token, { method: 'card', token });
    expect(res.status).toBe(200);
    expect(await cardsOf(member)).toEqual([]);
  });

  it("refuses another member's card id and an unknown one (IDOR) with step 5's refusal; nothing is charged", async () => {
    const owner = await createMember(opened.db);
    const other = await createMember(opened.db);
    const token = await tokenize(h.app, '4242424242424242');
    await buy(o, owner.token, { method: 'card', token, save_card: true });
    const [card] = await cardsOf(owner);
    for (const cardId of [card!.id, 999_999]) {
      const res = await buy(o, other.token, { method: 'card', card_id: cardId });
      expect(res).toMatchObject({ status: 422, body: { message: 'Saved card not found' } });
    }
    expect(await o.rowsOf(other.id)).toEqual([]);
  });

  it('refuses an expired saved card, and a malformed card id, never a 500', async () => {
    const member = await createMember(opened.db);
    const token = await tokenize(h.app, '4242424242424242');
    await buy(o, member.token, { method: 'card', token, save_card: true });
    const [card] = await cardsOf(member);
    await opened.db.update(savedCards).set({ expirationYear: 2020 }).where(eq(savedCards.id, card!.id));
    const before = (await o.rowsOf(member.id)).length;
    const expired = await buy(o, member.token, { method: 'card', card_id: card!.id });
    expect(expired).toMatchObject({ status: 422, body: { message: 'This card has expired, please use another card' } });
    for (const cardId of ['abc', -1, 1.5, { id: 1 }])
      expect((await buy(o, member.token, { method: 'card', card_id: cardId })).status).toBe(422);
    expect(await o.rowsOf(member.id)).toHaveLength(before);
  });
});
