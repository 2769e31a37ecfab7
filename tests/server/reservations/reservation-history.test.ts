import { eq } from 'drizzle-orm';
import type { AvailableTime } from '@/contract/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { reservations, seatClaims, seatSlots } from '@server/db/schema/booking';
import { payments, sandboxCharges, sandboxRefunds } from '@server/db/schema/payments';
import { addDays } from '@server/db/seed/dates';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createPaymentsModule } from '@server/modules/payments/payments-module';
import { createSandboxRoutes } from '@server/modules/payments/sandbox-routes';
import { createReservationHistoryRoutes } from '@server/modules/reservations/routes';
import { TEST_TODAY, createTestDb, type testContext } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp, type SignedIn } from '../accounts/accounts-app';
import { AYCE_ID, RESTAURANT_ID, TOMORROW } from '../booking/booking-app';
import { TEST_CONFIG, liveSeats, tokenize } from '../payments/payments-support';

let opened: OpenedDatabase;
let t: AccountsTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
  const module = createPaymentsModule(t.ctx, {
    config: TEST_CONFIG,
    // The sandbox's webhooks come back through the same app, like a real delivery.
    fetch: (input, init) => Promise.resolve(t.app.request(input as string, init)),
  });
  t.app.route('/api/v5', createReservationHistoryRoutes(module.deps));
  t.app.route('/api/v5', createPaymentRoutes(module));
  t.app.route('/sandbox-gateway', createSandboxRoutes(module));
});

afterAll(() => opened.close());

const LIST = '/api/v5/reservations.json';
const writes = () => (t.ctx as ReturnType<typeof testContext>).writes;

interface Listed {
  id: string;
  attributes: Record<string, unknown> & { status: string; canCancel: boolean; refundStatus: string; cancelledAt: string | null };
  relationships: { restaurant: { data: { id: string } }; review: { data: null } };
}

const list = (token: string, query: string) => t.send('GET', `${LIST}?${query}`, undefined, bearer(token));
const cancel = (token: string, id: string, body: unknown = { reservation: { active: false } }) =>
  t.send('PATCH', `/api/v5/reservations/${id}.json`, body, bearer(token));

async function book(member: SignedIn, startTime = '19:00'): Promise<string> {
  const res = await t.send(
    'POST',
    '/api/v5/reservations.json',
    {
      reservation: { date: TOMORROW, adult: 2, kids: 0, restaurant_id: RESTAURANT_ID, start_time: startTime },
      packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
    },
    { ...bearer(member.accessToken), 'Idempotency-Key': `history-${Math.random()}` },
  );
  if (res.status !== 200) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  return (res.body.data as { encryptedId: string }).encryptedId;
}

let serial = 0;
/** A reservation row of the member, straight into the table (paging and sections need many). */
async function insertReservation(
  userId: number,
  over: { date?: string; startTime?: string; status?: string; createdAt?: Date; requiresPayment?: boolean } = {},
) {
  serial += 1;
  const [row] = await opened.db
    .insert(reservations)
    .values({
      encryptedId: `history-${serial}-${Math.random().toString(36).slice(2)}abcdefgh`,
      firebaseKey: `fb-history-${serial}-${Math.random().toString(36).slice(2)}`,
      reference: `H${String(serial).padStart(7, '0')}`,
      restaurantId: RESTAURANT_ID,
      userId,
      status: over.status ?? 'pending_arrival',
      date: over.date ?? TOMORROW,
      startTime: over.startTime ?? '19:00',
      adult: 2,
      kids: 0,
      serviceType: 'dine_in',
      currency: 'THB',
      subtotalMinor: 159_800,
      totalMinor: 159_800,
      requiresPayment: over.requiresPayment ?? false,
      ...(over.createdAt ? { createdAt: over.createdAt } : {}),
    })
    .returning();
  return row!;
}

async function seatsLeft(startTime: string): Promise<number> {
  const res = await t.send('GET', `/api/v5/restaurants/${RESTAURANT_ID}/available_times.json?date=${TOMORROW}`);
  const slot = (res.body.data as AvailableTime[]).find((s) => s.startTime === startTime);
  return slot?.packages.find((p) => p.restaurantPackageId === AYCE_ID)?.totalSeatLeftPackage ?? 0;
}

