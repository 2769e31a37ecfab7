import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryReservationSchema } from '@/contract/booking';
import type { OpenedDatabase } from '@server/db/client';
import { temporaryReservations } from '@server/db/schema/booking';
import { addDays } from '@server/db/seed/dates';
import { LIVE_HOLDS_PER_CLIENT } from '@server/modules/booking/hold-service';
import { createMember } from '../support/members';
import { createTestDb, TEST_TODAY } from '../support/test-db';
import { AYCE_ID, bookingApp, call, holdBody, setSeats, type BookingTestApp } from './booking-app';

let opened: OpenedDatabase;
let t: BookingTestApp;
const DATE = addDays(TEST_TODAY, 5);

beforeAll(async () => {
  opened = await createTestDb();
  // Real limits (scale 1): this file is about them.
  t = bookingApp(opened, 10, 1);
  await setSeats(opened, AYCE_ID, DATE, '19:00', 216);
});
afterAll(() => opened.close());

const device = (id: string) => ({ 'X-HH-Device': `device-${id}` });
const hold = (headers: Record<string, string>, body: unknown = holdBody({ date: DATE, adult: 2 })) =>
  call(t.app, 'POST', '/api/v5/temporary_reservations', body, headers);
const renew = (id: number, body: unknown, headers: Record<string, string>) =>
  call(t.app, 'PUT', `/api/v5/temporary_reservations/${id}`, body, headers);
const expiryOf = async (id: number) =>
  (await opened.db.select().from(temporaryReservations).where(eq(temporaryReservations.id, id)))[0]?.expiresAt;

describe('a hold belongs to whoever made it', () => {
  it("another diner cannot renew or change it, even knowing its number (404, hold untouched)", async () => {
    const mine = temporaryReservationSchema.parse((await hold(device('owner-1'))).body.data);
    expect(mine.holdToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const before = await expiryOf(mine.tmpReservationId);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);

    const stranger = await renew(mine.tmpReservationId, holdBody({ date: DATE, adult: 6 }), device('stranger'));
    expect([stranger.status, stranger.body.message]).toEqual([404, 'Seat hold not found']);
    const guessing = await renew(mine.tmpReservationId, { ...holdBody({ date: DATE, adult: 6 }), hold_token: 'x'.repeat(32) }, {});
    expect(guessing.status).toBe(404);
    expect(await expiryOf(mine.tmpReservationId)).toEqual(before);

    const owner = await renew(mine.tmpReservationId, { ...holdBody({ date: DATE, adult: 2 }), hold_token: mine.holdToken }, device('owner-1'));
    expect(owner.status).toBe(200);
    expect(temporaryReservationSchema.parse(owner.body.data).tmpReservationId).toBe(mine.tmpReservationId);
  });

  it("a member's hold is renewed by that member's session alone", async () => {
    const malee = await createMember(opened.db);
    const somchai = await createMember(opened.db);
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    const held = temporaryReservationSchema.parse((await hold(bearer(malee.token))).body.data);
    expect((await renew(held.tmpReservationId, holdBody({ date: DATE, adult: 2 }), bearer(somchai.token))).status).toBe(404);
    expect((await renew(held.tmpReservationId, holdBody({ date: DATE, adult: 2 }), bearer(malee.token))).status).toBe(200);
  });

  it("a reservation naming someone else's hold does not take it over", async () => {
    const theirs = temporaryReservationSchema.parse((await hold(device('theirs'))).body.data);
    const res = await call(
      t.app,
      'POST',
      '/api/v5/reservations.json',
      {
        ...holdBody({ date: DATE, adult: 2 }),
        guest_user: { name: 'Taker', email: 'taker@example.com', phone: '+66812345678' },
        tmp_reservation_id: theirs.tmpReservationId,
      },
      device('taker'),
    );
    expect(res.status).toBe(200);
    const [row] = await opened.db.select().from(temporaryReservations).where(eq(temporaryReservations.id, theirs.tmpReservationId));
    expect(row?.reservationId).toBeNull();
  });
});

describe('no seat hoarding', () => {
  it('300 hold requests, 10 at a time, from one client: a handful succeed, the rest are 429 with Retry-After', async () => {
    const answers: { status: number; message?: string }[] = [];
    for (let round = 0; round < 30; round++) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => hold(device('hoarder'))));
      answers.push(...batch.map((a) => ({ status: a.status, message: a.body.message })));
    }
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(ok.length).toBeLessThanOrEqual(LIVE_HOLDS_PER_CLIENT);
    expect(ok.length + limited.length).toBe(300);
    expect(limited[0]?.message).toBe('Too many request');
    const res = await t.app.request('/api/v5/temporary_reservations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...device('hoarder') },
      body: JSON.stringify(holdBody({ date: DATE, adult: 2 })),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('a real diner booking one table never meets a limit: hold, renew twice, book', async () => {
    const diner = device('real-diner');
    const held = temporaryReservationSchema.parse((await hold(diner, holdBody({ date: addDays(TEST_TODAY, 6), adult: 2 }))).body.data);
    for (let i = 0; i < 2; i++) {
      const again = await renew(held.tmpReservationId, { ...holdBody({ date: addDays(TEST_TODAY, 6), adult: 2 }), hold_token: held.holdToken }, diner);
      expect(again.status).toBe(200);
    }
    const booked = await call(
      t.app,
      'POST',
      '/api/v5/reservations.json',
      {
        ...holdBody({ date: addDays(TEST_TODAY, 6), adult: 2 }),
        guest_user: { name: 'Diner', email: 'diner@example.com', phone: '+66812345678' },
        tmp_reservation_id: held.tmpReservationId,
        hold_token: held.holdToken,
      },
      diner,
    );
    expect(booked.status).toBe(200);
  });

  it('a client that changes its device id at every request still meets the limit of its address', async () => {
    const answers = [];
    for (let i = 0; i < 140; i++) answers.push((await hold(device(`rotating-${i}`), holdBody({ date: addDays(TEST_TODAY, 7), adult: 1 }))).status);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(120);
  });
});
