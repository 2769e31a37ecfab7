import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passkeySchema, signedInUserSchema } from '@/contract/accounts';
import type { OpenedDatabase } from '@server/db/client';
import { passkeys, webauthnChallenges } from '@server/db/schema/passkeys';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp, type SignedIn } from './accounts-app';
import { assert, attest, newSoftPasskey, type SoftPasskey } from './soft-authenticator';

/** Passkeys end to end through the real library: a software authenticator signs real challenges. */

let opened: OpenedDatabase;
let t: AccountsTestApp;
// The test context's public URL is http://localhost:8080: passkeys belong to localhost there.
const HERE = { origin: 'http://localhost:8080', rpId: 'localhost' };

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});

afterAll(() => opened.close());

async function options(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.send('POST', `/api/v5/passkeys/${path}.json`, {}, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { options: string }).options;
}

async function addPasskey(member: SignedIn, key: SoftPasskey = newSoftPasskey()) {
  const opts = await options('registration_options', bearer(member.accessToken));
  const res = await t.send('POST', '/api/v5/passkeys.json', { credential: attest(key, opts, HERE), name: 'Laptop' }, bearer(member.accessToken));
  return { res, key };
}

const signIn = (credential: string) => t.send('POST', '/api/v5/passkeys/sign_in.json', { credential });

describe('adding a passkey', () => {
  it('keeps it for the member and lists it', async () => {
    const member = await signUpMember(t);
    const { res } = await addPasskey(member);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(passkeySchema.parse(res.body.data)).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    expect(res.body.message).toBe('Passkey added');
    const list = await t.send('GET', '/api/v5/passkeys.json', undefined, bearer(member.accessToken));
    expect((list.body.data as unknown[]).length).toBe(1);
    // Only the public key is kept.
    const [row] = await opened.db.select().from(passkeys).where(eq(passkeys.userId, member.id));
    expect(row!.publicKey.length).toBeGreaterThan(40);
  });

  it('needs a session', async () => {
    const res = await t.send('POST', '/api/v5/passkeys/registration_options.json', {});
    expect(res.status).toBe(401);
  });

  it("refuses another member's challenge, a used one, and an expired one", async () => {
    const malee = await signUpMember(t);
    const anan = await signUpMember(t);
    const maleesOptions = await options('registration_options', bearer(malee.accessToken));
    const key = newSoftPasskey();
    const asAnan = await t.send('POST', '/api/v5/passkeys.json', { credential: attest(key, maleesOptions, HERE) }, bearer(anan.accessToken));
    expect([asAnan.status, asAnan.body.message]).toEqual([422, 'This passkey could not be checked, please try again']);

    const opts = await options('registration_options', bearer(malee.accessToken));
    const credential = attest(key, opts, HERE);
    expect((await t.send('POST', '/api/v5/passkeys.json', { credential }, bearer(malee.accessToken))).status).toBe(200);
    const replay = await t.send('POST', '/api/v5/passkeys.json', { credential }, bearer(malee.accessToken));
    expect(replay.status).toBe(422);

    const late = await options('registration_options', bearer(malee.accessToken));
    const then = t.clock.now;
    t.clock.now = new Date(then.getTime() + 6 * 60_000);
    try {
      const expired = await t.send('POST', '/api/v5/passkeys.json', { credential: attest(newSoftPasskey(), late, HERE) }, bearer(malee.accessToken));
      expect(expired.status).toBe(422);
    } finally {
      t.clock.now = then;
    }
  });

  it('refuses a credential made for another site or origin, and garbage, without a 500', async () => {
    const member = await signUpMember(t);
    for (const at of [{ ...HERE, origin: 'https://evil.example' }, { ...HERE, rpId: 'evil.example' }]) {
      const opts = await options('registration_options', bearer(member.accessToken));
      const res = await t.send('POST', '/api/v5/passkeys.json', { credential: attest(newSoftPasskey(), opts, at) }, bearer(member.accessToken));
      expect(res.status).toBe(422);
    }
    for (const credential of ['{}', 'not json', JSON.stringify({ id: 'x', response: null }), JSON.stringify({ id: 'x', response: { clientDataJSON: 'AAAA' } })]) {
      const res = await t.send('POST', '/api/v5/passkeys.json', { credential }, bearer(member.accessToken));
      expect(res.status, credential).toBe(422);
    }
  });
});

