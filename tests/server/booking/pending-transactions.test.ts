import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingTransactionsAnswerSchema } from '@/contract/booking';
import type { OpenedDatabase } from '@server/db/client';
import { addDays } from '@server/db/seed/dates';
import { createTestDb, TEST_TODAY } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../accounts/accounts-app';
import { AYCE_ID, holdBody, RESTAURANT_ID, TOMORROW } from './booking-app';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
});

afterAll(() => opened.close());

const LATER = addDays(TEST_TODAY, 3);
const pending = (headers: Record<string, string> = {}) => t.send('GET', '/api/v5/pending_transactions.json', undefined, headers);

describe('GET /pending_transactions.json', () => {
  it("answers a member's unfinished holds with their restaurants and packages, and only theirs", async () => {
    const malee = await signUpMember(t);
    const anan = await signUpMember(t);
    const hold = await t.send('POST', '/api/v5/temporary_reservations', holdBody({ adult: 3 }), bearer(malee.accessToken));
    expect(hold.status).toBe(200);
    await t.send('POST', '/api/v5/temporary_reservations', holdBody({ date: addDays(TEST_TODAY, 2) }), bearer(anan.accessToken));
    // A guest's hold is nobody's pending booking on the server.
    await t.send('POST', '/api/v5/temporary_reservations', holdBody({ startTime: '20:00' }));

    const res = await pending(bearer(malee.accessToken));
    expect(res.status).toBe(200);
    const answer = pendingTransactionsAnswerSchema.parse(res.body);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]!.attributes).toMatchObject({
      restaurantId: RESTAURANT_ID,
      date: TOMORROW,
      startTime: '19:00',
      adult: 3,
      kids: 0,
      serviceType: 'dine_in',
      packages: [{ restaurantPackageId: AYCE_ID, quantity: 1, menuSections: [] }],
    });
    const restaurant = answer.included.find((item) => item.type === 'restaurants');
    expect(restaurant).toMatchObject({ id: String(RESTAURANT_ID), attributes: { slug: 'sabai-shabu-emquartier' } });
    const pkg = answer.included.find((item) => item.type === 'restaurant_packages');
    expect(pkg).toMatchObject({ id: String(AYCE_ID), attributes: { typeCode: 'ayce' } });
  });

  it('drops a hold that became a reservation or whose time has passed', async () => {
    const member = await signUpMember(t);
    const hold = await t.send('POST', '/api/v5/temporary_reservations', holdBody({ date: LATER }), bearer(member.accessToken));
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    const { tmpReservationId } = hold.body.data as { tmpReservationId: number };
    expect((await pending(bearer(member.accessToken))).body.data).toHaveLength(1);
    const then = t.clock.now;
    try {
      t.clock.now = new Date(`${LATER}T19:01:00+07:00`);
      expect((await pending(bearer(member.accessToken))).body.data).toEqual([]);
    } finally {
      t.clock.now = then;
    }
    const booked = await t.send(
      'POST',
      '/api/v5/reservations.json',
      { ...holdBody({ date: LATER }), tmp_reservation_id: tmpReservationId },
      bearer(member.accessToken),
    );
    expect(booked.status).toBe(200);
    expect((await pending(bearer(member.accessToken))).body.data).toEqual([]);
  });

  it('a guest gets none; only a token that is not a live session is 401', async () => {
    expect(await pending()).toMatchObject({ status: 200, body: { data: [], included: [] } });
    expect(await pending(bearer('stale-token'))).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired, Please login again' },
    });
  });
});
