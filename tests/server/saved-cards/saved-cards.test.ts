import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { sandboxCards } from '@server/db/schema/payments';
import { savedCards } from '@server/db/schema/saved-cards';
import { createPlatformApp } from '@server/http/platform';
import { createAccountRoutes } from '@server/modules/accounts/routes';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createSandboxRoutes } from '@server/modules/payments/sandbox-routes';
import { createSavedCardRoutes } from '@server/modules/saved-cards/routes';
import { createTestDb } from '../support/test-db';
import { createMember } from '../support/members';
import {
  paymentsHarness,
  statusOf,
  tokenize,
  waitingReservation,
  type PaymentsHarness,
} from '../payments/payments-support';

let opened: OpenedDatabase;
let h: PaymentsHarness;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db);
  app = createPlatformApp(h.ctx, {}, (a) => {
    a.route('/api/v5', createSavedCardRoutes(h.module.deps));
    a.route('/api/v5', createAccountRoutes(h.ctx));
    a.route('/api/v5', createPaymentRoutes(h.module));
    a.route('/sandbox-gateway', createSandboxRoutes(h.module));
  });
}, 120_000);

afterAll(() => opened.close());

type Json = {
  success: boolean;
  message: string | null;
  data: Record<string, unknown> & Record<string, unknown>[];
};

