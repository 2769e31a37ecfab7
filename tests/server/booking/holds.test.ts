import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryReservationSchema } from '@/contract/booking';
import type { OpenedDatabase } from '@server/db/client';
import { addDays } from '@server/db/seed/dates';
import { createTestDb, TEST_TODAY } from '../support/test-db';
import { AYCE_ID, bookingApp, call, holdBody, setSeats, type BookingTestApp } from './booking-app';

let opened: OpenedDatabase;
let t: BookingTestApp;
const DATE = addDays(TEST_TODAY, 3);

beforeAll(async () => {
  opened = await createTestDb();
  t = bookingApp(opened, 10);
  // 5 seats at 19:00 on DATE for the AYCE package.
  await setSeats(opened, AYCE_ID, DATE, '19:00', 5);
});

afterAll(async () => {
  await opened.close();
});

const hold = (body: unknown) => call(t.app, 'POST', '/api/v5/temporary_reservations', body);
const renew = (id: number, body: unknown) => call(t.app, 'PUT', `/api/v5/temporary_reservations/${id}`, body);
const seatsLeft = async (date = DATE): Promise<number | undefined> => {
  const { body } = await call(t.app, 'GET', `/api/v5/restaurants/13/available_times.json?date=${date}`);
  const times = body.data as {
    startTime: string;
    packages: { restaurantPackageId: number; totalSeatLeftPackage: number }[];
  }[];
  return times.find((x) => x.startTime === '19:00')?.packages.find((p) => p.restaurantPackageId === AYCE_ID)
    ?.totalSeatLeftPackage;
};

describe('POST /temporary_reservations validation', () => {
  it.each([
    [{ date: '2026/01/01' }, 'date format is wrong'],
    [{ startTime: '' }, 'startTime format is wrong'],
    [{ adult: 'two' }, 'adult format is wrong'],
    [{ kids: null }, 'kids format is wrong'],
  ])('%o → %s', async (override, message) => {
    const body = holdBody();
    Object.assign(body.reservation, 'startTime' in override ? { start_time: override.startTime } : override);
    const res = await hold(body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
  });

  it('refuses a wrong restaurantId and a non-array packages', async () => {
    const body = holdBody();
    const a = await hold({ ...body, reservation: { ...body.reservation, restaurant_id: 'abc' } });
    expect(a.body.message).toBe('restaurantId format is wrong');
    const b = await hold({ ...body, packages: 'ayce' });
    expect(b.body.message).toBe('packages format is wrong');
    // A package or menu id past the integer column is bad input, not a query the database refuses.
    const huge = 2_147_483_648;
    const c = await hold({ ...body, packages: [...body.packages, { id: huge, quantity: 1, menus: [] }] });
    expect([c.status, c.body.message]).toEqual([422, 'packages format is wrong']);
    const d = await hold({ ...body, packages: [{ ...body.packages[0], menus: [{ id: huge, quantity: 1 }] }] });
    expect([d.status, d.body.message]).toEqual([422, 'packages format is wrong']);
  });

  it('refuses a date past daysInAdvance or in the past, and a start time not offered', async () => {
    const far = await hold(holdBody({ date: addDays(TEST_TODAY, 400) }));
    expect([far.status, far.body.message]).toEqual([422, 'Invalid date, please choose another date']);
    const unreal = await hold(holdBody({ date: '2026-02-30' }));
    expect([unreal.status, unreal.body.message]).toEqual([422, 'Invalid date, please choose another date']);
    const past = await hold(holdBody({ date: addDays(TEST_TODAY, -1) }));
    expect(past.status).toBe(422);
    const odd = await hold(holdBody({ startTime: '03:00' }));
    expect(odd.status).toBe(422);
    expect(odd.body.message).toBe('This time is not available, please choose another time');
  });

  it('answers in Thai when asked', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/v5/temporary_reservations',
      holdBody({ date: addDays(TEST_TODAY, 400) }),
      {
        'X-HH-Language': 'th',
      },
    );
    expect(res.body.message).toBe('วันที่ไม่ถูกต้อง กรุณาเลือกวันอื่น');
  });
});

