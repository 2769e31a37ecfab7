import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservationSchema } from '@/contract/booking';
import { confirmationSchema } from '@/contract/confirmation';
import { REFERENCE_PATTERN } from '@/domain/booking/booking-reference';
import type { OpenedDatabase } from '@server/db/client';
import { reservations } from '@server/db/schema/booking';
import { addDays } from '@server/db/seed/dates';
import { freshReference } from '@server/modules/booking/reservation-service';
import { createTestDb, TEST_TODAY } from '../support/test-db';
import { AYCE_ID, bookingApp, call, RESTAURANT_ID, TOMORROW, type BookingTestApp } from './booking-app';

let opened: OpenedDatabase;
let t: BookingTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = bookingApp(opened);
});

afterAll(async () => {
  await opened.close();
});

async function book(date: string, over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/v5/reservations.json', {
    reservation: { date, adult: 2, kids: 0, restaurant_id: RESTAURANT_ID, start_time: '19:00' },
    packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
    guest_user: { name: 'Malee Sukjai', email: 'malee@example.com', phone: '+66812345678' },
    ...over,
  });
  expect(res.status).toBe(200);
  return reservationSchema.parse(res.body.data);
}

describe('GET /reservations/{encryptedId}/confirmation.json', () => {
  it("answers the diner's name, the booking reference and the restaurant to call, in the caller's language", async () => {
    const r = await book(TOMORROW);
    const en = await call(t.app, 'GET', `/api/v5/reservations/${r.encryptedId}/confirmation.json`);
    expect(en.status).toBe(200);
    const c = confirmationSchema.parse(en.body.data);
    const [row] = await opened.db.select().from(reservations).where(eq(reservations.encryptedId, r.encryptedId));
    expect(c).toMatchObject({
      encryptedId: r.encryptedId,
      reference: row!.reference,
      dinerName: 'Malee Sukjai',
      status: 'pending_arrival',
      date: TOMORROW,
      startTime: '19:00',
      adult: 2,
      kids: 0,
      serviceType: 'dine_in',
      restaurant: { name: r.restaurantName, slug: r.restaurantSlug },
    });
    expect(c.reference).toMatch(REFERENCE_PATTERN);
    expect(c.checkedAt).toBe(t.clock.now.toISOString());
    // Nothing the door does not need: no e-mail, no phone of the diner, no money.
    expect(JSON.stringify(en.body)).not.toMatch(/malee@example\.com|812345678|total/);

    const th = await call(t.app, 'GET', `/api/v5/reservations/${r.encryptedId}/confirmation.json`, undefined, {
      'X-HH-Language': 'th',
    });
    expect(th.status).toBe(200);
    expect(confirmationSchema.parse(th.body.data).restaurant.name).not.toBe(c.restaurant.name);
  });

  it('names the recorded guest when the booker booked for someone else', async () => {
    const r = await book(addDays(TEST_TODAY, 2), { guests_attributes: [{ name: 'Somchai Jaidee', phone: '+66898765432' }] });
    const res = await call(t.app, 'GET', `/api/v5/reservations/${r.encryptedId}/confirmation.json`);
    expect(confirmationSchema.parse(res.body.data).dinerName).toBe('Somchai Jaidee');
  });

  it('gives every booking its own reference', async () => {
    const a = await book(addDays(TEST_TODAY, 3));
    const b = await book(addDays(TEST_TODAY, 4));
    const refs = await opened.db
      .select({ reference: reservations.reference })
      .from(reservations)
      .where(eq(reservations.encryptedId, a.encryptedId))
      .union(
        opened.db
          .select({ reference: reservations.reference })
          .from(reservations)
          .where(eq(reservations.encryptedId, b.encryptedId)),
      );
    expect(new Set(refs.map((x) => x.reference)).size).toBe(2);
  });

  it('is 404 for an unknown id, a row id and an id of the wrong shape, in the caller’s language', async () => {
    const unknown = await call(t.app, 'GET', '/api/v5/reservations/AAAAAAAAAAAAAAAAAAAAAAAA/confirmation.json');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Reservation not found']);
    const [row] = await opened.db.select({ id: reservations.id }).from(reservations).limit(1);
    expect((await call(t.app, 'GET', `/api/v5/reservations/${row!.id}/confirmation.json`)).status).toBe(404);
    const odd = await call(t.app, 'GET', '/api/v5/reservations/not%20an%20id/confirmation.json', undefined, {
      'X-HH-Language': 'th',
    });
    expect([odd.status, odd.body.message]).toEqual([404, 'ไม่พบการจอง']);
  });
});

describe('freshReference', () => {
  it('draws again when the reference it drew is taken', async () => {
    const [row] = await opened.db.select({ reference: reservations.reference }).from(reservations).limit(1);
    const taken = row!.reference;
    // The taken one's bytes come first, then a free one.
    const bytes = [bytesOf(taken), new Uint8Array([1, 2, 3, 4, 5])];
    const reference = await freshReference(opened.db, () => bytes.shift()!);
    expect(reference).not.toBe(taken);
    expect(reference).toMatch(REFERENCE_PATTERN);
  });

  it('gives up after a few taken draws instead of looping', async () => {
    const [row] = await opened.db.select({ reference: reservations.reference }).from(reservations).limit(1);
    await expect(freshReference(opened.db, () => bytesOf(row!.reference))).rejects.toThrow(/no free booking reference/);
  });
});

/** The 5 bytes a reference spells (the inverse of referenceFromBytes). */
function bytesOf(reference: string): Uint8Array {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let bits = 0n;
  for (const ch of reference) bits = (bits << 5n) | BigInt(alphabet.indexOf(ch));
  return new Uint8Array([4, 3, 2, 1, 0].map((i) => Number((bits >> BigInt(i * 8)) & 255n)));
}
