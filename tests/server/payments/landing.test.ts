import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationLandingSchema } from '@/contract/landing';
import type { OpenedDatabase } from '@server/db/client';
import { payments } from '@server/db/schema/payments';
import { restaurants } from '@server/db/schema/restaurants';
import { toCamelKeys } from '@/contract/wire-case';
import { createTestDb } from '../support/test-db';
import { paymentsHarness, startPaymentCall, waitingReservation, type PaymentsHarness } from './payments-support';

let opened: OpenedDatabase;
let h: PaymentsHarness;

beforeAll(async () => {
  opened = await createTestDb();
  h = paymentsHarness(opened.db);
}, 120_000);

afterAll(() => opened.close());

async function landing(encryptedId: string, lang: 'en' | 'th' = 'en') {
  const res = await h.app.request(`/api/v5/reservations/${encryptedId}/landing.json`, {
    headers: { 'X-HH-Language': lang },
  });
  const body = (await res.json()) as { success: boolean; message: string | null; data: unknown };
  return { res, body };
}

describe('GET /reservations/{encryptedId}/landing.json', () => {
  it('answers the reservation, the restaurant contact and no payment yet, in the contract shape', async () => {
    const r = await waitingReservation(opened.db);
    const [restaurant] = await opened.db.select().from(restaurants).where(eq(restaurants.id, r.restaurantId));
    const { res, body } = await landing(r.encryptedId);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const data = reservationLandingSchema.parse(toCamelKeys(body.data));
    expect(data.reservation).toMatchObject({
      encryptedId: r.encryptedId,
      status: 'waiting_for_payment',
      date: '2026-12-01',
      startTime: '18:00',
      adult: 2,
      restaurantName: restaurant!.nameEn,
    });
    expect(data.reservation.total.amount).toBe(1598);
    expect(data.restaurant).toEqual({
      name: restaurant!.nameEn,
      slug: restaurant!.slug,
      address: restaurant!.addressEn,
      phone: restaurant!.phone,
      location: { lat: restaurant!.lat, lng: restaurant!.lng },
    });
    expect(data.payment).toBeNull();
    // Never the row id, never the guest's personal data.
    expect(JSON.stringify(body)).not.toContain('somchai@example.com');
  });

  it('speaks Thai when asked', async () => {
    const r = await waitingReservation(opened.db);
    const [restaurant] = await opened.db.select().from(restaurants).where(eq(restaurants.id, r.restaurantId));
    const { body } = await landing(r.encryptedId, 'th');
    const data = reservationLandingSchema.parse(toCamelKeys(body.data));
    expect(data.restaurant.name).toBe(restaurant!.nameTh || restaurant!.nameEn);
    expect(data.restaurant.address).toBe(restaurant!.addressTh || restaurant!.addressEn);
  });

  it('404 with the message for an unknown id, a row id or a malformed id', async () => {
    const r = await waitingReservation(opened.db);
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAA', String(r.id), 'bad%20id']) {
      const { res, body } = await landing(id);
      expect(res.status).toBe(404);
      expect(body).toMatchObject({ success: false, message: 'Reservation not found' });
    }
    const th = await landing('AAAAAAAAAAAAAAAAAAAAAAAA', 'th');
    expect(th.body.message).toBe('ไม่พบการจอง');
  });

  it('gives the PromptPay QR while it is payable, and not once it expired', async () => {
    const r = await waitingReservation(opened.db, { totalMinor: 50_000 });
    const started = await startPaymentCall(h.app, r.encryptedId, { method: 'promptpay' });
    expect(started.status).toBe(200);
    const before = reservationLandingSchema.parse(toCamelKeys((await landing(r.encryptedId)).body.data));
    expect(before.payment).toMatchObject({ method: 'promptpay', status: 'pending' });
    expect(before.payment!.qr!.payload).toMatch(/^000201/);
    expect(before.payment!.qr!.payload).toContain('5406500.00');

    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 301_000);
    try {
      const after = reservationLandingSchema.parse(toCamelKeys((await landing(r.encryptedId)).body.data));
      expect(after.payment?.qr).toBeNull();
    } finally {
      h.clock.now = saved;
    }
  });

  it('after a bank payment: the booking is pending_arrival, the payment successful, no QR', async () => {
    const r = await waitingReservation(opened.db);
    const started = await startPaymentCall(h.app, r.encryptedId, { method: 'promptpay' });
    const [payment] = await opened.db
      .select()
      .from(payments)
      .where(eq(payments.publicId, started.body.data.payment_id as string));
    const paid = await h.app.request(`/sandbox-gateway/charges/${payment!.chargeId}/pay`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect(paid.status).toBe(200);
    const data = reservationLandingSchema.parse(toCamelKeys((await landing(r.encryptedId)).body.data));
    expect(data.reservation.status).toBe('pending_arrival');
    expect(data.payment).toMatchObject({ status: 'successful', qr: null });
  });
});
