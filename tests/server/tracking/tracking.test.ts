import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_EVENTS_PER_BATCH } from '@/contract/analytics-event-names';
import type { OpenedDatabase } from '@server/db/client';
import { reservations } from '@server/db/schema/booking';
import { analyticsEvents, rwgConversions } from '@server/db/schema/tracking';
import { createTrackingRoutes } from '@server/modules/tracking/routes';
import { trackingConfigFromEnv } from '@server/modules/tracking/tracking-config';
import { createTestDb } from '../support/test-db';
import { AYCE_ID, bookingApp, call, RESTAURANT_ID, TOMORROW, type BookingTestApp } from '../booking/booking-app';

let opened: OpenedDatabase;
let t: BookingTestApp;
const warnings: [string, Record<string, unknown> | undefined][] = [];

beforeAll(async () => {
  opened = await createTestDb();
  t = bookingApp(opened);
  const warn = t.ctx.log.warn;
  t.ctx.log.warn = (msg, fields) => {
    warnings.push([msg, fields]);
    warn(msg, fields);
  };
  t.app.route('/api/v5', createTrackingRoutes(t.ctx));
});

afterAll(() => opened.close());

const COLLECT = '/api/v5/analytics/events.json';
const at = () => t.clock.now.getTime();

function reservationBody(reservation: Record<string, unknown>, over: Record<string, unknown> = {}) {
  return {
    reservation: { date: TOMORROW, adult: 2, kids: 0, restaurant_id: RESTAURANT_ID, start_time: '19:00', ...reservation },
    packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
    guest_user: { name: 'Somchai Jaidee', email: 'somchai@example.com', phone: '+66812345678' },
    ...over,
  };
}

async function rowOf(encryptedId: string) {
  const [row] = await opened.db.select().from(reservations).where(eq(reservations.encryptedId, encryptedId));
  return row!;
}

