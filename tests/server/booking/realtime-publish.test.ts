import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { addDays } from '@server/db/seed/dates';
import { toCamelKeys } from '@/contract/wire-case';
import { errorHandler } from '@server/http/errors';
import { languageMiddleware } from '@server/http/language';
import { createBookingRoutes } from '@server/modules/booking/routes';
import { startRealtime, type Realtime } from '@server/realtime/start-realtime';
import { createTestDb, TEST_TODAY, testContext } from '../support/test-db';
import { AYCE_ID, RESTAURANT_ID } from './booking-app';

// The async booking answer only carries the key: the outcome must really be in the realtime database.
let opened: OpenedDatabase;
let realtime: Realtime;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await createTestDb();
  realtime = await startRealtime({ port: 0 }, {});
  const ctx = { ...testContext(opened.db), realtime: realtime.writer };
  app = new Hono<AppEnv>();
  app.use(languageMiddleware());
  app.route('/api/v5', createBookingRoutes(ctx));
  app.onError(errorHandler(ctx.log));
});

afterAll(async () => {
  await realtime.close();
  await opened.close();
});

describe('asyncBooking', () => {
  it('publishes the reservation status at reservations/{firebaseKey}', async () => {
    const res = await app.request('/api/v5/reservations.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        reservation: {
          date: addDays(TEST_TODAY, 2),
          adult: 2,
          kids: 0,
          restaurant_id: RESTAURANT_ID,
          start_time: '21:00',
        },
        packages: [{ id: AYCE_ID, quantity: 1, menus: [] }],
        guest_user: { name: 'Ann', email: 'ann@example.com', phone: '+66812345678' },
        async_booking: true,
      }),
    });
    expect(res.status).toBe(200);
    const body = toCamelKeys<{ success: boolean; firebaseKey: string }>(await res.json());
    expect(body.success).toBe(true);
    const record = (await realtime.writer.read(`reservations/${body.firebaseKey}`)) as Record<
      string,
      unknown
    >;
    expect(record).toMatchObject({
      status: 'pending_arrival',
      restaurantId: RESTAURANT_ID,
      requiresPayment: false,
    });
    expect(record.totalMinor).toBe(159_800);
  });
});