describe('signing in with a passkey', () => {
  it('issues a session for the passkey owner', async () => {
    const member = await signUpMember(t, { name: 'Passkey Malee' });
    const { key } = await addPasskey(member);
    const res = await signIn(assert(key, await options('sign_in_options'), HERE));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = signedInUserSchema.parse(res.body.data);
    expect([user.id, user.name, res.body.message]).toEqual([member.id, 'Passkey Malee', 'Welcome back Passkey Malee']);
    const profile = await t.send('GET', '/api/v5/users.json', undefined, bearer(user.accessToken));
    expect(profile.status).toBe(200);
    const [row] = await opened.db.select().from(passkeys).where(eq(passkeys.userId, member.id));
    expect([row!.counter, row!.lastUsedAt]).toEqual([1, t.clock.now]);
  });

  it('a challenge signs in once, and only before it expires', async () => {
    const member = await signUpMember(t);
    const { key } = await addPasskey(member);
    const credential = assert(key, await options('sign_in_options'), HERE);
    expect((await signIn(credential)).status).toBe(200);
    const replay = await signIn(credential);
    expect([replay.status, replay.body.message]).toEqual([401, 'We could not sign you in with this passkey']);

    const opts = await options('sign_in_options');
    const then = t.clock.now;
    t.clock.now = new Date(then.getTime() + 6 * 60_000);
    try {
      expect((await signIn(assert(key, opts, HERE))).status).toBe(401);
    } finally {
      t.clock.now = then;
    }
    // A registration challenge is no sign-in challenge.
    const registration = await options('registration_options', bearer(member.accessToken));
    expect((await signIn(assert(key, registration, HERE))).status).toBe(401);
  });

  it('refuses an unknown passkey, a made-up challenge, another origin and a counter that went back', async () => {
    const member = await signUpMember(t);
    const { key } = await addPasskey(member);
    expect((await signIn(assert(newSoftPasskey(), await options('sign_in_options'), HERE))).status).toBe(401);
    expect((await signIn(assert(key, await options('sign_in_options'), { ...HERE, challenge: 'bWFkZS11cA' }))).status).toBe(401);
    expect((await signIn(assert(key, await options('sign_in_options'), { ...HERE, origin: 'https://evil.example' }))).status).toBe(401);
    expect((await signIn(assert(key, await options('sign_in_options'), { ...HERE, counter: 10 }))).status).toBe(200);
    // A clone of the authenticator would sign with an older counter.
    expect((await signIn(assert(key, await options('sign_in_options'), { ...HERE, counter: 5 }))).status).toBe(401);
  });

  it('a removed passkey no longer signs in; another member cannot remove it', async () => {
    const malee = await signUpMember(t);
    const anan = await signUpMember(t);
    const { res, key } = await addPasskey(malee);
    const { id } = res.body.data as { id: number };
    expect((await t.send('DELETE', `/api/v5/passkeys/${id}.json`, undefined, bearer(anan.accessToken))).status).toBe(404);
    expect((await signIn(assert(key, await options('sign_in_options'), HERE))).status).toBe(200);
    expect((await t.send('DELETE', `/api/v5/passkeys/${id}.json`, undefined, bearer(malee.accessToken))).status).toBe(200);
    expect((await signIn(assert(key, await options('sign_in_options'), HERE))).status).toBe(401);
  });

  it('challenges are rows that expire; the old ones are cleared as new ones are made', async () => {
    await options('sign_in_options');
    const then = t.clock.now;
    t.clock.now = new Date(then.getTime() + 6 * 60_000);
    try {
      await options('sign_in_options');
      const rows = await opened.db.select().from(webauthnChallenges);
      expect(rows.every((r) => r.expiresAt > t.clock.now)).toBe(true);
    } finally {
      t.clock.now = then;
    }
  });
});

describe('limits', () => {
  it("asking for challenges is counted per device: 'Too many request' with Retry-After", async () => {
    const strict = accountsApp(opened, { rateLimitScale: 1 });
    const device = { 'X-HH-Device': `passkey-limit-${Date.now()}` };
    let last = await strict.send('POST', '/api/v5/passkeys/sign_in_options.json', {}, device);
    for (let i = 0; i < 30 && last.status === 200; i++) {
      last = await strict.send('POST', '/api/v5/passkeys/sign_in_options.json', {}, device);
    }
    expect([last.status, last.body.message]).toEqual([429, 'Too many request']);
  });
});
