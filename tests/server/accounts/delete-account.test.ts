import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { accountDeletions } from '@server/db/schema/account-deletion';
import { users } from '@server/db/schema/accounts';
import { reservations } from '@server/db/schema/booking';
import { favouriteRestaurants } from '@server/db/schema/favourites';
import { createAccountDeletionRoutes } from '@server/modules/account-deletion/routes';
import { createFavouriteRoutes } from '@server/modules/favourites/routes';
import { createPaymentsModule } from '@server/modules/payments/payments-module';
import { addDays } from '@server/db/seed/dates';
import { TEST_TODAY, createTestDb } from '../support/test-db';
import { AYCE_ID, RESTAURANT_ID, TOMORROW } from '../booking/booking-app';
import { TEST_CONFIG, liveSeats } from '../payments/payments-support';
import { accountsApp, bearer, signInWith, signUpMember, PASSWORD, type AccountsTestApp, type SignedIn } from './accounts-app';

/** POST /users/delete_account and GET /users/deletion_reasons over a real database. */

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
  const module = createPaymentsModule(t.ctx, { config: TEST_CONFIG, fetch: (input, init) => Promise.resolve(t.app.request(input as string, init)) });
  t.app.route('/api/v5', createAccountDeletionRoutes(module.deps));
  t.app.route('/api/v5', createFavouriteRoutes(t.ctx));
});

afterAll(() => opened.close());

const DELETE = '/api/v5/users/delete_account';
const remove = (token: string | null, body: unknown) => t.send('POST', DELETE, body, token ? bearer(token) : {});

async function book(member: SignedIn): Promise<{ encryptedId: string; id: number }> {
  const res = await t.send(
    'POST',
    '/api/v5/reservations.json',
    {
      reservation: { date: TOMORROW, adult: 2, kids: 0, restaurant_id: RESTAURANT_ID, start_time: '19:00' },
      packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
    },
    { ...bearer(member.accessToken), 'Idempotency-Key': `delete-${Math.random()}` },
  );
  if (res.status !== 200) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  const encryptedId = (res.body.data as { encryptedId: string }).encryptedId;
  const [row] = await opened.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.encryptedId, encryptedId));
  return { encryptedId, id: row!.id };
}

describe('deletion reasons', () => {
  it('lists the reasons in the caller language, for members only', async () => {
    const member = await signUpMember(t);
    const en = await t.send('GET', '/api/v5/users/deletion_reasons', undefined, bearer(member.accessToken));
    expect(en.status).toBe(200);
    const texts = (en.body.data as { text: string }[]).map((r) => r.text);
    expect(texts[0]).toBe('I no longer use the app');
    expect(texts.length).toBeGreaterThanOrEqual(5);
    const th = await t.send('GET', '/api/v5/users/deletion_reasons', undefined, { ...bearer(member.accessToken), 'X-HH-Language': 'th' });
    expect((th.body.data as { text: string }[])[0]!.text).toBe('ฉันไม่ได้ใช้แอปนี้แล้ว');
    expect((await t.send('GET', '/api/v5/users/deletion_reasons')).status).toBe(401);
  });
});

describe('delete account', () => {
  it('refuses a missing or dead token and an empty reason, and changes nothing', async () => {
    const member = await signUpMember(t);
    const missing = await remove(null, { reason: 'I no longer use the app' });
    expect([missing.status, missing.body.message]).toEqual([401, 'Invalid access token']);
    // A dead token is a lost session, as on every call (the client then opens sign-in).
    expect((await remove('not-a-live-token', { reason: 'I no longer use the app' })).status).toBe(401);
    for (const reason of ['', '   ', 42, null, 'x'.repeat(501)]) {
      const res = await remove(member.accessToken, { reason });
      expect([res.status, res.body.message], JSON.stringify(reason)).toEqual([422, 'Invalid delete account reason']);
    }
    expect(await opened.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(1);
  });

  it('erases the member at once: sessions end, bookings to come are cancelled with seats back, past ones stay nameless', async () => {
    const member = await signUpMember(t, { name: 'Leaving Member' });
    const other = await signUpMember(t);
    const upcoming = await book(member);
    const othersBooking = await book(other);
    expect(await liveSeats(opened.db, upcoming.id)).toBeGreaterThan(0);
    // A past reservation of the member, as the restaurant has it.
    const [past] = await opened.db
      .insert(reservations)
      .values({
        encryptedId: `past-${Math.random().toString(36).slice(2)}abcdefghijk`,
        firebaseKey: `fb-past-${Math.random().toString(36).slice(2)}`,
        reference: `P${Math.floor(Math.random() * 1e7)}`,
        restaurantId: RESTAURANT_ID,
        userId: member.id,
        status: 'pending_arrival',
        date: addDays(TEST_TODAY, -10),
        startTime: '19:00',
        adult: 2,
        kids: 0,
        serviceType: 'dine_in',
        guestName: 'Leaving Member',
        guestEmail: member.email,
        guestPhone: '0812345678',
        specialRequest: 'window seat for my birthday',
        currency: 'THB',
        subtotalMinor: 0,
        totalMinor: 0,
        requiresPayment: false,
      })
      .returning();
    const fav = await t.send('PATCH', '/api/v5/users/favorite_restaurants/toggle.json', { restaurant_id: RESTAURANT_ID }, bearer(member.accessToken));
    expect(fav.status).toBe(200);

    const res = await remove(member.accessToken, { reason: 'I have another account' });
    expect([res.status, res.body.message]).toEqual([200, 'Account deleted']);

    // The member and every session are gone.
    expect(await opened.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0);
    expect((await t.send('GET', '/api/v5/users.json', undefined, bearer(member.accessToken))).status).toBe(401);
    expect(await opened.db.select().from(favouriteRestaurants).where(eq(favouriteRestaurants.userId, member.id))).toHaveLength(0);
    // The booking to come is cancelled and its seats are free; another member's is untouched.
    const [cancelled] = await opened.db.select().from(reservations).where(eq(reservations.id, upcoming.id));
    expect(cancelled!.status).toBe('cancelled');
    expect(await liveSeats(opened.db, upcoming.id)).toBe(0);
    expect(await liveSeats(opened.db, othersBooking.id)).toBeGreaterThan(0);
    // Kept for the restaurant, without who made it.
    const [kept] = await opened.db.select().from(reservations).where(eq(reservations.id, past!.id));
    expect(kept).toMatchObject({ userId: null, guestName: null, guestEmail: null, guestPhone: null, specialRequest: '', status: 'pending_arrival' });
    const [stillCancelled] = await opened.db.select().from(reservations).where(eq(reservations.id, upcoming.id));
    expect([stillCancelled!.userId, stillCancelled!.guestEmail]).toEqual([null, null]);
    // Only the reason is kept, with no link to anyone.
    const [log] = await opened.db.select().from(accountDeletions).orderBy(accountDeletions.id).limit(1).offset(0);
    expect(log).toBeDefined();
    const reasons = (await opened.db.select().from(accountDeletions)).map((r) => r.reason);
    expect(reasons).toContain('I have another account');

    // The e-mail is free for a new sign-up; the old password opens nothing.
    expect((await signInWith(t, member.email, PASSWORD)).status).toBe(401);
    const again = await signUpMember(t, { email: member.email });
    expect(again.id).not.toBe(member.id);
    // The other member is still here.
    expect((await t.send('GET', '/api/v5/users.json', undefined, bearer(other.accessToken))).status).toBe(200);
    // Twice: the token is dead, nothing more happens.
    expect((await remove(member.accessToken, { reason: 'again' })).status).toBe(401);
  });
});