async function send(method: string, path: string, token?: string, body?: unknown) {
  const res = await app.request(path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

const LIST = '/api/v5/users/credit_cards.json';
const ONE = (id: number) => `/api/v5/users/credit_cards/${id}.json`;
const PRIMARY = (id: number) => `/api/v5/users/credit_cards/${id}/primary.json`;

/** Pays a new waiting reservation as the member with a new card, ticking "save this card". */
async function payAndSave(member: { token: string }, number = '4242424242424242') {
  const r = await waitingReservation(opened.db);
  const token = await tokenize(h.app, number);
  const res = await send('POST', `/api/v5/reservations/${r.encryptedId}/payments`, member.token, {
    method: 'card',
    token,
    save_card: true,
  });
  return { r, res };
}

async function cardsOf(member: { token: string }) {
  const res = await send('GET', LIST, member.token);
  expect(res.status).toBe(200);
  return res.body.data as unknown as { id: number; brand: string; last_digits: string; primary: boolean }[];
}

describe('saving a card while paying', () => {
  it('records the card the gateway kept (never the number); the first one is primary and in the profile', async () => {
    const member = await createMember(opened.db);
    expect(await cardsOf(member)).toEqual([]);
    const { r, res } = await payAndSave(member);
    expect(res.status).toBe(200);
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
    const [card] = await cardsOf(member);
    expect(card).toMatchObject({
      brand: 'Visa',
      last_digits: '4242',
      expiration_month: 12,
      expiration_year: 2030,
      primary: true,
    });
    const rows = await opened.db.select().from(savedCards).where(eq(savedCards.userId, member.id));
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');

    const profile = await send('GET', '/api/v5/users.json', member.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.primary_credit_card).toMatchObject({ id: card!.id, last_digits: '4242' });

    await payAndSave(member, '5555555555554444');
    const list = await cardsOf(member);
    expect(list.map((c) => [c.last_digits, c.primary])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
  });

  it('a guest cannot save a card or pay with a saved card id', async () => {
    const r = await waitingReservation(opened.db);
    const token = await tokenize(h.app, '4242424242424242');
    const saving = await send('POST', `/api/v5/reservations/${r.encryptedId}/payments`, undefined, {
      method: 'card',
      token,
      save_card: true,
    });
    expect(saving.status).toBe(422);
    const withId = await send('POST', `/api/v5/reservations/${r.encryptedId}/payments`, undefined, {
      method: 'card',
      card_id: 1,
    });
    expect(withId).toMatchObject({ status: 422, body: { message: 'Please login to use a saved card' } });
  });
});

describe('paying with a saved card', () => {
  it('charges the member own card; 3-D Secure still applies', async () => {
    const member = await createMember(opened.db);
    await payAndSave(member, '4000000000003063');
    // The first payment asked for 3-D Secure; the card is saved all the same.
    const [card] = await cardsOf(member);
    const r = await waitingReservation(opened.db);
    const res = await send('POST', `/api/v5/reservations/${r.encryptedId}/payments`, member.token, {
      method: 'card',
      card_id: card!.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.authorize_uri).toMatch(
      /\/sandbox-gateway\/charges\/chrg_test_[0-9a-f]+\/authorize$/,
    );
    const path = new URL(res.body.data.authorize_uri as string).pathname;
    await h.app.request(path, { method: 'POST', body: new URLSearchParams({ decision: 'authorize' }) });
    expect(await statusOf(opened.db, r.id)).toBe('pending_arrival');
  });

  it("refuses another member's card id, and an unknown one, before any charge", async () => {
    const owner = await createMember(opened.db);
    const other = await createMember(opened.db);
    await payAndSave(owner);
    const [card] = await cardsOf(owner);
    const r = await waitingReservation(opened.db);
    for (const cardId of [card!.id, 999_999]) {
      const res = await send('POST', `/api/v5/reservations/${r.encryptedId}/payments`, other.token, {
        method: 'card',
        card_id: cardId,
      });
      expect(res).toMatchObject({ status: 422, body: { message: 'Saved card not found' } });
    }
    expect(await statusOf(opened.db, r.id)).toBe('waiting_for_payment');
  });

  it('refuses an expired card', async () => {
    const member = await createMember(opened.db);
    await payAndSave(member);
    const [card] = await cardsOf(member);
    await opened.db.update(savedCards).set({ expirationYear: 2020 }).where(eq(savedCards.id, card!.id));
    const r = await waitingReservation(opened.db);
    const res = await send('POST', `/api/v5/reservations/${r.encryptedId}/payments`, member.token, {
      method: 'card',
      card_id: card!.id,
    });
    expect(res).toMatchObject({
      status: 422,
      body: { message: 'This card has expired, please use another card' },
    });
  });

  it('refuses a malformed card id with 422, never 500', async () => {
    const member = await createMember(opened.db);
    const r = await waitingReservation(opened.db);
    for (const cardId of ['abc', -1, 1.5, '99999999999', { id: 1 }]) {
      const res = await send('POST', `/api/v5/reservations/${r.encryptedId}/payments`, member.token, {
        method: 'card',
        card_id: cardId,
      });
      expect(res.status).toBe(422);
    }
  });
});

describe('the member list: delete and make primary', () => {
  it('makes a card primary (one primary at a time)', async () => {
    const member = await createMember(opened.db);
    await payAndSave(member);
    await payAndSave(member, '5555555555554444');
    const [first, second] = await cardsOf(member);
    const res = await send('PATCH', PRIMARY(second!.id), member.token);
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Primary card changed', data: { primary: true } },
    });
    const list = await cardsOf(member);
    expect(list.map((c) => [c.id, c.primary])).toEqual([
      [second!.id, true],
      [first!.id, false],
    ]);
  });

  it('deletes a card here and at the gateway; the newest left becomes primary', async () => {
    const member = await createMember(opened.db);
    await payAndSave(member);
    await payAndSave(member, '5555555555554444');
    const [primary, other] = await cardsOf(member);
    const [row] = await opened.db.select().from(savedCards).where(eq(savedCards.id, primary!.id));
    const res = await send('DELETE', ONE(primary!.id), member.token);
    expect(res).toMatchObject({ status: 200, body: { message: 'Card deleted', data: { id: primary!.id } } });
    const [atGateway] = await opened.db
      .select()
      .from(sandboxCards)
      .where(eq(sandboxCards.id, row!.gatewayCardId));
    expect(atGateway?.deletedAt).not.toBeNull();
    expect((await cardsOf(member)).map((c) => [c.id, c.primary])).toEqual([[other!.id, true]]);
    // A deleted card cannot pay any more.
    const r = await waitingReservation(opened.db);
    const pay = await send('POST', `/api/v5/reservations/${r.encryptedId}/payments`, member.token, {
      method: 'card',
      card_id: primary!.id,
    });
    expect(pay.status).toBe(422);
    expect((await send('DELETE', ONE(primary!.id), member.token)).status).toBe(404);
  });

  it("another member's token reads, deletes and promotes nothing of the owner's (IDOR)", async () => {
    const owner = await createMember(opened.db);
    const other = await createMember(opened.db);
    await payAndSave(owner);
    const [card] = await cardsOf(owner);
    expect(await cardsOf(other)).toEqual([]);
    expect(await send('DELETE', ONE(card!.id), other.token)).toMatchObject({
      status: 404,
      body: { message: 'Saved card not found' },
    });
    expect((await send('PATCH', PRIMARY(card!.id), other.token)).status).toBe(404);
    expect(await cardsOf(owner)).toHaveLength(1);
    const [row] = await opened.db.select().from(savedCards).where(eq(savedCards.id, card!.id));
    const [atGateway] = await opened.db
      .select()
      .from(sandboxCards)
      .where(eq(sandboxCards.id, row!.gatewayCardId));
    expect(atGateway?.deletedAt).toBeNull();
  });

  it('needs a token, and answers bad ids with 422', async () => {
    expect((await send('GET', LIST)).status).toBe(401);
    expect((await send('DELETE', ONE(1))).status).toBe(401);
    const member = await createMember(opened.db);
    for (const bad of ['abc', '0', '99999999999', '1.5']) {
      expect((await send('DELETE', `/api/v5/users/credit_cards/${bad}.json`, member.token)).status).toBe(422);
      expect(
        (await send('PATCH', `/api/v5/users/credit_cards/${bad}/primary.json`, member.token)).status,
      ).toBe(422);
    }
  });
});

describe('with enableSaveCc off', () => {
  it('the endpoints are not there, saving and saved cards are refused, the profile has no card', async () => {
    const member = await createMember(opened.db);
    await payAndSave(member);
    const features = h.ctx.config.features;
    h.ctx.config = { ...h.ctx.config, features: { ...features, enableSaveCc: false } };
    try {
      expect(await send('GET', LIST, member.token)).toMatchObject({
        status: 404,
        body: { message: 'Saving cards is not available' },
      });
      expect((await send('DELETE', ONE(1), member.token)).status).toBe(404);
      const { res } = await payAndSave(member);
      expect(res.status).toBe(422);
      const profile = await send('GET', '/api/v5/users.json', member.token);
      expect(profile.body.data.primary_credit_card).toBeNull();
    } finally {
      h.ctx.config = { ...h.ctx.config, features };
    }
  });
});
