import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableTime } from '@/contract/booking';
import { openDatabase, type OpenedDatabase } from '@server/db/client';
import { addDays } from '@server/db/seed/dates';
import { createLoyaltyRoutes } from '@server/modules/loyalty/routes';
import { accountsApp, bearer, signUpMember, type AccountsTestApp } from '../server/accounts/accounts-app';
import { AYCE_ID, RESTAURANT_ID, TOMORROW } from '../server/booking/booking-app';
import { createPgDatabase, PG_TEMPLATE_URL, type PgTestDatabase } from './support/pg-db';

/**
 * Redeeming points locks the member's row inside the booking's transaction
 * (server/modules/loyalty/redemption-service.ts). PGlite runs one transaction at a time, so only here, with
 * pooled connections and two API processes, can a race show: 20 bookings at once, in different slots (so
 * no seat lock serialises them), each redeeming more than a fair share of the balance.
 */
describe.skipIf(PG_TEMPLATE_URL === null)('points redemption on real PostgreSQL', () => {
  let database: PgTestDatabase;
  const opened: OpenedDatabase[] = [];
  const apps: AccountsTestApp[] = [];

  beforeAll(async () => {
    database = await createPgDatabase();
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ databaseUrl: database.url });
      opened.push(db);
      // Limits scaled up: the row lock alone must decide, not the per-member booking limit.
      const app = accountsApp(db, { rateLimitScale: 1000 });
      app.app.route('/api/v5', createLoyaltyRoutes(app.ctx));
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const db of opened) await db.close();
    await database?.drop();
  });

  const app = (i: number) => apps[i % 2]!;

  it('20 bookings at once redeeming 30 of 100 points each: 3 succeed, the balance never goes below 0', async () => {
    const m = await signUpMember(apps[0]!);
    await database.pool.query(
      `insert into point_ledger (user_id, kind, points, created_at, expires_at) values ($1, 'earned', 100, now(), now() + interval '300 days')`,
      [m.id],
    );
    const ratios = (await app(0).send('GET', '/api/v5/adaptive_points_ratios.json')).body.data as { id: number; currency: string }[];
    const ratioId = ratios.find((r) => r.currency === 'THB')!.id;

    // Distinct slots (dates × times) so each booking holds its own seat lock.
    const slots: { date: string; startTime: string }[] = [];
    for (let d = 0; d < 6 && slots.length < 20; d++) {
      const date = addDays(TOMORROW, d);
      const res = await app(0).send('GET', `/api/v5/restaurants/${RESTAURANT_ID}/available_times.json?kind=dine_in&party=2&date=${date}`);
      for (const t of (res.body.data ?? []) as AvailableTime[]) {
        if (t.packages.some((p) => p.restaurantPackageId === AYCE_ID && p.totalSeatLeftPackage >= 2) && slots.length < 20)
          slots.push({ date, startTime: t.startTime });
      }
    }
    expect(slots.length).toBeGreaterThanOrEqual(10);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const slot = slots[i % slots.length]!;
        return app(i).send(
          'POST',
          '/api/v5/reservations.json',
          {
            reservation: {
              date: slot.date,
              adult: 2,
              kids: 0,
              restaurant_id: RESTAURANT_ID,
              start_time: slot.startTime,
              redeemed_points: 30,
              adaptive_points_ratio_id: ratioId,
            },
            packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
          },
          { ...bearer(m.accessToken), 'Idempotency-Key': `race-${i}-${Math.random()}` },
        );
      }),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      // Refused on the balance (or, at worst, a slot two of them shared), never a server error.
      expect(refused.status, JSON.stringify(refused.body)).toBeLessThan(500);
    }

    const { rows } = await database.pool.query<{ sum: number; low: number }>(
      `select sum(points)::int as sum,
              min(running)::int as low
         from (select points, sum(points) over (order by id) as running from point_ledger where user_id = $1) l`,
      [m.id],
    );
    expect(rows[0]!.sum).toBe(10);
    expect(rows[0]!.low).toBeGreaterThanOrEqual(0);
    const redeemed = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from point_ledger where user_id = $1 and kind = 'redeemed'`,
      [m.id],
    );
    expect(redeemed.rows[0]!.n).toBe(3);
    const reservations = await database.pool.query<{ n: number; points: number }>(
      `select count(*)::int as n, coalesce(sum(redeemed_points), 0)::int as points from reservations where user_id = $1`,
      [m.id],
    );
    expect(reservations.rows[0]).toEqual({ n: 3, points: 90 });
    const profile = await app(1).send('GET', '/api/v5/users.json', undefined, bearer(m.accessToken));
    expect((profile.body.data as { points: number }).points).toBe(10);
  });
});
