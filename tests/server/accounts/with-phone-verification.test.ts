import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSchema } from '@/contract/booking';
import type { OpenedDatabase } from '@server/db/client';
import { users } from '@server/db/schema/accounts';
import { reservations } from '@server/db/schema/booking';
import { addDays } from '@server/db/seed/dates';
import { AYCE_ID, RESTAURANT_ID, setSeats } from '../booking/booking-app';
import { createTestDb, TEST_TODAY } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from './accounts-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;
const DATE = addDays(TEST_TODAY, 4);

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
  await setSeats(opened, AYCE_ID, DATE, '19:00', 200);
});
afterAll(() => opened.close());

const body = (over: Record<string, unknown> = {}) => ({
  reservation: { date: DATE, adult: 2, kids: 0, restaurant_id: RESTAURANT_ID, start_time: '19:00' },
  packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
  with_phone_verification: true,
  ...over,
});

async function recorded(res: { status: number; body: { data?: unknown } }): Promise<boolean | undefined> {
  expect(res.status).toBe(200);
  const { encryptedId } = reservationSchema.parse(res.body.data);
  const [row] = await opened.db.select().from(reservations).where(eq(reservations.encryptedId, encryptedId));
  return row?.withPhoneVerification;
}

describe('withPhoneVerification on a reservation', () => {
  it('holds only for a member whose phone the server verified; a guest or an unverified claim is recorded false', async () => {
    const member = await signUpMember(t);
    const unverified = await t.send('POST', '/api/v5/reservations.json', body(), bearer(member.accessToken));
    expect(await recorded(unverified)).toBe(false);

    await opened.db.update(users).set({ phoneVerified: true }).where(eq(users.id, member.id));
    const verified = await t.send('POST', '/api/v5/reservations.json', body(), bearer(member.accessToken));
    expect(await recorded(verified)).toBe(true);

    const guest = await t.send(
      'POST',
      '/api/v5/reservations.json',
      body({ guest_user: { name: 'Guest', email: 'guest@example.com', phone: '+66812345678' } }),
    );
    expect(await recorded(guest)).toBe(false);
  });
});
