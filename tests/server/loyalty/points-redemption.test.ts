import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { reservations } from '@server/db/schema/booking';
import { pointLedger } from '@server/db/schema/loyalty';
import { createLoyaltyRoutes } from '@server/modules/loyalty/routes';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createPaymentsModule, type PaymentsModule } from '@server/modules/payments/payments-module';
import { expireDue } from '@server/modules/payments/payment-service';
import { createSandboxRoutes } from '@server/modules/payments/sandbox-routes';
import { createReservationHistoryRoutes } from '@server/modules/reservations/routes';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp, type SignedIn } from '../accounts/accounts-app';
import { AYCE_ID, RESTAURANT_ID, TOMORROW } from '../booking/booking-app';
import { TEST_CONFIG, startPaymentCall, statusOf, waitingReservation } from '../payments/payments-support';

/**
 * Points redemption at step 5 (docs/decisions/0034-points-redemption.md): the server prices the points
 * from the ratio row and the member's ledger, takes them in the reservation's transaction, refuses what
 * is not there, and gives them back once when the booking is cancelled.
 */

let opened: OpenedDatabase;
let t: AccountsTestApp;
let payments: PaymentsModule;
let ratioId: number;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
  payments = createPaymentsModule(t.ctx, {
    config: TEST_CONFIG,
    fetch: (input, init) => Promise.resolve(t.app.request(input as string, init)),
  });
  t.app.route('/api/v5', createLoyaltyRoutes(t.ctx));
  t.app.route('/api/v5', createReservationHistoryRoutes(payments.deps));
  t.app.route('/api/v5', createPaymentRoutes(payments));
  t.app.route('/sandbox-gateway', createSandboxRoutes(payments));
  const ratios = await t.send('GET', '/api/v5/adaptive_points_ratios.json');
  ratioId = (ratios.body.data as { id: number; currency: string }[]).find((r) => r.currency === 'THB')!.id;
});

afterAll(() => opened.close());

async function give(member: SignedIn, points: number): Promise<void> {
  await opened.db.insert(pointLedger).values({
    userId: member.id,
    kind: 'earned',
    points,
    createdAt: t.clock.now,
    expiresAt: new Date(t.clock.now.getTime() + 300 * 86_400_000),
  });
}

const ledgerSum = async (userId: number) => {
  const [row] = await opened.db
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.points}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId));
  return row!.sum;
};
const profilePoints = async (token: string) =>
  ((await t.send('GET', '/api/v5/users.json', undefined, bearer(token))).body.data as { points: number }).points;
const reservationCount = async () =>
  (await opened.db.select({ n: sql<number>`count(*)::int` }).from(reservations))[0]!.n;

const selection = { restaurant_id: RESTAURANT_ID, adult: 2, kids: 0, packages: [{ id: AYCE_ID, quantity: 1, menus: [] }] };
const quote = (points: number, headers: Record<string, string> = {}) =>
  t.send(
    'POST',
    '/api/v5/reservations/price_quote.json',
    { ...selection, redeemed_points: points, adaptive_points_ratio_id: ratioId },
    headers,
  );

function book(
  token: string | null,
  reservation: Record<string, unknown>,
  opts: { headers?: Record<string, string>; top?: Record<string, unknown> } = {},
) {
  return t.send(
    'POST',
    '/api/v5/reservations.json',
    {
      reservation: { date: TOMORROW, adult: 2, kids: 0, restaurant_id: RESTAURANT_ID, start_time: '19:00', ...reservation },
      packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
      ...opts.top,
    },
    { ...(token ? bearer(token) : {}), 'Idempotency-Key': `redeem-${Math.random()}`, ...opts.headers },
  );
}

interface Money {
  amount: number;
}

describe('GET /adaptive_points_ratios.json', () => {
  it('lists the active ratios without a token', async () => {
    const res = await t.send('GET', '/api/v5/adaptive_points_ratios.json');
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ id: ratioId, points: 10, amount: 1, currency: 'THB', minPoints: 20, maxSharePercent: 50 });
  });
});