describe('reservation tracking fields', () => {
  it('keeps advPartner and clickId whole and each parameter in its column; a maps booking records its conversion', async () => {
    const res = await call(
      t.app,
      'POST',
      '/api/v5/reservations.json',
      reservationBody(
        { adv_partner: 'utm_source=google&utm_medium=maps&utm_version=v3', click_id: 'rwg_token=AJKvS9%2Btok&ia_click_id=ia-1' },
        { fb_conversion: { fbp: 'fb.1.1.2', fbc: null } },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { encryptedId } = res.body.data as { encryptedId: string };
    const row = await rowOf(encryptedId);
    expect(row).toMatchObject({
      advPartner: 'utm_source=google&utm_medium=maps&utm_version=v3',
      utmSource: 'google',
      utmMedium: 'maps',
      utmVersion: 'v3',
      rwgToken: 'AJKvS9+tok',
      iaClickId: 'ia-1',
      acClickId: null,
      fbp: 'fb.1.1.2',
    });
    const conversions = await opened.db.select().from(rwgConversions).where(eq(rwgConversions.reservationId, row.id));
    expect(conversions).toEqual([expect.objectContaining({ rwgToken: 'AJKvS9+tok', adapter: 'local', status: 'recorded' })]);
  });

  it('records no conversion without a maps token, and keeps an older bare partner name as it is', async () => {
    const res = await call(t.app, 'POST', '/api/v5/reservations.json', reservationBody({ adv_partner: 'tagthai' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await rowOf((res.body.data as { encryptedId: string }).encryptedId);
    expect(row).toMatchObject({ advPartner: 'tagthai', utmSource: null, rwgToken: null });
    expect(await opened.db.select().from(rwgConversions).where(eq(rwgConversions.reservationId, row.id))).toEqual([]);
  });

  it('refuses oversized tracking fields with 422, never a 500', async () => {
    for (const reservation of [{ click_id: 'x'.repeat(2001) }, { adv_partner: 'y'.repeat(1001) }, { click_id: 42 }]) {
      const res = await call(t.app, 'POST', '/api/v5/reservations.json', reservationBody(reservation));
      expect(res.status, JSON.stringify(reservation).slice(0, 40)).toBe(422);
    }
    const fb = await call(t.app, 'POST', '/api/v5/reservations.json', reservationBody({}, { fb_conversion: { fbp: 'z'.repeat(301) } }));
    expect(fb.status).toBe(422);
  });
});

describe('analytics collector', () => {
  it('stores known events sanitised, the device as a hash and the page without its query', async () => {
    const res = await call(t.app, 'POST', COLLECT, {
      device_id: 'device-abcdef12',
      page: '/restaurants/som-tam?token=secret',
      events: [
        { name: 'page_view', params: { path: '/restaurants/som-tam' }, at: at() },
        { name: 'add_payment_info', params: { method: 'card', card_number: '4242424242424242', place_name: 'Siam', birthday: '13-04' }, at: at() },
      ],
    });
    expect(res).toMatchObject({ status: 200, body: { success: true, data: { accepted: 2 } } });
    const rows = await opened.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'add_payment_info'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toEqual({ method: 'card', birthday: '13-04' });
    expect(rows[0]!.page).toBe('/restaurants/som-tam');
    expect(rows[0]!.deviceHash).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0]!.deviceHash).not.toContain('device');
  });

  it('refuses a batch with an unknown event name (422, the name said and logged) and stores none of it', async () => {
    const before = (await opened.db.select().from(analyticsEvents)).length;
    const res = await call(t.app, 'POST', COLLECT, {
      events: [
        { name: 'page_view', params: {}, at: at() },
        { name: 'export_all_cards', params: {}, at: at() },
      ],
    });
    expect(res).toMatchObject({ status: 422, body: { success: false, message: 'Unknown event name: export_all_cards' } });
    expect((await opened.db.select().from(analyticsEvents)).length).toBe(before);
    expect(warnings).toContainEqual(['unknown analytics event refused', { name: 'export_all_cards' }]);
    const th = await call(t.app, 'POST', COLLECT, { events: [{ name: 'nope', params: {}, at: at() }] }, { 'X-HH-Language': 'th' });
    expect(th.body.message).toBe('ไม่รู้จักชื่อเหตุการณ์: nope');
  });

  it('refuses bad batches with 4xx, never a 500', async () => {
    const tooMany = Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => ({ name: 'page_view', params: {}, at: at() }));
    for (const body of [
      {},
      { events: [] },
      { events: tooMany },
      { events: [{ name: 'page_view', params: { nested: { a: 1 } }, at: at() }] },
      { events: [{ name: 'page_view', params: {}, at: -1 }] },
      { events: [{ name: 'x'.repeat(61), params: {}, at: at() }] },
      { device_id: 'bad id!', events: [{ name: 'page_view', params: {}, at: at() }] },
    ]) {
      const res = await call(t.app, 'POST', COLLECT, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const big = await t.app.request(COLLECT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(40_000) });
    expect(big.status).toBe(413);
  });
});

describe('operator view of a reservation tracking', () => {
  it('answers 404 without the operator secret', async () => {
    const res = await t.app.request('/api/v5/operator/reservations/AAAAAAAAAAAAAAAAAAAAAAAA/tracking.json');
    expect(res.status).toBe(404);
  });
});

describe('tracking config', () => {
  it('keeps everything local unless both halves of a destination are set', () => {
    expect(trackingConfigFromEnv({})).toEqual({ ga4: null, rwg: null });
    expect(trackingConfigFromEnv({ GA4_MEASUREMENT_ID: 'G-1' }).ga4).toBeNull();
    expect(trackingConfigFromEnv({ RWG_CONVERSION_URL: 'https://example.test/c' }).rwg).toBeNull();
    expect(trackingConfigFromEnv({ GA4_MEASUREMENT_ID: 'G-1', GA4_API_SECRET: 's' }).ga4?.measurementId).toBe('G-1');
  });
});
