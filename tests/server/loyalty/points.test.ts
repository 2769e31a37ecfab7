import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '@server/db/client';
import { reservations } from '@server/db/schema/booking';
import { pointLedger } from '@server/db/schema/loyalty';
import { restaurants } from '@server/db/schema/restaurants';
import { createLoyaltyRoutes } from '@server/modules/loyalty/routes';
import { POINTS_HISTORY_PAGE_SIZE } from '@/contract/loyalty';
import { createTestDb } from '../support/test-db';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../accounts/accounts-app';

const SECRET = 'operator-secret-for-these-tests-only-0123456789';
const EARN = 40;

let opened: OpenedDatabase;
let t: AccountsTestApp;
let restaurantId: number;

beforeAll(async () => {
  opened = await createTestDb();
  t = accountsApp(opened);
  t.ctx.config = { ...t.ctx.config, operatorSecret: SECRET };
  t.app.route('/api/v5', createLoyaltyRoutes(t.ctx));
  const [first] = await opened.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(sql`${restaurants.isActive}`)
    .orderBy(restaurants.id)
    .limit(1);
  restaurantId = first!.id;
  await opened.db.update(restaurants).set({ earnPoint: EARN }).where(eq(restaurants.id, restaurantId));
});

afterAll(() => opened.close());

/** A member's booking as the booking module stores it (the booking flow has its own tests). */
async function booking(userId: number | null, over: Partial<typeof reservations.$inferInsert> = {}): Promise<string> {
  const encryptedId = randomBytes(16).toString('base64url');
  await opened.db.insert(reservations).values({
    encryptedId,
    reference: randomBytes(6).toString('hex').toUpperCase(),
    firebaseKey: randomBytes(16).toString('base64url'),
    restaurantId,
    userId,
    status: 'pending_arrival',
    date: '2026-11-20',
    startTime: '19:00',
    adult: 2,
    kids: 0,
    serviceType: 'dine_in',
    currency: 'THB',
    subtotalMinor: 250_000,
    totalMinor: 250_000,
    requiresPayment: false,
    ...over,
  });
  return encryptedId;
}

const complete = (encryptedId: string, secret = SECRET) =>
  t.send('POST', `/api/v5/operator/reservations/${encryptedId}/complete.json`, undefined, bearer(secret));
const profile = async (token: string) => (await t.send('GET', '/api/v5/users.json', undefined, bearer(token))).body.data as Record<string, unknown>;
const history = (token: string, query = '') => t.send('GET', `/api/v5/users/points_history.json${query}`, undefined, bearer(token));
const ledgerSum = async (userId: number) => {
  const [row] = await opened.db
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.points}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId));
  return row!.sum;
};

describe('earning points when a reservation is completed', () => {
  it("earns the restaurant's earnPoint once, however often it is completed", async () => {
    const member = await signUpMember(t);
    const id = await booking(member.id);
    const first = await complete(id);
    expect(first).toMatchObject({ status: 200, body: { success: true, data: { earnedPoints: EARN } } });
    const again = await complete(id);
    expect(again.status).toBe(200);
    expect((again.body.data as { completedAt: string }).completedAt).toBe((first.body.data as { completedAt: string }).completedAt);
    await Promise.all([complete(id), complete(id)]);
    expect(await ledgerSum(member.id)).toBe(EARN);
    const p = await profile(member.accessToken);
    expect(p).toMatchObject({ points: EARN, totalReservation: 1, totalSpend: 2500, loyaltyLevel: 'Silver' });
  });

  it('earns nothing for a cancelled booking or a guest booking, and refuses without the secret', async () => {
    const member = await signUpMember(t);
    const cancelled = await booking(member.id, { status: 'cancelled' });
    expect(await complete(cancelled)).toMatchObject({ status: 409, body: { message: 'This reservation cannot be completed' } });
    expect(await complete(await booking(null))).toMatchObject({ status: 200, body: { data: { earnedPoints: 0 } } });
    const mine = await booking(member.id);
    expect((await complete(mine, 'not-the-secret')).status).toBe(404);
    expect((await t.send('POST', `/api/v5/operator/reservations/${mine}/complete.json`)).status).toBe(404);
    expect((await complete('no-such-booking')).status).toBe(404);
    expect(await ledgerSum(member.id)).toBe(0);
    expect((await profile(member.accessToken)).points).toBe(0);
  });

  it('keeps the ledger append-only: the database refuses to change a row', async () => {
    const member = await signUpMember(t);
    await complete(await booking(member.id));
    await expect(
      opened.db.update(pointLedger).set({ points: 9999 }).where(eq(pointLedger.userId, member.id)),
    ).rejects.toThrow();
    expect(await ledgerSum(member.id)).toBe(EARN);
  });
});