describe('seat holds', () => {
  it('holds seats for HOLD_MINUTES, counts them, sells out, then frees them at expiry', async () => {
    expect(await seatsLeft()).toBe(5);
    const first = await hold(holdBody({ date: DATE, adult: 2, kids: 1 }));
    expect(first.status).toBe(200);
    const held = temporaryReservationSchema.parse(first.body.data);
    // 10:00 Bangkok + 10 minutes.
    expect(held.expiredAt).toBe(`${TEST_TODAY}T10:10:00+07:00`);
    expect(await seatsLeft()).toBe(2);

    const tooMany = await hold(holdBody({ date: DATE, adult: 3 }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/sold out at 19:00/);
    const th = await call(
      t.app,
      'POST',
      '/api/v5/temporary_reservations',
      holdBody({ date: DATE, adult: 3 }),
      {
        'X-HH-Language': 'th',
      },
    );
    expect(th.body.message).toMatch(/เต็มแล้ว/);

    const fits = await hold(holdBody({ date: DATE, adult: 2 }));
    expect(fits.status).toBe(200);
    expect(await seatsLeft()).toBe(0);

    // Past both expiries: the same rows stop counting, nothing had to run.
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 60_000 + 1);
    expect(await seatsLeft()).toBe(5);
    expect((await hold(holdBody({ date: DATE, adult: 5 }))).status).toBe(200);
  });

  it('renews a live hold with the same id and a later expiry, replacing its seats', async () => {
    const date = addDays(TEST_TODAY, 4);
    await setSeats(opened, AYCE_ID, date, '19:00', 6);
    const start = new Date(`${TEST_TODAY}T11:00:00+07:00`);
    t.clock.now = start;
    const a = temporaryReservationSchema.parse((await hold(holdBody({ date, adult: 4 }))).body.data);
    expect(await seatsLeft(date)).toBe(2);

    t.clock.now = new Date(start.getTime() + 5 * 60_000);
    // Renewing with 6 people fits because its own 4 seats are released first.
    // The owner renews with the secret its hold came with.
    const renewed = await renew(a.tmpReservationId, { ...holdBody({ date, adult: 6 }), hold_token: a.holdToken });
    expect(renewed.status).toBe(200);
    const b = temporaryReservationSchema.parse(renewed.body.data);
    expect(b.tmpReservationId).toBe(a.tmpReservationId);
    expect(Date.parse(b.expiredAt)).toBe(start.getTime() + 15 * 60_000);
    expect(await seatsLeft(date)).toBe(0);

    // After the first expiry but before the renewed one, the seats still count.
    t.clock.now = new Date(start.getTime() + 12 * 60_000);
    expect(await seatsLeft(date)).toBe(0);
    t.clock.now = new Date(start.getTime() + 16 * 60_000);
    expect(await seatsLeft(date)).toBe(6);
  });

  it('makes a fresh hold when the id to renew has expired or never existed', async () => {
    const date = addDays(TEST_TODAY, 5);
    await setSeats(opened, AYCE_ID, date, '19:00', 4);
    const a = temporaryReservationSchema.parse((await hold(holdBody({ date, adult: 2 }))).body.data);
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
    const b = temporaryReservationSchema.parse(
      (await renew(a.tmpReservationId, { ...holdBody({ date, adult: 4 }), hold_token: a.holdToken })).body.data,
    );
    expect(b.tmpReservationId).not.toBe(a.tmpReservationId);
    expect(await seatsLeft(date)).toBe(0);
    const unknown = await renew(987_654, holdBody({ date: addDays(TEST_TODAY, 6), adult: 1 }));
    expect(unknown.status).toBe(200);
    expect(temporaryReservationSchema.parse(unknown.body.data).tmpReservationId).not.toBe(987_654);
  });

  it('refuses a package of another restaurant', async () => {
    const res = await hold(holdBody({ packageId: 1 }));
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/does not belong to this restaurant/);
  });
});
