import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '@server/db/client';
import { reservations } from '@server/db/schema/booking';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../accounts/accounts-app';
import { AYCE_ID, RESTAURANT_ID, TOMORROW } from './booking-app';

/** A member books without the guest form: who booked comes from the token, never from the body. */

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});

afterAll(() => opened.close());

function memberBody(over: Record<string, unknown> = {}) {
  return {
    reservation: { date: TOMORROW, adult: 2, kids: 0, restaurant_id: RESTAURANT_ID, start_time: '19:00' },
    packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
    ...over,
  };
}

async function stored(encryptedId: string) {
  const [row] = await opened.db.select().from(reservations).where(eq(reservations.encryptedId, encryptedId));
  return row!;
}

const key = () => ({ 'Idempotency-Key': `member-${Math.random()}` });

describe('POST /reservations.json as a member', () => {
  it("books with the account's name, e-mail and phone and the token's user", async () => {
    const malee = await signUpMember(t, { name: 'Malee Sukjai', phone: '0812345678', calling_code: '+66' });
    const res = await t.send('POST', '/api/v5/reservations.json', memberBody(), { ...bearer(malee.accessToken), ...key() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await stored((res.body.data as { encryptedId: string }).encryptedId);
    expect(row).toMatchObject({
      userId: malee.id,
      guestName: 'Malee Sukjai',
      guestEmail: malee.email,
      guestPhone: '+66812345678',
    });
  });

  it('takes the token in the body too, as the web client sends it', async () => {
    const anan = await signUpMember(t, { name: 'Anan' });
    const res = await t.send('POST', '/api/v5/reservations.json', memberBody({ access_token: anan.accessToken }), key());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stored((res.body.data as { encryptedId: string }).encryptedId)).userId).toBe(anan.id);
  });

  it('never takes the member from the body: a user id sent along is ignored', async () => {
    const malee = await signUpMember(t);
    const anan = await signUpMember(t);
    const asMalee = await t.send(
      'POST',
      '/api/v5/reservations.json',
      memberBody({ user_id: anan.id, userId: anan.id }),
      { ...bearer(malee.accessToken), ...key() },
    );
    expect(asMalee.status).toBe(200);
    expect((await stored((asMalee.body.data as { encryptedId: string }).encryptedId)).userId).toBe(malee.id);

    // A guest who names a member in the body books as a guest, not as that member.
    const guest = await t.send(
      'POST',
      '/api/v5/reservations.json',
      memberBody({ user_id: anan.id, guest_user: { name: 'G', email: 'g@example.com', phone: '+66812345678' } }),
      key(),
    );
    expect(guest.status).toBe(200);
    expect((await stored((guest.body.data as { encryptedId: string }).encryptedId)).userId).toBeNull();
  });

  it('a member booking for someone else sends their details, still under the member', async () => {
    const malee = await signUpMember(t);
    const res = await t.send(
      'POST',
      '/api/v5/reservations.json',
      memberBody({ guest_user: { name: 'Mother', email: 'mother@example.com', phone: '+66898765432' } }),
      { ...bearer(malee.accessToken), ...key() },
    );
    expect(res.status).toBe(200);
    expect(await stored((res.body.data as { encryptedId: string }).encryptedId)).toMatchObject({
      userId: malee.id,
      guestName: 'Mother',
      guestEmail: 'mother@example.com',
    });
  });

  it('a dead token is 401, not a guest booking', async () => {
    const malee = await signUpMember(t);
    await t.send('DELETE', '/api/v5/oauth/token.json', undefined, bearer(malee.accessToken));
    const res = await t.send('POST', '/api/v5/reservations.json', memberBody(), { ...bearer(malee.accessToken), ...key() });
    expect([res.status, res.body.message]).toEqual([401, 'Your session has expired, Please login again']);
  });
});
