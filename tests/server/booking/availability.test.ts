import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { availableDateSchema, availableTimeSchema, corporateEventSchema } from '@/contract/booking';
import type { OpenedDatabase } from '@server/db/client';
import { packages } from '@server/db/schema/packages';
import { restaurants } from '@server/db/schema/restaurants';
import { addDays } from '@server/db/seed/dates';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '@server/db/seed/booking-prepayment';
import { restaurantDetailResourceSchema } from '@/contract/restaurant-detail';
import { toCamelKeys } from '@/contract/wire-case';
import { catalogueApp } from '../catalogue/search-app';
import { createTestDb, TEST_TODAY } from '../support/test-db';
import { AYCE_ID, bookingApp, call, holdBody, setSeats, type BookingTestApp } from './booking-app';

let opened: OpenedDatabase;
let t: BookingTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = bookingApp(opened);
});

afterAll(async () => {
  await opened.close();
});

const dates = async (query: string, restaurant: string | number = 13) => {
  const res = await call(t.app, 'GET', `/api/v5/restaurants/${restaurant}/available_dates.json?${query}`);
  expect(res.status).toBe(200);
  return availableDateSchema.array().parse(res.body.data);
};
const times = async (query: string, restaurant: string | number = 13) => {
  const res = await call(t.app, 'GET', `/api/v5/restaurants/${restaurant}/available_times.json?${query}`);
  expect(res.status).toBe(200);
  return availableTimeSchema.array().parse(res.body.data);
};

describe('GET /restaurants/{id}/available_dates.json', () => {
  it('lists today … today + daysInAdvance, capped by days, by id or slug', async () => {
    const list = await dates('days=7');
    expect(list.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(TEST_TODAY, n)));
    expect(list.every((d) => d.available)).toBe(true);
    expect(await dates('days=7', 'sabai-shabu-emquartier')).toEqual(list);

    await opened.db.update(restaurants).set({ daysInAdvance: 3 }).where(eq(restaurants.id, 13));
    expect((await dates('days=30')).map((d) => d.date)).toEqual(
      [0, 1, 2, 3].map((n) => addDays(TEST_TODAY, n)),
    );
    await opened.db.update(restaurants).set({ daysInAdvance: 60 }).where(eq(restaurants.id, 13));
  });

  it('marks a day unavailable when no slot has seats for the party, and after the package expires', async () => {
    const day = addDays(TEST_TODAY, 10);
    await setSeats(opened, AYCE_ID, day, '19:00', 4);
    const row = async (party: number) => (await dates(`from=${day}&days=1&party=${party}`))[0];
    expect(await row(4)).toEqual({ date: day, available: true, seatsLeft: 4 });
    expect(
      (await call(t.app, 'POST', '/api/v5/temporary_reservations', holdBody({ date: day, adult: 2 }))).status,
    ).toBe(200);
    expect(await row(4)).toEqual({ date: day, available: false, seatsLeft: 2 });

    await opened.db
      .update(packages)
      .set({ expiryDate: addDays(TEST_TODAY, 11) })
      .where(eq(packages.id, AYCE_ID));
    const after = await dates(`from=${addDays(TEST_TODAY, 11)}&days=2`);
    expect(after.map((d) => d.available)).toEqual([true, false]);
    await opened.db.update(packages).set({ expiryDate: null }).where(eq(packages.id, AYCE_ID));
  });
});

describe('GET /restaurants/{id}/available_times.json', () => {
  it('gives start times with seats left per package, skipping times already past today', async () => {
    const tomorrow = await times(`date=${addDays(TEST_TODAY, 1)}`);
    expect(tomorrow.map((x) => x.startTime)).toEqual(expect.arrayContaining(['19:00', '21:00']));
    for (const slot of tomorrow) expect(slot.packages.map((p) => p.restaurantPackageId)).toEqual([AYCE_ID]);

    t.clock.now = new Date(`${TEST_TODAY}T20:00:00+07:00`);
    const today = await times(`date=${TEST_TODAY}`);
    expect(today.every((x) => x.startTime > '20:00')).toBe(true);
    t.clock.now = new Date(`${TEST_TODAY}T10:00:00+07:00`);
  });

  it('answers 404 for an unknown restaurant and 422 for a bad date', async () => {
    expect(
      (await call(t.app, 'GET', '/api/v5/restaurants/999999/available_times.json?date=2026-01-01')).status,
    ).toBe(404);
    // Digits past the integer column name no restaurant either (the database is never asked).
    for (const id of ['0', '2147483648', '99999999999999999999']) {
      const res = await call(t.app, 'GET', `/api/v5/restaurants/${id}/available_dates.json`);
      expect([res.status, res.body.message]).toEqual([404, 'Restaurant not found']);
    }
    expect(
      (await call(t.app, 'GET', '/api/v5/restaurants/13/available_times.json?date=tomorrow')).status,
    ).toBe(422);
  });
});

