import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileSchema } from '@/contract/accounts';
import type { OpenedDatabase } from '@server/db/client';
import { users } from '@server/db/schema/accounts';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, PASSWORD, signInWith, signUpMember, type AccountsTestApp } from './accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});

afterAll(() => opened.close());

const profile = (token: string) => t.send('GET', '/api/v5/users.json', undefined, bearer(token));
const update = (token: string, body: unknown) => t.send('PUT', '/api/v5/users.json', body, bearer(token));

describe('the member profile', () => {
  it('needs a live session: none is 401 "Please provide access token", a bad one 401 "session expired"', async () => {
    expect(await t.send('GET', '/api/v5/users.json')).toMatchObject({
      status: 401,
      body: { message: 'Please provide access token' },
    });
    expect(await profile('not-a-token')).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired, Please login again' },
    });
  });

  it('reads the token from the query and the body as older clients send it', async () => {
    const member = await signUpMember(t);
    const viaQuery = await t.send('GET', `/api/v5/users.json?access_token=${member.accessToken}`);
    expect(viaQuery.body.data).toMatchObject({ id: member.id });
    const viaBody = await t.send('PUT', '/api/v5/users.json', { access_token: member.accessToken, name: 'Body' });
    expect(viaBody.body.data).toMatchObject({ id: member.id, name: 'Body' });
  });

  it('changes only the fields sent; a new phone is unverified again', async () => {
    const member = await signUpMember(t, { name: 'Before' });
    await opened.db.update(users).set({ phoneVerified: true }).where(eq(users.id, member.id));
    const same = await update(member.accessToken, { name: 'After', language: 'en', subscribe_marketing_email: true });
    expect(same.status).toBe(200);
    expect(same.body.message).toBe('Profile updated');
    expect(userProfileSchema.parse(same.body.data)).toMatchObject({
      name: 'After',
      language: 'en',
      subscribeMarketingEmail: true,
      phone: '0812345678',
      phoneVerified: true,
    });
    const moved = await update(member.accessToken, { phone: '089-999-0000', birthday: null });
    expect(moved.body.data).toMatchObject({ phone: '0899990000', phoneVerified: false, birthday: null, name: 'After' });
    const bad = await update(member.accessToken, { language: 'fr' });
    expect(bad.status).toBe(422);
  });

  it("another member's token reads and changes only that member", async () => {
    const malee = await signUpMember(t, { name: 'Malee' });
    const anan = await signUpMember(t, { name: 'Anan' });
    expect((await profile(anan.accessToken)).body.data).toMatchObject({ id: anan.id, name: 'Anan' });
    // No id is taken from the request: extra fields naming Malee are ignored, only Anan changes.
    const res = await update(anan.accessToken, { id: malee.id, user_id: malee.id, email: malee.email, name: 'Changed' });
    expect(res.body.data).toMatchObject({ id: anan.id, name: 'Changed', email: anan.email });
    expect((await profile(malee.accessToken)).body.data).toMatchObject({ id: malee.id, name: 'Malee', email: malee.email });
  });
});

describe('sign-out', () => {
  it('revokes the session it came with, and only that one', async () => {
    const member = await signUpMember(t);
    const other = (await signInWith(t, member.email, PASSWORD)).body.data as { accessToken: string };
    const out = await t.send('DELETE', '/api/v5/oauth/token.json', undefined, bearer(member.accessToken));
    expect(out).toMatchObject({ status: 200, body: { message: 'Signed Out Successfully' } });
    expect((await profile(member.accessToken)).status).toBe(401);
    expect((await t.send('DELETE', '/api/v5/oauth/token.json', undefined, bearer(member.accessToken))).status).toBe(401);
    expect((await profile(other.accessToken)).status).toBe(200);
  });

  it('takes the token from the body too (the web client sends it there)', async () => {
    const member = await signUpMember(t);
    const out = await t.send('DELETE', '/api/v5/oauth/token.json', { access_token: member.accessToken });
    expect(out.status).toBe(200);
    expect((await profile(member.accessToken)).status).toBe(401);
  });
});

describe('GET /users/check_phone_number', () => {
  it('tells whether the social account has a phone; unknown accounts have none', async () => {
    await opened.db.insert(users).values([
      { email: 'with-phone@example.com', provider: 'firebase', uid: 'uid-with', phone: '0811111111' },
      { email: 'without-phone@example.com', provider: 'firebase', uid: 'uid-without' },
    ]);
    const ask = (q: string) => t.send('GET', `/api/v5/users/check_phone_number${q}`);
    expect((await ask('?uid=uid-with&provider=firebase')).body.data).toEqual({ hasNumber: true });
    expect((await ask('?uid=uid-without&provider=firebase')).body.data).toEqual({ hasNumber: false });
    expect((await ask('?uid=uid-with&provider=facebook')).body.data).toEqual({ hasNumber: false });
    expect(await ask('?provider=firebase')).toMatchObject({ status: 422, body: { message: 'Invalid uid' } });
    expect(await ask('?uid=x&provider=')).toMatchObject({ status: 422, body: { message: 'Invalid provider' } });
  });
});