describe('the balance, levels and expiry', () => {
  it('equals the ledger sum, and writes off expired points once when read', async () => {
    const member = await signUpMember(t);
    await complete(await booking(member.id));
    await opened.db.insert(pointLedger).values([
      { userId: member.id, kind: 'earned', points: 100, createdAt: new Date('2024-01-01'), expiresAt: new Date('2025-01-01') },
      { userId: member.id, kind: 'redeemed', points: -30, createdAt: new Date('2024-06-01') },
      { userId: member.id, kind: 'adjusted', points: 5, createdAt: new Date('2024-06-02') },
    ]);
    const p = await profile(member.accessToken);
    // 100 earned long ago, 30 of it spent: 70 expired; the fresh 40 and the adjustment stay.
    expect(p.points).toBe(EARN + 5);
    expect(await ledgerSum(member.id)).toBe(EARN + 5);
    await profile(member.accessToken);
    const expired = await opened.db.select().from(pointLedger).where(sql`${pointLedger.userId} = ${member.id} and ${pointLedger.kind} = 'expired'`);
    expect(expired.map((r) => r.points)).toEqual([-70]);
    expect(p.pointsExpiring).toBe(EARN);
    expect(typeof p.pointsExpiryDate).toBe('string');
  });

  it('moves a member to Gold from the spend of completed reservations, with progress to Platinum', async () => {
    const member = await signUpMember(t);
    await complete(await booking(member.id, { totalMinor: 1_200_000, subtotalMinor: 1_200_000 }));
    const p = await profile(member.accessToken);
    expect(p).toMatchObject({
      loyaltyLevel: 'Gold',
      nextLoyaltyLevel: 'Platinum',
      totalReservation: 1,
      totalSpend: 12_000,
      bookingToNextTier: 14,
      spendToNextTier: 28_000,
      progressTotalReservations: 6,
      progressTotalSpend: 30,
    });
    expect(p.startDateLevel).toEqual(expect.any(String));
    expect(p.loyaltyLevelExpiryDate).toEqual(expect.any(String));
    const thai = await t.send('GET', '/api/v5/users.json', undefined, { ...bearer(member.accessToken), 'X-HH-Language': 'th' });
    expect((thai.body.data as { loyaltyLevel: string }).loyaltyLevel).toBe('โกลด์');
  });
});

describe('GET /loyalty_levels.json', () => {
  it('lists the seeded levels in order, without a token, in the language asked', async () => {
    const en = await t.send('GET', '/api/v5/loyalty_levels.json');
    expect(en.status).toBe(200);
    const levels = en.body.data as { attributes: { name: string; minReservations: number; benefits: string[] } }[];
    expect(levels.map((l) => l.attributes.name)).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(levels.every((l) => l.attributes.benefits.length > 0)).toBe(true);
    const th = await t.send('GET', '/api/v5/loyalty_levels.json', undefined, { 'X-HH-Language': 'th' });
    expect((th.body.data as { attributes: { name: string } }[])[0]!.attributes.name).toBe('ซิลเวอร์');
  });
});

describe('GET /users/points_history.json', () => {
  it("answers only the caller's own rows, newest first, in pages (IDOR)", async () => {
    const mine = await signUpMember(t);
    const theirs = await signUpMember(t);
    for (let i = 0; i < POINTS_HISTORY_PAGE_SIZE + 2; i += 1) await complete(await booking(mine.id));
    await complete(await booking(theirs.id));

    const first = await history(mine.accessToken);
    expect(first.status).toBe(200);
    const rows = first.body.data as { kind: string; points: number; reservationReference: string | null; restaurantName: string }[];
    expect(rows).toHaveLength(POINTS_HISTORY_PAGE_SIZE);
    expect(rows.every((r) => r.kind === 'earned' && r.points === EARN && r.reservationReference)).toBe(true);
    expect((first.body.links as { next: string | null }).next).toContain('page=2');
    expect(first.body.meta).toEqual({ total: POINTS_HISTORY_PAGE_SIZE + 2 });
    const second = await history(mine.accessToken, '?page=2');
    expect(second.body.data).toHaveLength(2);

    const other = await history(theirs.accessToken);
    expect(other.body.meta).toEqual({ total: 1 });
    // Whatever id the caller names, the answer is the token's own ledger.
    const named = await history(theirs.accessToken, `?user_id=${mine.id}`);
    expect(named.body.meta).toEqual({ total: 1 });
  });

  it('refuses without a token and on a bad page', async () => {
    expect((await history('')).status).toBe(401);
    expect((await t.send('GET', '/api/v5/users/points_history.json')).status).toBe(401);
    const member = await signUpMember(t);
    expect((await history(member.accessToken, '?page=0')).status).toBe(422);
    expect((await history(member.accessToken, '?page=abc')).status).toBe(422);
  });
});
