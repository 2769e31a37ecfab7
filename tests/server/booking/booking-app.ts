import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv, ServerContext } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { inventories } from '@server/db/schema/packages';
import { addDays } from '@server/db/seed/dates';
import { toCamelKeys } from '@/contract/wire-case';
import { errorHandler } from '@server/http/errors';
import { languageMiddleware } from '@server/http/language';
import { createBookingRoutes } from '@server/modules/booking/routes';
import { TEST_TODAY, testContext } from '../support/test-db';

/** sabai-shabu-emquartier: Bangkok AYCE, pay at the restaurant, evening inventory every day. */
export const RESTAURANT_ID = 13;
export const AYCE_ID = 30;
export const TOMORROW = addDays(TEST_TODAY, 1);

export interface BookingTestApp {
  app: Hono<AppEnv>;
  ctx: ServerContext & { writes: [string, unknown][] };
  clock: { now: Date };
}

/** The booking routes over a test database with a settable clock (10:00 today in Bangkok to start). */
export function bookingApp(opened: OpenedDatabase, holdMinutes = 10, rateLimitScale?: number): BookingTestApp {
  const clock = { now: new Date(`${TEST_TODAY}T10:00:00+07:00`) };
  const base = testContext(opened.db);
  const ctx = {
    ...base,
    now: () => clock.now,
    config: { ...base.config, holdMinutes, ...(rateLimitScale === undefined ? {} : { rateLimitScale }) },
  };
  const app = new Hono<AppEnv>();
  app.use(languageMiddleware());
  app.route('/api/v5', createBookingRoutes(ctx));
  app.onError(errorHandler(ctx.log));
  return { app, ctx, clock };
}

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown> & { success?: boolean; message?: string; data?: unknown };
}

export async function call(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const res = await app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-HH-Language': 'en', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: toCamelKeys<JsonAnswer['body']>(await res.json()) };
}

/** A hold body in the wire's snake_case. */
export function holdBody(
  over: { date?: string; startTime?: string; adult?: number; kids?: number; packageId?: number } = {},
) {
  return {
    reservation: {
      date: over.date ?? TOMORROW,
      restaurant_id: RESTAURANT_ID,
      start_time: over.startTime ?? '19:00',
      adult: over.adult ?? 2,
      kids: over.kids ?? 0,
    },
    packages: [{ id: over.packageId ?? AYCE_ID, quantity: 1, menus: [] }],
  };
}

/** Makes the package offer exactly `seats` at `startTime` on `date` (a dated row overrides weekdays). */
export async function setSeats(
  opened: OpenedDatabase,
  packageId: number,
  date: string,
  startTime: string,
  seats: number,
): Promise<void> {
  const [pkgRow] = await opened.db
    .select({ restaurantId: inventories.restaurantId })
    .from(inventories)
    .where(eq(inventories.packageId, packageId))
    .limit(1);
  await opened.db
    .insert(inventories)
    .values({ restaurantId: pkgRow!.restaurantId, packageId, date, weekday: null, startTime, seats });
}
