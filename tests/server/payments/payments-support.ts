import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv, ServerContext } from '@server/context';
import type { Database } from '@server/db/client';
import { reservations, seatClaims, seatSlots } from '@server/db/schema/booking';
import { packages } from '@server/db/schema/packages';
import { restaurants } from '@server/db/schema/restaurants';
import { createPlatformApp } from '@server/http/platform';
import type { PaymentsConfig } from '@server/modules/payments/payment-config';
import { createPaymentRoutes } from '@server/modules/payments/routes';
import { createPaymentsModule, type PaymentsModule } from '@server/modules/payments/payments-module';
import { createSandboxRoutes } from '@server/modules/payments/sandbox-routes';
import { testContext } from '../support/test-db';

export const TEST_CONFIG: PaymentsConfig = {
  gateway: 'sandbox',
  webhookSecret: 'test-webhook-secret',
  omisePublicKey: null,
  omiseSecretKey: null,
  webhookUrl: null,
  sandboxPromptpay: { type: 'phone', value: '0812345678' },
  pendingChargeMinutes: 10,
};

export interface PaymentsHarness {
  ctx: ServerContext & { writes: [string, unknown][] };
  app: Hono<AppEnv>;
  module: PaymentsModule;
  clock: { now: Date };
  /** Webhook deliveries the sandbox made (through the app, like over HTTP). */
  deliveries: { status: number; body: string }[];
  errors: string[];
}

/**
 * The payment routes and the sandbox pages on the platform app, over a test database, with a settable
 * clock; the sandbox's webhooks go through the same app (its injected fetch), like a real delivery.
 */
export function paymentsHarness(db: Database, opts: { realFetch?: boolean } = {}): PaymentsHarness {
  const ctx = testContext(db);
  const clock = { now: new Date('2026-11-21T05:00:00.000Z') };
  ctx.now = () => clock.now;
  const errors: string[] = [];
  ctx.log = { info: () => {}, warn: () => {}, error: (msg) => errors.push(msg) };
  const deliveries: { status: number; body: string }[] = [];
  let app: Hono<AppEnv> | null = null;
  const module = createPaymentsModule(ctx, {
    config: TEST_CONFIG,
    fetch: opts.realFetch
      ? undefined
      : async (input, init) => {
          const res = await app!.request(input, init);
          deliveries.push({ status: res.status, body: typeof init?.body === 'string' ? init.body : '' });
          return res;
        },
  });
  app = createPlatformApp(ctx, {}, (a) => {
    a.route('/api/v5', createPaymentRoutes(module));
    a.route('/sandbox-gateway', createSandboxRoutes(module));
  });
  return { ctx, app, module, clock, deliveries, errors };
}

let serial = 0;

/** A prepaid reservation waiting for payment, with live seat claims (as the booking module makes it). */
export async function waitingReservation(
  db: Database,
  opts: { totalMinor?: number; currency?: 'THB' | 'SGD'; seats?: number } = {},
) {
  const currency = opts.currency ?? 'THB';
  const [restaurant] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.currency, currency))
    .limit(1);
  const [pkg] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.restaurantId, restaurant!.id))
    .limit(1);
  serial += 1;
  const [row] = await db
    .insert(reservations)
    .values({
      encryptedId: `enc-${serial}-${Math.random().toString(36).slice(2)}abcdefghijkl`,
      firebaseKey: `fb-${serial}-${Math.random().toString(36).slice(2)}abcdefghijkl`,
      reference: `T${String(serial).padStart(7, '0')}`,
      restaurantId: restaurant!.id,
      status: 'waiting_for_payment',
      date: '2026-12-01',
      startTime: '18:00',
      adult: 2,
      kids: 0,
      serviceType: 'dine_in',
      currency,
      subtotalMinor: opts.totalMinor ?? 159_800,
      totalMinor: opts.totalMinor ?? 159_800,
      requiresPayment: true,
      guestName: 'Somchai',
      guestEmail: 'somchai@example.com',
      guestPhone: '+66812345678',
    })
    .returning();
  const [slot] = await db
    .insert(seatSlots)
    .values({
      packageId: pkg!.id,
      date: '2026-12-01',
      startTime: `18:${String(serial % 60).padStart(2, '0')}`,
    })
    .onConflictDoNothing()
    .returning();
  await db.insert(seatClaims).values({ slotId: slot!.id, seats: opts.seats ?? 2, reservationId: row!.id });
  return row!;
}

export async function liveSeats(db: Database, reservationId: number): Promise<number> {
  const rows = await db
    .select({ seats: seatClaims.seats })
    .from(seatClaims)
    .where(and(eq(seatClaims.reservationId, reservationId), isNull(seatClaims.releasedAt)));
  return rows.reduce((sum, r) => sum + r.seats, 0);
}

export async function statusOf(db: Database, reservationId: number): Promise<string> {
  const [row] = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row!.status;
}

/** Tokenizes a card the way the card form's script does (JSON to the sandbox, never to /api/v5). */
export async function tokenize(app: Hono<AppEnv>, number: string): Promise<string> {
  const res = await app.request('/sandbox-gateway/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Somchai Jaidee',
      number,
      expiration_month: 12,
      expiration_year: 2030,
      security_code: '123',
    }),
  });
  const body = (await res.json()) as { id: string };
  if (res.status !== 200) throw new Error(`tokenize ${res.status}`);
  return body.id;
}

export async function startPaymentCall(
  app: Hono<AppEnv>,
  encryptedId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await app.request(`/api/v5/reservations/${encryptedId}/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; message: string | null; data: Record<string, unknown> },
  };
}
