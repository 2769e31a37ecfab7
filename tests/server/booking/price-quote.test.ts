import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationSchema } from '@/contract/booking';
import { priceQuoteSchema } from '@/contract/price-quote';
import type { OpenedDatabase } from '@server/db/client';
import { reservations } from '@server/db/schema/booking';
import { payments, sandboxCharges } from '@server/db/schema/payments';
import { PREPAID_AYCE_RESTAURANT_IDS } from '@server/db/seed/booking-prepayment';
import { createTestDb } from '../support/test-db';
import { paymentsHarness, startPaymentCall, tokenize, type PaymentsHarness } from '../payments/payments-support';
import { bookingApp, call, TOMORROW, type BookingTestApp } from './booking-app';

/**
 * POST /reservations/price_quote.json and decision 0022: the booking flow shows the server's quote, and
 * the quote, the reservation, the gateway charge and the database agree to the satang. The seeded
 * asok-hotel-buffet (prepaid) sells its buffet at ฿1,499 with kids at 60 %: 2 adults + 1 kid is ฿3,897
 * (exactly 3,897.40, which used to be charged while ฿3,897 was shown).
 */
const ASOK = 53;
const ASOK_AYCE = 114;

let opened: OpenedDatabase;
let t: BookingTestApp;
let pay: PaymentsHarness;

beforeAll(async () => {
  opened = await createTestDb();
  t = bookingApp(opened);
  pay = paymentsHarness(opened.db);
}, 120_000);

afterAll(() => opened.close());

const quoteBody = (over: Record<string, unknown> = {}) => ({
  restaurant_id: ASOK,
  adult: 2,
  kids: 1,
  packages: [{ id: ASOK_AYCE, quantity: 3, menus: [] }],
  ...over,
});

const quote = (body: unknown, lang = 'en') =>
  call(t.app, 'POST', '/api/v5/reservations/price_quote.json', body, { 'X-HH-Language': lang });

describe('POST /reservations/price_quote.json', () => {
  it('the seed still has the kids-rate package the journeys book', () => {
    expect(PREPAID_AYCE_RESTAURANT_IDS.has(ASOK)).toBe(true);
  });

  it('prices 2 adults + 1 kid at a 60 % kids rate in whole baht, the same in Thai and English', async () => {
    const en = await quote(quoteBody());
    expect(en.status).toBe(200);
    const q = priceQuoteSchema.parse(en.body.data);
    expect(q.total).toEqual({ amount: 3897, currency: 'THB', symbol: '฿', format: '฿3,897' });
    expect(q.lines).toHaveLength(1);
    const [line] = q.lines;
    expect([line!.restaurantPackageId, line!.basis]).toEqual([ASOK_AYCE, 'per_head']);
    expect([line!.unitPrice.format, line!.adultsTotal.format, line!.kidsTotal.format, line!.total.format]).toEqual([
      '฿1,499',
      '฿2,998',
      '฿899',
      '฿3,897',
    ]);
    expect(q.deliveryFee.amount).toBe(0);
    expect(q.outOfDeliveryArea).toBe(false);

    const th = priceQuoteSchema.parse((await quote(quoteBody(), 'th')).body.data);
    expect(th.total.format).toBe('฿3,897');
    expect(th.total.amount).toBe(q.total.amount);
  });

  it("refuses what the rules refuse, in the caller's language; unknown restaurant 404", async () => {
    const foreign = await quote(quoteBody({ packages: [{ id: 30, quantity: 1, menus: [] }] }));
    expect(foreign.status).toBe(422);
    const missing = await quote(quoteBody({ restaurant_id: 999_999 }));
    expect(missing.status).toBe(404);
    const bad = await quote(quoteBody({ adult: -1 }));
    expect(bad.status).toBe(422);
  });

  it('the quote is what the reservation stores and the gateway charges, to the satang', async () => {
    const shown = priceQuoteSchema.parse((await quote(quoteBody())).body.data).total;
    const times = await call(t.app, 'GET', `/api/v5/restaurants/${ASOK}/available_times.json?date=${TOMORROW}&kind=dine_in&party=3`);
    const slot = (times.body.data as { startTime: string; packages: { restaurantPackageId: number; totalSeatLeftPackage: number }[] }[]).find(
      (s) => s.packages.some((p) => p.restaurantPackageId === ASOK_AYCE && p.totalSeatLeftPackage >= 3),
    );
    expect(slot).toBeTruthy();
    const created = await call(t.app, 'POST', '/api/v5/reservations.json', {
      reservation: { date: TOMORROW, adult: 2, kids: 1, restaurant_id: ASOK, start_time: slot!.startTime },
      packages: [{ id: ASOK_AYCE, quantity: 3, menus: [] }],
      guest_user: { name: 'Somchai Jaidee', email: 'somchai@example.com', phone: '+66812345678' },
      expected_total: shown.amount,
    });
    expect(created.status).toBe(200);
    const r = reservationSchema.parse(created.body.data);
    expect(r.status).toBe('waiting_for_payment');
    expect(r.total).toEqual(shown);

    const token = await tokenize(pay.app, '4242424242424242');
    const paid = await startPaymentCall(pay.app, r.encryptedId, { method: 'card', token });
    expect(paid.status).toBe(200);

    const [row] = await opened.db.select().from(reservations).where(eq(reservations.encryptedId, r.encryptedId));
    expect(row!.totalMinor).toBe(389_700);
    const [charge] = await opened.db.select().from(payments).where(eq(payments.reservationId, row!.id));
    expect(charge!.amountMinor).toBe(389_700);
    expect(charge!.amountMinor).toBe(Math.round(shown.amount * 100));
    // The gateway's own record of the charge.
    const [atGateway] = await opened.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, charge!.chargeId));
    expect([atGateway!.amount, atGateway!.currency]).toEqual([389_700, 'THB']);
  });
});
