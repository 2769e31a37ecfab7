import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { createTestDb } from '../support/test-db';
import {
  paymentsHarness,
  startPaymentCall,
  tokenize,
  waitingReservation,
  type PaymentsHarness,
} from './payments-support';

let opened: OpenedDatabase;
let h: PaymentsHarness;

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db);
}, 120_000);

afterAll(() => opened.close());

const post = (path: string, body: string | URLSearchParams, contentType = 'application/json') =>
  h.app.request(path, {
    method: 'POST',
    headers: typeof body === 'string' ? { 'Content-Type': contentType } : {},
    body,
  });

describe('the sandbox gateway refuses bad input like our API does', () => {
  it('refuses a decision that is not one (JSON null, an array, a form without it) with 400 and the page says why', async () => {
    const r = await waitingReservation(opened.db);
    const token = await tokenize(h.app, '4000000000003063');
    const started = await startPaymentCall(h.app, r.encryptedId, { method: 'card', token });
    const path = new URL(started.body.data.authorize_uri as string).pathname;
    for (const body of ['null', '[]', '"authorize"', '{"decision":null}', '{']) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('Choose Authorize or Fail.');
    }
    const form = await post(path, new URLSearchParams({ other: 'x' }));
    expect(form.status).toBe(400);
    // The real decision still works afterwards: nothing was half-done.
    const decided = await post(path, new URLSearchParams({ decision: 'authorize' }));
    expect(decided.status).toBe(303);
  });

  it('caps bodies (413 with a message) and refuses NUL in the path', async () => {
    const big = await post('/sandbox-gateway/tokens', JSON.stringify({ name: 'x'.repeat(5_000) }));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe(
      'Request body is too large (at most 4096 bytes)',
    );
    const decision = await post(
      '/sandbox-gateway/charges/x/authorize',
      JSON.stringify({ decision: 'x'.repeat(2_000) }),
    );
    expect(decision.status).toBe(413);
    const nul = await h.app.request('/sandbox-gateway/promptpay/a%00b');
    expect([nul.status, ((await nul.json()) as { message: string }).message]).toEqual([
      400,
      'Text must not contain NUL characters',
    ]);
  });

  it('refuses expiry numbers that are no month or year (400), before the token table sees them', async () => {
    const card = {
      name: 'Somchai',
      number: '4242424242424242',
      expiration_month: 12,
      expiration_year: 2030,
      security_code: '123',
    };
    for (const wrong of [
      { expiration_year: 2_147_483_648 },
      { expiration_month: 13 },
      { expiration_month: -1 },
      // A NUL character cannot be stored; it is a malformed name, not a server error.
      { name: 'A\u0000B' },
      null,
    ]) {
      const res = await post(
        '/sandbox-gateway/tokens',
        JSON.stringify(wrong === null ? null : { ...card, ...wrong }),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it('still serves its index at /sandbox-gateway', async () => {
    const res = await h.app.request('/sandbox-gateway');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
  });
});
