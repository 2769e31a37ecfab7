import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileSchema } from '@/contract/accounts';
import type { OpenedDatabase } from '@server/db/client';
import { phoneCodes, users } from '@server/db/schema/accounts';
import { mailOutbox } from '@server/db/schema/mail';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from './accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});

afterAll(() => opened.close());

let phones = 0;
/** A fresh Thai mobile number per member (the mailbox is read by number). */
const freshPhone = () => `08${String(10_000_000 + (phones += 1) * 7919).slice(-8)}`;
const send = (token: string) => t.send('POST', '/api/v5/users/phone_verification.json', {}, bearer(token));
const verify = (token: string, code: string) => t.send('PUT', '/api/v5/users/phone_verification.json', { code }, bearer(token));
const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

/** The newest code texted to `phone` (+66, leading 0 dropped), read from the local mailbox. */
async function codeSentTo(phone: string): Promise<string> {
  const res = await t.app.request(`/dev/mailbox.json?to=${encodeURIComponent(`+66${phone.slice(1)}`)}`);
  const mails = ((await res.json()) as { data: { channel: string; body: string }[] }).data;
  const code = mails[0]?.body.match(/\b(\d{6})\b/)?.[1];
  expect(mails[0]?.channel).toBe('sms');
  if (!code) throw new Error('no code in the mailbox');
  return code;
}

async function memberWithPhone() {
  const phone = freshPhone();
  const member = await signUpMember(t, { phone });
  return { ...member, phone };
}

describe('phone verification', () => {
  it('texts a 6-digit code through the outbox; the right code verifies the phone', async () => {
    const member = await memberWithPhone();
    const sent = await send(member.accessToken);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ phone: member.phone, callingCode: '+66', resendInSeconds: 60, expiresInSeconds: 300 });
    expect(sent.body.message).toBe(`We sent a 6-digit code to ${member.phone}`);
    const code = await codeSentTo(member.phone);
    // Only a salted hash of the code is stored.
    const [row] = await opened.db.select().from(phoneCodes).where(eq(phoneCodes.userId, member.id));
    expect(row?.codeHash).not.toContain(code);

    const ok = await verify(member.accessToken, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Your phone number is verified');
    expect(userProfileSchema.parse(ok.body.data).phoneVerified).toBe(true);
    // Once verified, the code is spent and no new one is sent.
    expect((await verify(member.accessToken, code)).status).toBe(422);
    expect(await send(member.accessToken)).toMatchObject({ status: 422, body: { message: 'Your phone number is already verified' } });
  });

  it('counts wrong tries: 4 say how many are left, the 5th burns the code', async () => {
    const member = await memberWithPhone();
    await send(member.accessToken);
    const code = await codeSentTo(member.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      expect(await verify(member.accessToken, wrong)).toMatchObject({
        status: 422,
        body: { message: `The code is not correct, ${left} tries left` },
      });
    }
    expect((await verify(member.accessToken, wrong)).body.message).toBe(
      'The code has expired or was tried too many times, please ask for a new one',
    );
    expect((await verify(member.accessToken, code)).status).toBe(422);
  });

  it('expires a code after 5 minutes', async () => {
    const member = await memberWithPhone();
    await send(member.accessToken);
    const code = await codeSentTo(member.phone);
    later(5 * 60_000);
    expect((await verify(member.accessToken, code)).body.message).toBe(
      'The code has expired or was tried too many times, please ask for a new one',
    );
  });

  it('throttles resends to one a minute (429 with Retry-After); a new code retires the old one', async () => {
    const member = await memberWithPhone();
    await send(member.accessToken);
    const first = await codeSentTo(member.phone);
    later(20_000);
    const res = await t.app.request('/api/v5/users/phone_verification.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(member.accessToken) },
      body: '{}',
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toBe('Too many request');
    expect(res.headers.get('Retry-After')).toBe('40');
    later(40_000);
    expect((await send(member.accessToken)).status).toBe(200);
    const second = await codeSentTo(member.phone);
    if (first !== second) expect((await verify(member.accessToken, first)).status).toBe(422);
    expect((await verify(member.accessToken, second)).status).toBe(200);
  });

  it('a code proves only the number it was sent to: changing the phone voids it', async () => {
    const member = await memberWithPhone();
    await send(member.accessToken);
    const code = await codeSentTo(member.phone);
    await t.send('PUT', '/api/v5/users.json', { phone: freshPhone() }, bearer(member.accessToken));
    expect((await verify(member.accessToken, code)).status).toBe(422);
    const [row] = await opened.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.phoneVerified).toBe(false);
  });

  it('writes the code row and its text in one transaction, and refuses members without a phone or a token', async () => {
    const member = await signUpMember(t, { phone: null });
    expect((await send(member.accessToken)).status).toBe(422);
    const texts = await opened.db.select().from(mailOutbox).where(eq(mailOutbox.channel, 'sms'));
    const codes = await opened.db.select().from(phoneCodes);
    expect(texts.length).toBe(codes.length);
    expect((await t.send('POST', '/api/v5/users/phone_verification.json', {})).status).toBe(401);
    expect((await verify(member.accessToken, 'abc')).status).toBe(422);
  });
});
