import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { passwordResetTokens } from '@server/db/schema/accounts';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, freshEmail, PASSWORD, signInWith, signUpMember, type AccountsTestApp } from './accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});

afterAll(() => opened.close());

const NEW_PASSWORD = 'a brand new passphrase';
const askReset = (email: string, headers?: Record<string, string>) =>
  t.send('POST', '/api/v5/passwords/reset.json', { email }, headers);
const confirmReset = (token: string, password = NEW_PASSWORD) =>
  t.send('PUT', '/api/v5/passwords/reset.json', { token, password });
const profile = (token: string) => t.send('GET', '/api/v5/users.json', undefined, bearer(token));

interface Mail {
  to: string;
  subject: string;
  body: string;
}
async function mailbox(to: string): Promise<Mail[]> {
  const res = await t.app.request(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: Mail[] }).data;
}
/** The secret of the newest reset link mailed to `to`. */
async function resetTokenFor(to: string): Promise<string> {
  const [mail] = await mailbox(to);
  const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no reset link mailed to ${to}`);
  return new URL(link).searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a link; the link sets a new password once, and every session ends', async () => {
    const member = await signUpMember(t, { name: 'Pim' });
    const second = (await signInWith(t, member.email, PASSWORD)).body.data as { accessToken: string };
    const asked = await askReset(member.email.toUpperCase());
    expect(asked).toMatchObject({ status: 200, body: { message: `If an account exists for ${member.email}, we have sent it a link to reset the password` } });

    const [mail] = await mailbox(member.email);
    expect(mail).toMatchObject({ to: member.email, subject: 'Reset your Hungry Table password' });
    expect(mail!.body).toContain('Hello Pim');
    expect(mail!.body).toMatch(/http:\/\/localhost:8080\/reset-password\?token=[A-Za-z0-9_-]{43}&locale=en/);
    const token = await resetTokenFor(member.email);
    // Only the hash is kept.
    const dump = JSON.stringify(await opened.db.execute(sql`select * from password_reset_tokens`));
    expect(dump).not.toContain(token);

    const done = await confirmReset(token);
    expect(done).toMatchObject({ status: 200, body: { message: 'Your password has been changed, please sign in with the new one' } });
    expect((await profile(member.accessToken)).status).toBe(401);
    expect((await profile(second.accessToken)).status).toBe(401);
    expect((await signInWith(t, member.email, PASSWORD)).status).toBe(401);
    expect((await signInWith(t, member.email, NEW_PASSWORD)).status).toBe(200);

    const again = await confirmReset(token, 'yet another password');
    expect(again).toMatchObject({
      status: 422,
      body: { message: 'This password reset link is invalid or has expired, please ask for a new one' },
    });
    expect((await signInWith(t, member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown e-mail the same and mails nothing', async () => {
    const nobody = freshEmail('nobody');
    const res = await askReset(nobody);
    expect(res).toMatchObject({ status: 200, body: { message: `If an account exists for ${nobody}, we have sent it a link to reset the password` } });
    expect(await mailbox(nobody)).toEqual([]);
  });

  it('writes the mail in the language of the request', async () => {
    const member = await signUpMember(t, { name: 'Pim' });
    await askReset(member.email, { 'X-HH-Language': 'th' });
    const [mail] = await mailbox(member.email);
    expect(mail!.subject).toBe('ตั้งรหัสผ่าน Hungry Table ใหม่');
    expect(mail!.body).toContain('locale=th');
  });

  it('a link lasts 30 minutes', async () => {
    const member = await signUpMember(t);
    await askReset(member.email);
    const token = await resetTokenFor(member.email);
    const asked = t.clock.now;
    try {
      t.clock.now = new Date(asked.getTime() + 30 * 60_000 + 1000);
      expect((await confirmReset(token)).status).toBe(422);
      t.clock.now = new Date(asked.getTime() + 29 * 60_000);
      expect((await confirmReset(token)).status).toBe(200);
    } finally {
      t.clock.now = asked;
    }
  });

  it('using one link retires the other links of the account', async () => {
    const member = await signUpMember(t);
    await askReset(member.email);
    const first = await resetTokenFor(member.email);
    await askReset(member.email);
    const second = await resetTokenFor(member.email);
    expect(second).not.toBe(first);
    expect((await confirmReset(second)).status).toBe(200);
    expect((await confirmReset(first)).status).toBe(422);
    const live = await opened.db
      .select()
      .from(passwordResetTokens)
      .where(sql`${passwordResetTokens.usedAt} is null and ${passwordResetTokens.userId} = ${member.id}`);
    expect(live).toEqual([]);
  });

  it('of two requests with one link, one wins', async () => {
    const member = await signUpMember(t);
    await askReset(member.email);
    const token = await resetTokenFor(member.email);
    const answers = await Promise.all([confirmReset(token, 'first racer password'), confirmReset(token, 'second racer password')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const winner = answers[0].status === 200 ? 'first racer password' : 'second racer password';
    expect((await signInWith(t, member.email, winner)).status).toBe(200);
  });

  it('refuses a weak new password before touching the link', async () => {
    const member = await signUpMember(t);
    await askReset(member.email);
    const token = await resetTokenFor(member.email);
    expect((await confirmReset(token, 'short')).body.message).toBe('Password must be at least 8 characters');
    expect((await confirmReset(token)).status).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password and ends the other sessions, not this one', async () => {
    const member = await signUpMember(t);
    const other = (await signInWith(t, member.email, PASSWORD)).body.data as { accessToken: string };
    const change = (body: unknown) => t.send('PUT', '/api/v5/passwords.json', body, bearer(member.accessToken));
    const wrong = await change({ current_password: 'not it', password: NEW_PASSWORD });
    expect(wrong).toMatchObject({ status: 422, body: { errors: { currentPassword: 'Current password is incorrect' } } });
    expect((await profile(other.accessToken)).status).toBe(200);

    const ok = await change({ current_password: PASSWORD, password: NEW_PASSWORD });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Your password has been changed' } });
    expect((await profile(member.accessToken)).status).toBe(200);
    expect((await profile(other.accessToken)).status).toBe(401);
    expect((await signInWith(t, member.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('the local mailbox', () => {
  it('is a page too, and lists only what was queued', async () => {
    const member = await signUpMember(t, { name: '<b>Bold</b>' });
    await askReset(member.email);
    const res = await t.app.request(`/dev/mailbox?to=${encodeURIComponent(member.email)}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Reset your Hungry Table password');
    // Mail text is escaped, never markup.
    expect(page).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    expect(page).not.toContain('<b>Bold</b>');
  });
});

