import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { reservationSchema, temporaryReservationSchema } from '@/contract/booking';
import type { OpenedDatabase } from '@server/db/client';
import { reservations, seatClaims, temporaryReservations } from '@server/db/schema/booking';
import { inventories, menuSections, menus, packages } from '@server/db/schema/packages';
import { restaurants } from '@server/db/schema/restaurants';
import { addDays } from '@server/db/seed/dates';
import { createTestDb, TEST_TODAY } from '../support/test-db';
import {
  AYCE_ID,
  bookingApp,
  call,
  holdBody,
  RESTAURANT_ID,
  setSeats,
  TOMORROW,
  type BookingTestApp,
} from './booking-app';
import { deliveryReservation, deliverySlot } from './delivery-package';

let opened: OpenedDatabase;
let t: BookingTestApp;

beforeAll(async () => {
  opened = await createTestDb();
  t = bookingApp(opened);
});

afterAll(async () => {
  await opened.close();
});

const GUEST = { name: 'Somchai Jaidee', email: 'somchai@example.com', phone: '+66812345678' };

function reservationBody(over: Record<string, unknown> = {}, reservation: Record<string, unknown> = {}) {
  return {
    reservation: {
      date: TOMORROW,
      adult: 2,
      kids: 1,
      restaurant_id: RESTAURANT_ID,
      start_time: '19:00',
      special_request: 'Window seat please',
      ...reservation,
    },
    packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
    guest_user: GUEST,
    ...over,
  };
}