describe('seeded pay-at-restaurant AYCE restaurants', () => {
  it.each(PAY_AT_RESTAURANT_AYCE_SLUGS)(
    '%s has an AYCE paid at the restaurant with evening seats every day',
    async (slug) => {
      const [r] = await opened.db.select().from(restaurants).where(eq(restaurants.slug, slug));
      expect(r).toMatchObject({ cityId: 1, isActive: true, isAllowBooking: true });
      const ayce = (await opened.db.select().from(packages).where(eq(packages.restaurantId, r!.id))).filter(
        (p) => p.typeCode === 'ayce' && !p.requiresPrepayment && p.isBookable,
      );
      expect(ayce.length).toBeGreaterThan(0);
      for (let n = 1; n <= 7; n++) {
        const slots = await times(`date=${addDays(TEST_TODAY, n)}`, slug);
        const evening = slots.filter(
          (s) =>
            s.startTime >= '17:00' &&
            s.packages.some(
              (p) => ayce.some((a) => a.id === p.restaurantPackageId) && p.totalSeatLeftPackage >= 3,
            ),
        );
        expect(evening.length, `${slug} day +${n}`).toBeGreaterThan(0);
      }
    },
  );

  it('prepays experiences, delivery and tickets', async () => {
    const all = await opened.db.select().from(packages);
    for (const p of all.filter((x) => x.typeCode === 'xp' || x.typeCode === 'hah' || x.isTicket))
      expect(p.requiresPrepayment, String(p.id)).toBe(true);
    expect(all.some((p) => p.typeCode === 'ayce' && p.requiresPrepayment)).toBe(true);
  });
});

describe('corporates and pending transactions', () => {
  it('validates a secret key, and refuses it on another restaurant', async () => {
    const ok = await call(t.app, 'POST', '/api/v5/corporates/events/validate', {
      secret_key: 'ACME-YEAR-END',
    });
    expect(ok.status).toBe(200);
    expect(corporateEventSchema.parse(ok.body.data)).toEqual({
      id: 1,
      restaurantId: 13,
      name: 'Acme Bangkok year-end party',
      restaurantPackageIds: [AYCE_ID],
    });
    const wrong = await call(t.app, 'POST', '/api/v5/corporates/events/validate', {
      secret_key: 'ACME-YEAR-END',
      restaurant_id: 71,
    });
    expect([wrong.status, wrong.body.message]).toEqual([422, 'You open wrong corporate restaurant']);
    expect(
      (await call(t.app, 'POST', '/api/v5/corporates/events/validate', { secret_key: 'OLD-OFFSITE' })).status,
    ).toBe(404);
    expect((await call(t.app, 'POST', '/api/v5/corporates/events/validate', { secret_key: '' })).status).toBe(
      422,
    );
  });

  it('pending transactions: a guest has none, a token that is no live session is 401', async () => {
    const none = await call(t.app, 'GET', '/api/v5/pending_transactions.json');
    expect([none.status, none.body.data]).toEqual([200, []]);
    const some = await call(t.app, 'GET', '/api/v5/pending_transactions.json', undefined, {
      Authorization: 'Bearer x',
    });
    expect([some.status, some.body.message]).toEqual([401, 'Your session has expired, Please login again']);
  });
});

describe('restaurant detail', () => {
  it('tells which packages are paid when booking', async () => {
    const catalogue = catalogueApp(opened);
    const res = await catalogue.request('/api/v5/restaurants/asok-hotel-buffet.json');
    const detail = restaurantDetailResourceSchema.parse(
      (toCamelKeys<{ data: unknown }>(await res.json())).data,
    ).attributes;
    const ayce = detail.packages.find((p) => p.typeCode === 'ayce');
    expect(ayce?.requiresPrepayment).toBe(true);
    const sabai = await catalogue.request('/api/v5/restaurants/sabai-shabu-emquartier.json');
    const other = restaurantDetailResourceSchema.parse(
      (toCamelKeys<{ data: unknown }>(await sabai.json())).data,
    ).attributes;
    expect(other.packages.find((p) => p.id === AYCE_ID)?.requiresPrepayment).toBe(false);
  });
});
