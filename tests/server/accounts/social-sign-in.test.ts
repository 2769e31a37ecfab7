import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUserSchema } from '@/contract/accounts';
import { startAuthEmulator, type AuthEmulator } from '@server/auth/auth-emulator';
import { createIdTokenVerifier } from '@server/auth/id-token-verifier';
import type { OpenedDatabase } from '@server/db/client';
import { users } from '@server/db/schema/accounts';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, freshEmail, signUpMember, type AccountsTestApp } from './accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;
let emulator: AuthEmulator;

beforeAll(async () => {
  [opened, emulator] = await Promise.all([createTestDb(), startAuthEmulator()]);
  await emulator.ready;
  t = accountsApp(opened);
  t.ctx.idTokens = createIdTokenVerifier(emulator.projectId);
  t.ctx.config.staffEmailDomain = 'hungrytable.co';
}, 90_000);

afterAll(async () => {
  await emulator.close();
  await opened.close();
});

interface IdpClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** Signs in at the real Auth emulator as a Google (or Facebook) user and returns its Firebase ID token. */
async function idTokenFor(claims: IdpClaims, providerId = 'google.com'): Promise<string> {
  const res = await fetch(`${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=test`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      requestUri: 'http://localhost',
      returnSecureToken: true,
      postBody: `providerId=${providerId}&id_token=${encodeURIComponent(JSON.stringify(claims))}`,
    }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

let subs = 0;
const freshSub = () => `google-${(subs += 1)}-${Math.random().toString(36).slice(2, 8)}`;
const check = (idToken: string) => t.send('POST', '/api/v5/users/social/check.json', { id_token: idToken });
const socialSignUp = (body: Record<string, unknown>) => t.send('POST', '/api/v5/users/social.json', body);

describe('social sign-in (Firebase ID tokens from the real Auth emulator)', () => {
  it('checks by uid and provider, asks for the phone, signs up, then signs the same account in', async () => {
    const email = freshEmail('google');
    const idToken = await idTokenFor({ sub: freshSub(), email, email_verified: true, name: 'Somchai Google' });
    expect((await check(idToken)).body.data).toEqual({ registered: false, hasNumber: false });

    const first = await socialSignUp({ id_token: idToken, phone: '0811112222', calling_code: '+66' });
    expect(first.status).toBe(200);
    const user = signedInUserSchema.parse(first.body.data);
    expect(user).toMatchObject({ email, name: 'Somchai Google', provider: 'google', phone: '0811112222', phoneVerified: false });
    expect((await check(idToken)).body.data).toEqual({ registered: true, hasNumber: true });

    const again = await socialSignUp({ id_token: idToken });
    expect(signedInUserSchema.parse(again.body.data)).toMatchObject({ id: user.id, phone: '0811112222' });
    expect(again.body.data).not.toMatchObject({ accessToken: user.accessToken });
    const profile = await t.send('GET', '/api/v5/users.json', undefined, bearer(user.accessToken));
    expect(profile.body.data).toMatchObject({ id: user.id, provider: 'google' });
  });

  it('takes a missing e-mail from the body (unproven) and refuses none at all', async () => {
    const idToken = await idTokenFor({ sub: freshSub(), name: 'No Mail' }, 'facebook.com');
    expect(await socialSignUp({ id_token: idToken })).toMatchObject({
      status: 422,
      body: { message: 'Please enter your email address' },
    });
    const email = freshEmail('fb');
    const res = await socialSignUp({ id_token: idToken, email });
    expect(res.body.data).toMatchObject({ email, provider: 'facebook' });
    const [row] = await opened.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(false);
  });

  it("never takes over another account's e-mail", async () => {
    const member = await signUpMember(t);
    const idToken = await idTokenFor({ sub: freshSub(), email: member.email, email_verified: true });
    expect(await socialSignUp({ id_token: idToken })).toMatchObject({
      status: 422,
      body: { message: 'your email is already registered, try signing in with Google' },
    });
  });

  it('refuses forged, garbled and missing tokens without a 500', async () => {
    const forged = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    for (const idToken of [`${forged}.e30.`, 'not-a-token']) {
      expect(await check(idToken)).toMatchObject({ status: 422, body: { message: 'failed to sign in' } });
      expect((await socialSignUp({ id_token: idToken })).status).toBe(422);
    }
    expect((await check('')).status).toBe(422);
    expect((await t.send('POST', '/api/v5/users/social/check.json', {})).status).toBe(422);
  });

  it('makes staff of a provider-proven e-mail at the company domain only', async () => {
    const proven = await socialSignUp({
      id_token: await idTokenFor({ sub: freshSub(), email: `ann-${freshSub()}@hungrytable.co`, email_verified: true }),
    });
    expect(proven.body.data).toMatchObject({ isStaff: true });
    const typed = await socialSignUp({
      id_token: await idTokenFor({ sub: freshSub() }, 'facebook.com'),
      email: `bob-${freshSub()}@hungrytable.co`,
    });
    expect(typed.body.data).toMatchObject({ isStaff: false });
    const password = await signUpMember(t, { email: `carol-${freshSub()}@hungrytable.co` });
    const profile = await t.send('GET', '/api/v5/users.json', undefined, bearer(password.accessToken));
    expect(profile.body.data).toMatchObject({ isStaff: false });
  });

  it('announces where the browser connects, never cached', async () => {
    t.ctx.config.socialAuth = { apiKey: 'k', authDomain: '127.0.0.1', projectId: emulator.projectId, emulatorUrl: emulator.url };
    const res = await t.app.request('/api/v5/users/social/config.json');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({ emulator_url: emulator.url });
  });
});
