import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUserSchema, signedUpUserSchema } from '@/contract/accounts';
import type { OpenedDatabase } from '@server/db/client';
import { accessTokens, users } from '@server/db/schema/accounts';
import { reservations } from '@server/db/schema/booking';
import { hashToken } from '@server/http/auth';
import { createTestDb } from '../support/test-db';
import { AYCE_ID, RESTAURANT_ID, TOMORROW } from '../booking/booking-app';
import { accountsApp, bearer, freshEmail, PASSWORD, signUpBody, type AccountsTestApp } from './accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});

afterAll(() => opened.close());

const signUp = (body: unknown, headers?: Record<string, string>) => t.send('POST', '/api/v5/users.json', body, headers);

describe('POST /users.json', () => {
  it('creates the account, signs it in, and keeps only hashes of the password and the token', async () => {
    const email = freshEmail('Somchai');
    const res = await signUp(signUpBody({ email: `  ${email.toUpperCase()} `, birthday: '1990-04-13', language: 'en' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Welcome Malee Sukjai');
    const user = signedInUserSchema.parse(res.body.data);
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Malee Sukjai',
      phone: '0812345678',
      callingCode: '+66',
      phoneVerified: false,
      birthday: '1990-04-13',
      language: 'en',
      provider: 'hungrytable',
    });
    expect(user.referralCode).toMatch(/^[0-9A-F]{10}$/);
    expect(user.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await opened.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    const tokens = await opened.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).toBe(hashToken(user.accessToken));
    // Nowhere in the session table is the token itself.
    const dump = JSON.stringify(await opened.db.execute(sql`select * from access_tokens`));
    expect(dump).not.toContain(user.accessToken);

    const profile = await t.send('GET', '/api/v5/users.json', undefined, bearer(user.accessToken));
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ id: user.id, email: email.toLowerCase() });
  });

  it('one account per e-mail, whatever its case', async () => {
    const email = freshEmail();
    expect((await signUp(signUpBody({ email }))).status).toBe(200);
    const again = await signUp(signUpBody({ email: email.toUpperCase() }));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This email is already registered, please sign in');
    expect(again.body.errors).toEqual({ email: 'This email is already registered, please sign in' });
  });

  it('20 concurrent sign-ups with one e-mail make exactly one account', async () => {
    const email = freshEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUp(signUpBody({ email: i % 2 ? email : email.toUpperCase(), name: `Racer ${i}` }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(19);
    const rows = await opened.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input field by field, in the caller language', async () => {
    const res = await signUp(signUpBody({ email: 'not-an-email', password: 'short', name: ' ', phone: '12ab' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: 'not-an-email is not valid email address',
      password: 'Password must be at least 8 characters',
      name: 'Name field is required',
      phone: 'Please put zero in front of your number eg. 0xxxxxxxxx',
    });
    const th = await signUp(signUpBody({ password: 'short' }), { 'X-HH-Language': 'th' });
    expect(th.body.message).toBe('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร');
    const tooLong = await signUp(signUpBody({ password: 'x'.repeat(129) }));
    expect(tooLong.body.message).toBe('Password must be at most 128 characters');
    const birthday = await signUp(signUpBody({ birthday: '1990-02-30' }));
    expect(birthday.body.message).toBe('Birthday is not a valid date');
    const future = await signUp(signUpBody({ birthday: `${new Date().getUTCFullYear() + 1}-01-01` }));
    expect(future.body.errors).toEqual({ birthday: 'Birthday is not a valid date' });
  });

  it('does not yet sign up through a social provider', async () => {
    const res = await signUp(signUpBody({ provider: 'firebase', uid: 'abc', access_token: 'id-token' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Signing up with firebase is not available yet');
  });

  it('records the referrer of a known referral code', async () => {
    const referrer = signedInUserSchema.parse((await signUp(signUpBody())).body.data);
    const referred = signedInUserSchema.parse((await signUp(signUpBody({ r_code: referrer.referralCode.toLowerCase() }))).body.data);
    const [row] = await opened.db.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, referred.id));
    expect(row!.referredBy).toBe(referrer.id);
  });
});

describe('guest bookings become the member', () => {
  async function guestBooking(email: string): Promise<string> {
    const res = await t.send('POST', '/api/v5/reservations.json', {
      reservation: { date: TOMORROW, adult: 2, kids: 0, restaurant_id: RESTAURANT_ID, start_time: '19:00' },
      packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
      guest_user: { name: 'Guest', email, phone: '+66812345678' },
    });
    expect(res.status).toBe(200);
    return (res.body.data as { encryptedId: string }).encryptedId;
  }

  const ownerOf = async (encryptedId: string) =>
    (await opened.db.select({ userId: reservations.userId }).from(reservations).where(eq(reservations.encryptedId, encryptedId)))[0]
      ?.userId;

  it('when this device made them and with the same e-mail, and no others', async () => {
    const email = freshEmail('guest');
    const mine = await guestBooking(email.toUpperCase());
    const notListed = await guestBooking(email);
    const otherEmail = await guestBooking(freshEmail('someone-else'));
    const user = signedUpUserSchema.parse(
      (await signUp(signUpBody({ email, guest_booking_ids: [mine, otherEmail, 'unknown-id'] }))).body.data,
    );
    expect(await ownerOf(mine)).toBe(user.id);
    expect(user.claimedBookingIds).toEqual([mine]);
    // Same e-mail but not shown by this device: knowing an e-mail claims nothing.
    expect(await ownerOf(notListed)).toBeNull();
    // Listed but booked with another e-mail.
    expect(await ownerOf(otherEmail)).toBeNull();
  });

  it("never takes a booking that is already someone's, even listed with the same e-mail", async () => {
    const email = freshEmail('taken');
    const first = signedInUserSchema.parse((await signUp(signUpBody({ email }))).body.data);
    const res = await t.send(
      'POST',
      '/api/v5/reservations.json',
      {
        reservation: { date: TOMORROW, adult: 2, kids: 0, restaurant_id: RESTAURANT_ID, start_time: '19:00' },
        packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
        guest_user: { name: 'Guest', email: 'shared@example.com', phone: '+66812345678' },
      },
      bearer(first.accessToken),
    );
    expect(res.status).toBe(200);
    const membersBooking = (res.body.data as { encryptedId: string }).encryptedId;
    const second = signedUpUserSchema.parse(
      (await signUp(signUpBody({ email: 'shared@example.com', guest_booking_ids: [membersBooking] }))).body.data,
    );
    expect(second.claimedBookingIds).toEqual([]);
    expect(await ownerOf(membersBooking)).toBe(first.id);
  });
});