const reserve = (body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/v5/reservations.json', body, headers);

async function seatsLeft(
  packageId: number,
  date: string,
  time: string,
  restaurant = RESTAURANT_ID,
  kind = 'dine_in',
) {
  const { body } = await call(
    t.app,
    'GET',
    `/api/v5/restaurants/${restaurant}/available_times.json?date=${date}&kind=${kind}`,
  );
  const times = body.data as {
    startTime: string;
    packages: { restaurantPackageId: number; totalSeatLeftPackage: number }[];
  }[];
  return times.find((x) => x.startTime === time)?.packages.find((p) => p.restaurantPackageId === packageId)
    ?.totalSeatLeftPackage;
}

describe('POST /reservations.json (guest, pay at the restaurant)', () => {
  it('books 2 adults + 1 kid: confirmed, priced by the rules, seats claimed, published', async () => {
    const before = (await seatsLeft(AYCE_ID, TOMORROW, '19:00'))!;
    const res = await reserve(
      reservationBody(
        {
          channel: 'web',
          source: 'google',
          fb_conversion: { fbp: 'fb.1.1', fbc: 'fb.1.2' },
          guests_attributes: [{ name: 'Malee', phone: '+66898765432' }],
        },
        { click_id: 'click-1', adv_partner: 'tagthai', dining_occasion_id: 1 },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const r = reservationSchema.parse(res.body.data);
    expect(r.status).toBe('pending_arrival');
    expect(r.requiresPayment).toBe(false);
    // 2 × ฿799 + 1 kid × ฿799 × 60 % (฿479.40, charged in whole baht: ฿479; decision 0022).
    expect(r.total.amount).toBe(2077);
    expect(r.total.format).toBe('฿2,077');
    expect(r.subtotal.amount).toBe(2077);
    expect(r.deliveryFee.amount).toBe(0);
    expect(r.packages).toEqual([expect.objectContaining({ restaurantPackageId: AYCE_ID, typeCode: 'ayce' })]);
    expect(r.serviceType).toBe('dine_in');
    expect(r.encryptedId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await seatsLeft(AYCE_ID, TOMORROW, '19:00')).toBe(before - 3);

    const [row] = await opened.db
      .select()
      .from(reservations)
      .where(eq(reservations.encryptedId, r.encryptedId));
    expect(row).toMatchObject({
      guestName: GUEST.name,
      guestPhone: GUEST.phone,
      recordedGuestName: 'Malee',
      clickId: 'click-1',
      advPartner: 'tagthai',
      fbp: 'fb.1.1',
      fbc: 'fb.1.2',
      source: 'google',
      diningOccasionId: 1,
      specialRequest: 'Window seat please',
      totalMinor: 207_700,
    });
    expect(String(row!.id)).not.toBe(r.encryptedId);
    const again = await call(t.app, 'GET', `/api/v5/reservations/${r.encryptedId}.json`);
    expect(again.status).toBe(200);
    expect(reservationSchema.parse(again.body.data)).toEqual(r);
    expect((await call(t.app, 'GET', '/api/v5/reservations/AAAAAAAAAAAAAAAAAAAAAAAA.json')).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/v5/reservations/${row!.id}.json`)).status).toBe(404);
    expect(t.ctx.writes).toContainEqual([
      `reservations/${r.firebaseKey}`,
      expect.objectContaining({ status: 'pending_arrival', encryptedId: r.encryptedId }),
    ]);
  });

  it('turns the matching live hold into the reservation, even when the slot is otherwise full', async () => {
    const date = addDays(TEST_TODAY, 2);
    await setSeats(opened, AYCE_ID, date, '19:00', 3);
    const hold = temporaryReservationSchema.parse(
      (await call(t.app, 'POST', '/api/v5/temporary_reservations', holdBody({ date, adult: 2, kids: 1 })))
        .body.data,
    );
    expect(await seatsLeft(AYCE_ID, date, '19:00')).toBe(0);
    // Someone else cannot book the held seats.
    expect((await reserve(reservationBody({}, { date, kids: 0, adult: 1 }))).status).toBe(409);

    const res = await reserve(
      reservationBody({ tmp_reservation_id: hold.tmpReservationId, hold_token: hold.holdToken }, { date }),
    );
    expect(res.status).toBe(200);
    const [held] = await opened.db
      .select({ reservationId: temporaryReservations.reservationId })
      .from(temporaryReservations)
      .where(eq(temporaryReservations.id, hold.tmpReservationId));
    expect(held?.reservationId).not.toBeNull();
    // The reservation's claims never expire: still full after the hold's expiry.
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 60 * 60_000);
    expect(await seatsLeft(AYCE_ID, date, '19:00')).toBe(0);
    t.clock.now = saved;
    const live = await opened.db
      .select()
      .from(seatClaims)
      .where(
        and(eq(seatClaims.temporaryReservationId, hold.tmpReservationId), isNull(seatClaims.releasedAt)),
      );
    expect(live).toHaveLength(0);
  });

  it('answers sold out when the seats are gone', async () => {
    const date = addDays(TEST_TODAY, 3);
    await setSeats(opened, AYCE_ID, date, '19:00', 2);
    const res = await reserve(reservationBody({}, { date }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Sorry, Premium All You Can Eat is sold out at 19:00 on ${date}. Please choose another time.`,
    );
    expect(await seatsLeft(AYCE_ID, date, '19:00')).toBe(2);
  });

  it('books once per Idempotency-Key', async () => {
    const body = reservationBody({}, { date: addDays(TEST_TODAY, 6) });
    const headers = { 'Idempotency-Key': 'booking-test-key-1' };
    const a = await reserve(body, headers);
    const b = await reserve(body, headers);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const rows = await opened.db
      .select()
      .from(reservations)
      .where(eq(reservations.encryptedId, reservationSchema.parse(a.body.data).encryptedId));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /reservations.json refusals', () => {
  it('asks members to log in again and guests for their details', async () => {
    const member = await reserve(reservationBody({ access_token: 'abc', guest_user: null }));
    expect([member.status, member.body.message]).toEqual([
      401,
      'Your session has expired, Please login again',
    ]);
    const noGuest = await reserve(reservationBody({ guest_user: null }));
    expect([noGuest.status, noGuest.body.message]).toEqual([422, 'Name field is required']);
    const badEmail = await reserve(reservationBody({ guest_user: { ...GUEST, email: 'nope' } }));
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.message).toMatch(/is not valid email address/);
    // An empty e-mail and an empty phone have their own prompts, in both languages.
    const noEmail = await reserve(reservationBody({ guest_user: { ...GUEST, email: ' ' } }));
    expect([noEmail.status, noEmail.body.message]).toEqual([422, 'Please enter your email address']);
    const noPhone = await reserve(reservationBody({ guest_user: { ...GUEST, phone: '' } }), { 'X-HH-Language': 'th' });
    expect([noPhone.status, noPhone.body.message]).toEqual([422, 'กรุณากรอกเบอร์โทรศัพท์ของคุณ']);
    const badPhone = await reserve(reservationBody({ guest_user: { ...GUEST, phone: '0812' } }));
    expect([badPhone.status, badPhone.body.message]).toEqual([422, 'Phone field is required']);
  });

  it('recomputes the price: a tampered selection or a different expected total is refused', async () => {
    const [otherMenu] = await opened.db
      .select({ id: menus.id })
      .from(menus)
      .innerJoin(menuSections, eq(menuSections.id, menus.sectionId))
      .where(ne(menuSections.packageId, AYCE_ID))
      .limit(1);
    const foreign = await reserve(
      reservationBody({
        packages: [{ id: AYCE_ID, quantity: 1, menus: [{ id: otherMenu!.id, quantity: 1 }] }],
      }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(`menu ${otherMenu!.id} is not in this package`);

    const cheap = await reserve(reservationBody({ expected_total: 100 }));
    expect(cheap.status).toBe(409);
    expect(cheap.body.message).toBe('The price has changed to ฿2,077, please check your booking again');
    // The satang the diner was once charged but never shown are refused too.
    const satang = await reserve(reservationBody({ expected_total: 2077.4 }, { start_time: '21:00' }));
    expect(satang.status).toBe(409);
    const right = await reserve(reservationBody({ expected_total: 2077 }, { start_time: '21:00' }));
    expect(right.status).toBe(200);
  });

  it("refuses another restaurant's corporate event and accepts its own", async () => {
    const wrong = await reserve(reservationBody({ corporate_event_id: 2 }));
    expect([wrong.status, wrong.body.message]).toEqual([422, 'You open wrong corporate restaurant']);
    const th = await reserve(reservationBody({ corporate_event_id: 2 }), { 'X-HH-Language': 'th' });
    expect(th.body.message).toBe('คุณเปิดร้านอาหารของงานองค์กรไม่ถูกต้อง');
    const own = await reserve(reservationBody({ corporate_event_id: 1 }, { date: addDays(TEST_TODAY, 7) }));
    expect(own.status).toBe(200);
  });
});

describe('big groups, delivery, prepaid packages, async booking', () => {
  it('refuses a big group where the restaurant takes none, and leaves one pending confirmation where it does', async () => {
    const refused = await reserve(reservationBody({ big_group: true }));
    expect(refused.status).toBe(422);

    const [r] = await opened.db
      .select({ id: restaurants.id, pkg: packages.id })
      .from(restaurants)
      .innerJoin(packages, eq(packages.restaurantId, restaurants.id))
      .innerJoin(inventories, eq(inventories.packageId, packages.id))
      .where(
        and(
          eq(restaurants.isEnableBigGroup, true),
          eq(restaurants.cityId, 1),
          eq(packages.typeCode, 'ayce'),
          eq(packages.isBookable, true),
          isNull(packages.expiryDate),
        ),
      )
      .limit(1);
    const date = addDays(TEST_TODAY, 8);
    await setSeats(opened, r!.pkg, date, '19:00', 10);
    const res = await reserve(
      reservationBody(
        { big_group: true, packages: [{ id: r!.pkg, quantity: 1, menus: [] }] },
        { restaurant_id: r!.id, date, adult: 25, kids: 0 },
      ),
    );
    expect(res.status).toBe(200);
    expect(reservationSchema.parse(res.body.data)).toMatchObject({
      status: 'pending_confirmation',
      bigGroup: true,
    });
  });

  it('delivers hah with the distance fee, and refuses without a location or out of the area', async () => {
    const slot = await deliverySlot(opened.db);
    const { hah } = slot;

    const near = { address: 'Soi 1', detail: 'Room 5', lat: hah.lat + 0.01, lng: hah.lng }; // ~1.1 km
    const base = { packages: [{ id: hah.id, quantity: 2, menus: [] }] };
    const reservation = deliveryReservation(slot);
    const ok = await reserve(reservationBody({ ...base, address: near }, reservation));
    expect(ok.status).toBe(200);
    const r = reservationSchema.parse(ok.body.data);
    expect(r.serviceType).toBe('delivery');
    expect(r.deliveryFee.amount).toBe(40);
    expect(r.total.amount).toBe(r.subtotal.amount + 40);
    expect(r.status).toBe('waiting_for_payment');
    expect(r.requiresPayment).toBe(true);
    const [row] = await opened.db
      .select()
      .from(reservations)
      .where(eq(reservations.encryptedId, r.encryptedId));
    expect(row!.distanceKm).toBeCloseTo(1.11, 1);
    // The detail is stored as one text with its address (an older client sends them apart).
    expect(row!.deliveryAddress).toMatchObject({ address: 'Soi 1', detail: 'Soi 1 | Room 5' });

    const far = await reserve(
      reservationBody({ ...base, address: { ...near, lat: hah.lat + 0.5 } }, reservation),
    );
    expect([far.status, far.body.message]).toEqual([
      422,
      'Sorry, your location is outside the delivery area of this restaurant',
    ]);
    const none = await reserve(reservationBody(base, reservation));
    expect([none.status, none.body.message]).toEqual([422, 'Please choose a delivery address']);
  });

  it('answers an async booking with its firebase key and publishes the outcome there', async () => {
    const res = await reserve(reservationBody({ async_booking: true }, { date: addDays(TEST_TODAY, 9) }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Your reservation is being processed' });
    const key = res.body.firebaseKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(t.ctx.writes).toContainEqual([
      `reservations/${key}`,
      expect.objectContaining({ status: 'pending_arrival' }),
    ]);
  });
});