describe('the price quote with points', () => {
  it("takes the points off the server's total for a member, and refuses a guest in both languages", async () => {
    const member = await signUpMember(t);
    await give(member, 200);
    const plain = await quote(0);
    const full = (plain.body.data as { total: Money }).total.amount;
    const res = await quote(150, bearer(member.accessToken));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ redeemedPoints: 150, pointsDiscount: { amount: 15 }, total: { amount: full - 15 } });

    expect(await quote(150)).toMatchObject({ status: 422, body: { message: 'Please sign in to redeem points' } });
    expect(await quote(150, { 'X-HH-Language': 'th' })).toMatchObject({
      status: 422,
      body: { message: 'กรุณาเข้าสู่ระบบเพื่อใช้คะแนน' },
    });
    expect(await quote(300, bearer(member.accessToken))).toMatchObject({
      status: 422,
      body: { message: 'You do not have enough points (at most 200 on this booking)' },
    });
    expect(await quote(25, bearer(member.accessToken))).toMatchObject({
      status: 422,
      body: { message: 'Points are redeemed in steps of 10' },
    });
  });
});

describe('POST /reservations.json with points', () => {
  it("takes the points in the booking's transaction at the server's amount; the balance is the ledger sum", async () => {
    const member = await signUpMember(t);
    await give(member, 200);
    const full = ((await quote(0)).body.data as { total: Money }).total.amount;
    // The client's redeemedAmount is ignored: the ratio and the points decide.
    const res = await book(member.accessToken, {
      redeemed_points: 100,
      redeemed_amount: 99_999,
      adaptive_points_ratio_id: ratioId,
      voucher_code: 'SOMECODE',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { encryptedId: string; total: Money; pointsDiscount: Money; redeemedPoints: number };
    expect(data).toMatchObject({ redeemedPoints: 100, pointsDiscount: { amount: 10 }, total: { amount: full - 10 } });
    const [row] = await opened.db.select().from(reservations).where(eq(reservations.encryptedId, data.encryptedId));
    expect(row).toMatchObject({ redeemedPoints: 100, redeemedAmountMinor: 1000, adaptivePointsRatioId: ratioId, voucherCode: 'REDEEMCODE' });
    expect(await ledgerSum(member.id)).toBe(100);
    expect(await profilePoints(member.accessToken)).toBe(100);
  });

  it('checks the shown total against the total after points', async () => {
    const member = await signUpMember(t);
    await give(member, 100);
    const full = ((await quote(0)).body.data as { total: Money }).total.amount;
    const withTotal = (expected: number) =>
      book(member.accessToken, { redeemed_points: 50, adaptive_points_ratio_id: ratioId }, { top: { expected_total: expected } });
    // The price before points is not what will be charged: refused, nothing taken.
    expect((await withTotal(full)).status).toBe(409);
    expect(await ledgerSum(member.id)).toBe(100);
    expect((await withTotal(full - 5)).status).toBe(200);
    expect(await ledgerSum(member.id)).toBe(50);
  });

  it('refuses more than the balance and writes nothing', async () => {
    const member = await signUpMember(t);
    await give(member, 60);
    const before = await reservationCount();
    const res = await book(member.accessToken, { redeemed_points: 100, adaptive_points_ratio_id: ratioId });
    expect(res).toMatchObject({ status: 422, body: { message: 'You do not have enough points (at most 60 on this booking)' } });
    expect(await reservationCount()).toBe(before);
    expect(await ledgerSum(member.id)).toBe(60);
  });

  it('refuses a guest sending points, in English and Thai, and writes nothing', async () => {
    const before = await reservationCount();
    const guestUser = { guest_user: { name: 'G', email: 'g@example.com', phone: '+66812345678' } };
    const body = (lang: string) =>
      book(null, { redeemed_points: 100, adaptive_points_ratio_id: ratioId }, { top: guestUser, headers: { 'X-HH-Language': lang } });
    expect(await body('en')).toMatchObject({ status: 422, body: { message: 'Please sign in to redeem points' } });
    expect(await body('th')).toMatchObject({ status: 422, body: { message: 'กรุณาเข้าสู่ระบบเพื่อใช้คะแนน' } });
    expect(await reservationCount()).toBe(before);
  });

  it("refuses a ratio of another currency (an id is checked, not trusted)", async () => {
    const member = await signUpMember(t);
    await give(member, 100);
    const ratios = (await t.send('GET', '/api/v5/adaptive_points_ratios.json')).body.data as { id: number; currency: string }[];
    const sgd = ratios.find((r) => r.currency === 'SGD')!.id;
    const res = await book(member.accessToken, { redeemed_points: 50, adaptive_points_ratio_id: sgd });
    expect(res).toMatchObject({ status: 422, body: { message: 'Points cannot be redeemed on this booking' } });
    expect(await ledgerSum(member.id)).toBe(100);
  });

  it('a repeated request (same Idempotency-Key) takes the points once', async () => {
    const member = await signUpMember(t);
    await give(member, 100);
    const headers = { 'Idempotency-Key': `redeem-once-${Math.random()}` };
    const first = await book(member.accessToken, { redeemed_points: 50, adaptive_points_ratio_id: ratioId }, { headers });
    const again = await book(member.accessToken, { redeemed_points: 50, adaptive_points_ratio_id: ratioId }, { headers });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(await ledgerSum(member.id)).toBe(50);
  });
});

describe('points come back once', () => {
  it('when the member cancels, however many times', async () => {
    const member = await signUpMember(t);
    await give(member, 200);
    const res = await book(member.accessToken, { redeemed_points: 120, adaptive_points_ratio_id: ratioId });
    const id = (res.body.data as { encryptedId: string }).encryptedId;
    expect(await profilePoints(member.accessToken)).toBe(80);
    const cancel = () =>
      t.send('PATCH', `/api/v5/reservations/${id}.json`, { reservation: { active: false } }, bearer(member.accessToken));
    expect((await cancel()).status).toBe(200);
    await Promise.all([cancel(), cancel()]);
    expect(await profilePoints(member.accessToken)).toBe(200);
    expect(await ledgerSum(member.id)).toBe(200);
    const rows = await opened.db
      .select({ kind: pointLedger.kind, points: pointLedger.points })
      .from(pointLedger)
      .where(eq(pointLedger.userId, member.id));
    expect(rows.filter((r) => r.kind === 'adjusted')).toEqual([{ kind: 'adjusted', points: 120 }]);
  });

  it('when the payment expires and the booking is cancelled', async () => {
    const member = await signUpMember(t);
    await give(member, 100);
    const waiting = await waitingReservation(opened.db);
    await opened.db.update(reservations).set({ userId: member.id, redeemedPoints: 50 }).where(eq(reservations.id, waiting.id));
    await opened.db
      .insert(pointLedger)
      .values({ userId: member.id, kind: 'redeemed', points: -50, reservationId: waiting.id, createdAt: t.clock.now });
    expect(await ledgerSum(member.id)).toBe(50);
    const started = await startPaymentCall(t.app, waiting.encryptedId, { method: 'promptpay' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 24 * 3_600_000);
    try {
      expect(await expireDue(payments.deps)).toBeGreaterThanOrEqual(1);
      expect(await expireDue(payments.deps)).toBe(0);
    } finally {
      t.clock.now = saved;
    }
    expect(await statusOf(opened.db, waiting.id)).toBe('cancelled');
    expect(await ledgerSum(member.id)).toBe(100);
    const returned = await opened.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.reservationId, waiting.id), eq(pointLedger.kind, 'adjusted')));
    expect(returned).toHaveLength(1);
  });
});
