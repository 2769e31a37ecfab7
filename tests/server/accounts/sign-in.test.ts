import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUserSchema } from '@/contract/accounts';
import type { OpenedDatabase } from '@server/db/client';
import { accessTokens, users } from '@server/db/schema/accounts';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, freshEmail, PASSWORD, signInWith, signUpMember, type AccountsTestApp } from './accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});

afterAll(() => opened.close());

describe('POST /oauth/token.json (grant_type=password)', () => {
  it('signs in with the right password, whatever the case of the e-mail: a new session', async () => {
    const member = await signUpMember(t, { name: 'Anan' });
    const res = await signInWith(t, member.email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Welcome back Anan');
    const user = signedInUserSchema.parse(res.body.data);
    expect(user.id).toBe(member.id);
    expect(user.accessToken).not.toBe(member.accessToken);
    const profile = await t.send('GET', '/api/v5/users.json', undefined, bearer(user.accessToken));
    expect(profile.body.data).toMatchObject({ id: member.id, name: 'Anan' });
    // Two live sessions, both stored only as hashes.
    const rows = await opened.db.select().from(accessTokens).where(eq(accessTokens.userId, member.id));
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify(await opened.db.execute(sql`select * from access_tokens`));
    expect(dump).not.toContain(user.accessToken);
    expect(dump).not.toContain(member.accessToken);
  });

  it('answers an unknown e-mail exactly like a wrong password, and opens no session', async () => {
    const member = await signUpMember(t);
    const wrong = await signInWith(t, member.email, 'not the password');
    const unknown = await signInWith(t, freshEmail('nobody'), 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual(wrong);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    const th = await signInWith(t, member.email, 'not the password', { 'X-HH-Language': 'th' });
    expect(th.body.message).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    const rows = await opened.db.select().from(accessTokens).where(eq(accessTokens.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('an account without a password (social, later) cannot sign in with one', async () => {
    const email = freshEmail('social');
    await opened.db.insert(users).values({ email, name: 'Social', provider: 'firebase', uid: 'fb-1' });
    const res = await signInWith(t, email, '');
    expect(res.status).toBe(422);
    const guess = await signInWith(t, email, 'anything at all');
    expect(guess.status).toBe(401);
    expect(guess.body.message).toBe('Invalid email or password');
  });

  it('only grant_type=password', async () => {
    const res = await t.send('POST', '/api/v5/oauth/token.json', { grant_type: 'client_credentials', username: 'a@b.co', password: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('grant_type must be password');
  });
});