describe('GET /reservations.json', () => {
  it('lists a booking just made under upcoming, with its restaurant included, newest first', async () => {
    const malee = await signUpMember(t);
    const first = await book(malee, '19:00');
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    const second = await book(malee, '19:00');
    const res = await list(malee.accessToken, 'section_type=upcoming&include_restaurant=true&order_by=created_at%20desc');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as Listed[];
    expect(data.map((r) => r.id)).toEqual([second, first]);
    expect(data[0]!.attributes).toMatchObject({
      status: 'pending_arrival',
      sectionType: 'upcoming',
      canCancel: true,
      restaurantId: RESTAURANT_ID,
      restaurantSlug: 'sabai-shabu-emquartier',
      date: TOMORROW,
      startTime: '19:00',
      adult: 2,
      kids: 0,
      refundStatus: 'none',
      cancelledAt: null,
    });
    // The calendar event's place: the restaurant's address and map point.
    const { restaurantAddress, restaurantLocation } = data[0]!.attributes;
    expect(typeof restaurantAddress === 'string' && restaurantAddress.trim() !== '').toBe(true);
    expect(restaurantLocation).toEqual({ lat: expect.any(Number) as number, lng: expect.any(Number) as number });
    expect(data[0]!.relationships).toEqual({
      restaurant: { data: { id: String(RESTAURANT_ID), type: 'restaurants' } },
      review: { data: null },
    });
    expect((res.body.included as { id: string }[]).map((r) => r.id)).toEqual([String(RESTAURANT_ID)]);
    expect(res.body.meta).toEqual({ total: 2 });
    expect((res.body.links as { next: string | null }).next).toBeNull();

    for (const section of ['pending', 'past']) {
      expect((await list(malee.accessToken, `section_type=${section}`)).body.data).toEqual([]);
    }
    // Without include_restaurant nothing is included.
    expect((await list(malee.accessToken, 'section_type=upcoming')).body.included).toEqual([]);
  });

  it('sorts by section: unsettled ahead is pending, started or cancelled is past', async () => {
    const anan = await signUpMember(t);
    const waiting = await insertReservation(anan.id, { status: 'waiting_for_payment', requiresPayment: true });
    const confirming = await insertReservation(anan.id, { status: 'pending_confirmation' });
    const earlier = await insertReservation(anan.id, { date: addDays(TEST_TODAY, -2) });
    const cancelled = await insertReservation(anan.id, { status: 'cancelled' });
    // Today 09:00 has started at 10:00.
    const thisMorning = await insertReservation(anan.id, { date: TEST_TODAY, startTime: '09:00' });
    const ids = async (section: string) =>
      ((await list(anan.accessToken, `section_type=${section}`)).body.data as Listed[]).map((r) => r.id).sort();
    expect(await ids('pending')).toEqual([waiting.encryptedId, confirming.encryptedId].sort());
    expect(await ids('upcoming')).toEqual([]);
    expect(await ids('past')).toEqual([earlier.encryptedId, cancelled.encryptedId, thisMorning.encryptedId].sort());
    const past = (await list(anan.accessToken, 'section_type=past')).body.data as Listed[];
    expect(past.every((r) => !r.attributes.canCancel)).toBe(true);
  });

  it('pages by 10 with a next link that names the following page and never the token', async () => {
    const somchai = await signUpMember(t);
    const base = Date.parse(`${TEST_TODAY}T01:00:00Z`);
    const rows = [];
    for (let i = 0; i < 12; i += 1) rows.push(await insertReservation(somchai.id, { createdAt: new Date(base + i * 60_000) }));
    const newestFirst = rows.map((r) => r.encryptedId).reverse();

    const one = await t.send('GET', `${LIST}?section_type=upcoming&access_token=${somchai.accessToken}`);
    expect(one.status).toBe(200);
    expect((one.body.data as Listed[]).map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    const next = (one.body.links as { next: string }).next;
    expect(next).toContain('page[number]=2');
    expect(next).not.toContain(somchai.accessToken);
    expect(one.body.meta).toEqual({ total: 12 });

    const two = await t.send('GET', next, undefined, bearer(somchai.accessToken));
    expect((two.body.data as Listed[]).map((r) => r.id)).toEqual(newestFirst.slice(10));
    expect((two.body.links as { next: string | null }).next).toBeNull();
  });

  it('shows a member only their own reservations', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    await insertReservation(a.id);
    expect((await list(b.accessToken, 'section_type=upcoming')).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  // Bad parameters are 422 like every validation refusal of the API (server/http/mount.ts), never a 500.
  it('answers the refusals the web client expects with 422/401, never 500', async () => {
    const member = await signUpMember(t);
    expect(await t.send('GET', `${LIST}?section_type=upcoming`)).toMatchObject({
      status: 401,
      body: { success: false, message: 'Please provide access token' },
    });
    for (const query of ['', 'section_type=future', 'section_type=', 'section_type=PAST']) {
      expect(await list(member.accessToken, query), query).toMatchObject({
        status: 422,
        body: { success: false, message: "Invalid type, should be 'past' or 'upcoming' 'pending'" },
      });
    }
    for (const query of ['order_by=name', 'page[number]=0', 'page[number]=abc', 'page[size]=1000', 'include_restaurant=maybe']) {
      const res = await list(member.accessToken, `section_type=past&${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.success).toBe(false);
    }
    const th = await t.send('GET', `${LIST}?section_type=x`, undefined, { ...bearer(member.accessToken), 'X-HH-Language': 'th' });
    expect(th.body.message).toBe("ประเภทไม่ถูกต้อง ต้องเป็น 'past' หรือ 'upcoming' 'pending'");
  });
});

describe('PATCH /reservations/{id}.json', () => {
  it('cancels: seats back at once, the realtime record says cancelled, and it moves to past', async () => {
    const malee = await signUpMember(t);
    const before = await seatsLeft('21:00');
    const id = await book(malee, '21:00');
    expect(await seatsLeft('21:00')).toBe(before - 2);

    const res = await cancel(malee.accessToken, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Your booking has been cancelled');
    expect((res.body.data as Listed).attributes).toMatchObject({ status: 'cancelled', sectionType: 'past', canCancel: false });
    expect(await seatsLeft('21:00')).toBe(before);

    const [row] = await opened.db.select().from(reservations).where(eq(reservations.encryptedId, id));
    expect(row!.cancelledAt).not.toBeNull();
    const record = writes().filter(([path]) => path === `reservations/${row!.firebaseKey}`).at(-1)?.[1];
    expect(record).toMatchObject({ status: 'cancelled', encryptedId: id });

    expect(((await list(malee.accessToken, 'section_type=upcoming')).body.data as Listed[]).map((r) => r.id)).not.toContain(id);
    expect(((await list(malee.accessToken, 'section_type=past')).body.data as Listed[]).map((r) => r.id)).toContain(id);
  });

  it('cancelling twice changes nothing and answers the same', async () => {
    const anan = await signUpMember(t);
    const id = await book(anan);
    const first = await cancel(anan.accessToken, id);
    const writesAfterFirst = writes().length;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const second = await cancel(anan.accessToken, id);
    expect(second).toEqual(first);
    expect(writes().length).toBe(writesAfterFirst);
  });

  it("refuses another member's token (IDOR): not found, and the booking stands", async () => {
    const owner = await signUpMember(t);
    const intruder = await signUpMember(t);
    const id = await book(owner);
    expect(await cancel(intruder.accessToken, id)).toMatchObject({
      status: 404,
      body: { success: false, message: 'Reservation not found' },
    });
    const [row] = await opened.db.select().from(reservations).where(eq(reservations.encryptedId, id));
    expect(row!.status).toBe('pending_arrival');
    expect(await liveSeats(opened.db, row!.id)).toBe(2);
    // A guest booking (no owner) cannot be cancelled by any member either.
    await opened.db.update(reservations).set({ userId: null }).where(eq(reservations.id, row!.id));
    expect((await cancel(owner.accessToken, id)).status).toBe(404);
  });

  it('refuses a reservation that has started, with a clear message', async () => {
    const member = await signUpMember(t);
    const past = await insertReservation(member.id, { date: addDays(TEST_TODAY, -1) });
    expect(await cancel(member.accessToken, past.encryptedId)).toMatchObject({
      status: 422,
      body: { success: false, message: 'This reservation has already started and can no longer be cancelled' },
    });
    const [row] = await opened.db.select().from(reservations).where(eq(reservations.id, past.id));
    expect(row!.status).toBe('pending_arrival');
  });

  it('refuses bad input with 4xx, never 500', async () => {
    const member = await signUpMember(t);
    const id = await book(member);
    expect((await t.send('PATCH', `/api/v5/reservations/${id}.json`, { reservation: { active: false } })).body.message).toBe(
      'Please provide access token',
    );
    for (const body of [{}, { reservation: { active: true } }, { reservation: 'x' }, { reservation: { active: 'false' } }]) {
      const res = await cancel(member.accessToken, id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await cancel(member.accessToken, 'nope')).status).toBe(404);
    expect((await cancel(member.accessToken, 'x'.repeat(99))).status).toBe(404);
  });

  it('refunds a prepaid booking through the sandbox gateway, once', async () => {
    const member = await signUpMember(t);
    const row = await insertReservation(member.id, { status: 'waiting_for_payment', requiresPayment: true });
    const [slot] = await opened.db
      .insert(seatSlots)
      .values({ packageId: AYCE_ID, date: TOMORROW, startTime: '19:00' })
      .onConflictDoUpdate({ target: [seatSlots.packageId, seatSlots.date, seatSlots.startTime], set: { startTime: '19:00' } })
      .returning();
    await opened.db.insert(seatClaims).values({ slotId: slot!.id, seats: 2, reservationId: row.id });
    const token = await tokenize(t.app, '4242424242424242');
    const paid = await t.send('POST', `/api/v5/reservations/${row.encryptedId}/payments`, { method: 'card', token });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [payment] = await opened.db.select().from(payments).where(eq(payments.reservationId, row.id));
    expect(payment!.status).toBe('successful');

    const res = await cancel(member.accessToken, row.encryptedId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as Listed).attributes).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
    expect(await liveSeats(opened.db, row.id)).toBe(0);

    const refunds = await opened.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, payment!.chargeId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 159_800, currency: 'THB' });
    const [charge] = await opened.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, payment!.chargeId));
    expect(charge!.refundedAmount).toBe(159_800);
    const [after] = await opened.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after).toMatchObject({ refundStatus: 'refunded', refundId: refunds[0]!.id });
    const record = writes().filter(([path]) => path === `reservations/${row.firebaseKey}`).at(-1)?.[1];
    expect(record).toMatchObject({ status: 'cancelled', paymentStatus: 'successful' });

    // Again, and twice at once: still one refund.
    await Promise.all([cancel(member.accessToken, row.encryptedId), cancel(member.accessToken, row.encryptedId)]);
    expect(await opened.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, payment!.chargeId))).toHaveLength(1);
  });

  it('keeps the cancellation when the gateway refuses the refund, marks it failed, and retries on the next call', async () => {
    const member = await signUpMember(t);
    const row = await insertReservation(member.id, { status: 'paid', requiresPayment: true });
    const chargeId = `chrg_test_fake${serial}`;
    await opened.db.insert(payments).values({
      publicId: `pub-${serial}-${Math.random().toString(36).slice(2)}`,
      reservationId: row.id,
      gateway: 'sandbox',
      method: 'card',
      chargeId,
      status: 'successful',
      amountMinor: 159_800,
      currency: 'THB',
    });
    // The sandbox does not know this charge: it refuses the refund as Omise would.
    const res = await cancel(member.accessToken, row.encryptedId);
    expect(res.status).toBe(200);
    expect((res.body.data as Listed).attributes).toMatchObject({ status: 'cancelled', refundStatus: 'failed' });
    const again = await cancel(member.accessToken, row.encryptedId);
    expect((again.body.data as Listed).attributes.refundStatus).toBe('failed');
    const [p] = await opened.db.select().from(payments).where(eq(payments.chargeId, chargeId));
    expect(p!.refundStatus).toBe('failed');
  });
});
