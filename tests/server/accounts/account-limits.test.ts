import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { ACCOUNT_LIMITS } from '@server/modules/accounts/account-limits';
import { createTestDb } from '../support/test-db';
import { accountsApp, freshEmail, PASSWORD, signInWith, signUpBody, signUpMember, type AccountsTestApp } from './accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  // The real limits (the other account tests run 1000× looser).
  t = accountsApp(opened, { rateLimitScale: 1 });
});

afterAll(() => opened.close());

/** A different device per call, so only the per-account or per-address counter can stop it. */
let devices = 0;
const device = () => ({ 'X-HH-Device': `device-${(devices += 1)}-limits` });

function expectTooMany(res: { status: number; body: { message?: string } }, retryAfter: string | null) {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe('Too many request');
  expect(Number(retryAfter)).toBeGreaterThan(0);
}

describe('account rate limits (counters in the database)', () => {
  it('sign-in: 10 tries per account per 15 minutes, from any number of devices, then 429 with Retry-After', async () => {
    const member = await signUpMember(t, {}, device());
    const { perAccount, windowSeconds } = ACCOUNT_LIMITS.signIn;
    for (let i = 0; i < perAccount; i++) {
      expect((await signInWith(t, member.email, 'wrong guess', device())).status).toBe(401);
    }
    const res = await t.app.request('/api/v5/oauth/token.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...device() },
      body: JSON.stringify({ grant_type: 'password', username: member.email, password: PASSWORD }),
    });
    expectTooMany({ status: res.status, body: (await res.json()) as { message?: string } }, res.headers.get('Retry-After'));
    // Another account is not held back by it; the window's end frees this one.
    const other = await signUpMember(t, {}, device());
    expect((await signInWith(t, other.email, PASSWORD, device())).status).toBe(200);
    const then = t.clock.now;
    try {
      t.clock.now = new Date(then.getTime() + windowSeconds * 1000);
      expect((await signInWith(t, member.email, PASSWORD, device())).status).toBe(200);
    } finally {
      t.clock.now = then;
    }
  });

  it('sign-in: one device trying many accounts is stopped per client', async () => {
    const one = { 'X-HH-Device': 'one-device-many-accounts' };
    const { perClient } = ACCOUNT_LIMITS.signIn;
    for (let i = 0; i < perClient; i++) expect((await signInWith(t, freshEmail(), 'x', one)).status).toBe(401);
    expect((await signInWith(t, freshEmail(), 'x', one)).status).toBe(429);
  });

  it('sign-up: 5 per device per hour', async () => {
    const one = { 'X-HH-Device': 'sign-up-device' };
    for (let i = 0; i < ACCOUNT_LIMITS.signUp.perClient; i++) {
      expect((await t.send('POST', '/api/v5/users.json', signUpBody(), one)).status).toBe(200);
    }
    const res = await t.send('POST', '/api/v5/users.json', signUpBody(), one);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many request');
  });

  it('reset: 3 mails per account per hour, then the same 429 for a known or unknown e-mail', async () => {
    const member = await signUpMember(t, {}, device());
    for (let i = 0; i < ACCOUNT_LIMITS.resetRequest.perAccount; i++) {
      expect((await t.send('POST', '/api/v5/passwords/reset.json', { email: member.email }, device())).status).toBe(200);
    }
    expect((await t.send('POST', '/api/v5/passwords/reset.json', { email: member.email }, device())).status).toBe(429);
    const nobody = freshEmail('nobody');
    for (let i = 0; i < ACCOUNT_LIMITS.resetRequest.perAccount; i++) {
      await t.send('POST', '/api/v5/passwords/reset.json', { email: nobody }, device());
    }
    expect((await t.send('POST', '/api/v5/passwords/reset.json', { email: nobody }, device())).status).toBe(429);
  });
});
