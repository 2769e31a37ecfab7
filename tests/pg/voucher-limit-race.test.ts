import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableTime } from '@/contract/booking';
import { openDatabase, type OpenedDatabase } from '@server/db/client';
import { addDays } from '@server/db/seed/dates';
import { accountsApp, type AccountsTestApp } from '../server/accounts/accounts-app';
import { AYCE_ID, RESTAURANT_ID, TOMORROW } from '../server/booking/booking-app';
import { createPgDatabase, PG_TEMPLATE_URL, type PgTestDatabase } from './support/pg-db';

/**
 * A reservation locks its vouchers' rows inside its own transaction (server/modules/vouchers/voucher-service.ts).
 * PGlite runs one transaction at a time, so only here, with pooled connections and two API processes,
 * can a race show: 50 bookings at once in distinct slots (no seat lock serialises them), all with the
 * same code, which may be used 5 times in all; and 20 at once drawing on one gift voucher's balance.
 */
describe.skipIf(PG_TEMPLATE_URL === null)('voucher limits on real PostgreSQL', () => {
  let database: PgTestDatabase;
  const opened: OpenedDatabase[] = [];
  const apps: AccountsTestApp[] = [];
  const slots: { date: string; startTime: string }[] = [];

  beforeAll(async () => {
    database = await createPgDatabase();
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ databaseUrl: database.url });
      opened.push(db);
      // Limits scaled up: the row lock alone must decide, not the per-address booking limit.
      apps.push(accountsApp(db, { rateLimitScale: 1000 }));
    }
    for (let d = 0; d < 14 && slots.length < 50; d++) {
      const date = addDays(TOMORROW, d);
      const res = await apps[0]!.send(
        'GET',
        `/api/v5/restaurants/${RESTAURANT_ID}/available_times.json?kind=dine_in&party=2&date=${date}`,
      );
      for (const t of (res.body.data ?? []) as AvailableTime[]) {
        if (
          t.packages.some((p) => p.restaurantPackageId === AYCE_ID && p.totalSeatLeftPackage >= 6) &&
          slots.length < 50
        )
          slots.push({ date, startTime: t.startTime });
      }
    }
  });

  afterAll(async () => {
    for (const db of opened) await db.close();
    await database?.drop();
  });

  const book = (i: number, code: string, run: string) => {
    const slot = slots[i % slots.length]!;
    return apps[i % 2]!.send(
      'POST',
      '/api/v5/reservations.json',
      {
        reservation: {
          date: slot.date,
          adult: 2,
          kids: 0,
          restaurant_id: RESTAURANT_ID,
          start_time: slot.startTime,
          voucher_codes: [code],
        },
        packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
        guest_user: { name: `Guest ${i}`, email: `guest-${run}-${i}@example.com`, phone: '+66812345678' },
      },
      { 'Idempotency-Key': `voucher-race-${run}-${i}-${Math.random()}` },
    );
  };

  it('50 bookings at once with a code usable 5 times: 5 succeed, the limit is never overspent', async () => {
    expect(slots.length).toBeGreaterThanOrEqual(25);
    await database.pool.query(
      `insert into vouchers (code, name_en, name_th, category, amount_type, usage_type, value_minor, total_limit, valid_from, valid_until)
       values ('RACE5', 'Race', 'Race', 'restaurant', 'fixed', 'single', 5000, 5, '2024-01-01', '2099-12-31')`,
    );
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => book(i, 'RACE5', 'limit')));
    const ok = answers.filter((a) => a.status === 200);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused.status, JSON.stringify(refused.body)).toBeLessThan(500);
    expect(ok).toHaveLength(5);
    const { rows } = await database.pool.query<{ used: number; redemptions: number; booked: number }>(
      `select v.used_count as used,
              (select count(*)::int from voucher_redemptions r where r.voucher_id = v.id and r.returned_at is null) as redemptions,
              (select count(*)::int from reservations b where b.voucher_code = v.code) as booked
         from vouchers v where v.code = 'RACE5'`,
    );
    expect(rows[0]).toEqual({ used: 5, redemptions: 5, booked: 5 });
  });

  it('20 bookings at once on one gift voucher: together they never take more than its value', async () => {
    await database.pool.query(
      `insert into vouchers (code, name_en, name_th, category, amount_type, usage_type, value_minor, valid_from, valid_until)
       values ('RACEGIFT', 'Gift', 'Gift', 'gift', 'stored', 'deductible', 100000, '2024-01-01', '2099-12-31')`,
    );
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(i + 25, 'RACEGIFT', 'gift')));
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused.status, JSON.stringify(refused.body)).toBeLessThan(500);
    const { rows } = await database.pool.query<{ used: number; value: number; drawn: number }>(
      `select v.amount_used_minor as used, v.value_minor as value,
              (select coalesce(sum(amount_minor), 0)::int from voucher_redemptions r where r.voucher_id = v.id) as drawn
         from vouchers v where v.code = 'RACEGIFT'`,
    );
    expect(rows[0]!.used).toBeLessThanOrEqual(rows[0]!.value);
    expect(rows[0]!.used).toBe(rows[0]!.drawn);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
  });
});
