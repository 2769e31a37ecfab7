import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv, ServerContext } from '@server/context';
import type { Database } from '@server/db/client';
import { payments } from '@server/db/schema/payments';
import { createApp } from '@server/http/app';
import { createPaymentsModule } from '@server/modules/payments/payments-module';
import { holdBody } from '../booking/booking-app';
import { TEST_CONFIG, tokenize, waitingReservation } from '../payments/payments-support';
import { createMember } from '../support/members';
import { testContext } from '../support/test-db';

/**
 * The whole HTTP surface as the server builds it (server/http/app.ts: platform middleware, every module,
 * the sandbox gateway's pages) over a test database, plus a few real rows made through the API, so
 * fuzzed requests can name things that exist and get past "not found" into the code behind it.
 */
export interface FuzzApp {
  app: Hono<AppEnv>;
  ctx: ServerContext;
  /** Errors the server logged (an unhandled error's message and stack), newest last. */
  logged: string[];
  known: KnownValues;
}

export interface KnownValues {
  memberToken: string;
  holdId: number;
  holdToken: string;
  /** A pay-at-restaurant reservation and a prepaid one waiting for its PromptPay payment. */
  encryptedIds: string[];
  paymentId: string;
  chargeId: string;
  cardToken: string;
}

export async function createFuzzApp(db: Database): Promise<FuzzApp> {
  const ctx = testContext(db);
  const logged: string[] = [];
  ctx.log = {
    info: () => {},
    warn: () => {},
    error: (msg, fields) => logged.push(`${msg} ${asText(fields?.error)}\n${asText(fields?.stack)}`),
  };
  // Webhooks the sandbox sends are answered here and go nowhere: no state changes between requests.
  const paymentsModule = createPaymentsModule(ctx, {
    config: TEST_CONFIG,
    fetch: () => Promise.resolve(new Response('ok')),
  });
  const app = createApp(ctx, { payments: paymentsModule });

  const member = await createMember(db);
  const hold = await json(app, 'POST', '/api/v5/temporary_reservations', holdBody());
  const holdData = hold.data as { tmp_reservation_id: number; hold_token: string };
  const booked = await json(app, 'POST', '/api/v5/reservations.json', {
    ...holdBody(),
    guest_user: { name: 'Fuzz Guest', email: 'fuzz@example.com', phone: '+66812345678' },
  });
  const waiting = await waitingReservation(db);
  const started = await json(app, 'POST', `/api/v5/reservations/${waiting.encryptedId}/payments`, {
    method: 'promptpay',
  });
  const payment = started.data as { payment_id: string };
  const [charge] = await db
    .select({ chargeId: payments.chargeId })
    .from(payments)
    .where(eq(payments.publicId, payment.payment_id));
  return {
    app,
    ctx,
    logged,
    known: {
      memberToken: member.token,
      holdId: holdData.tmp_reservation_id,
      holdToken: holdData.hold_token,
      encryptedIds: [(booked.data as { encrypted_id: string }).encrypted_id, waiting.encryptedId],
      paymentId: payment.payment_id,
      chargeId: charge!.chargeId,
      cardToken: await tokenize(app, '4242424242424242'),
    },
  };
}

async function json(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  body: unknown,
): Promise<{ data: unknown }> {
  const res = await app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { data: unknown };
  if (res.status >= 300)
    throw new Error(`fuzz setup: ${method} ${path} answered ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Tables a request may change: everything of bookings, payments, accounts, and the stored answers of
 * idempotent requests that succeeded (a refusal's answer is stored on purpose, so a retry gets it again).
 * Their rows are hashed, so an update shows as well as an insert or a delete. Rate-limit counters are
 * left out: counting attempts, refused ones too, is their job.
 */
const STATE_TABLES = [
  'users',
  'access_tokens',
  'seat_slots',
  'seat_claims',
  'temporary_reservations',
  'reservations',
  'reservation_packages',
  'reservation_package_menus',
  'corporate_events',
  'corporate_event_packages',
  'payments',
  'payment_webhook_events',
  'payment_customers',
  'sandbox_tokens',
  'sandbox_customers',
  'sandbox_cards',
  'sandbox_sources',
  'sandbox_charges',
];

/** Row counts and row hashes of the state tables (a few ms: taken around every request). */
export async function stateFingerprint(db: Database): Promise<string> {
  return fingerprint(db, [
    ...STATE_TABLES.map(
      (t) => `(select count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) from ${t} x)`,
    ),
    `(select count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) from idempotency_keys x where status_code < 400)`,
  ]);
}

/**
 * Row counts and row hashes of every other table (the catalogue, read-only to every endpoint): taken
 * before and after the whole run, being too slow for every request.
 */
export async function catalogueFingerprint(db: Database): Promise<string> {
  const rows = await rowsOf<{ t: string }>(
    db,
    `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const skip = new Set([...STATE_TABLES, 'idempotency_keys', 'rate_limit_hits']);
  const tables = rows
    .map((r) => r.t)
    .filter((t) => !skip.has(t))
    .sort();
  return fingerprint(
    db,
    tables.map(
      (t) =>
        `('${t}=' || (select count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) from "${t}" x))`,
    ),
  );
}

async function fingerprint(db: Database, parts: string[]): Promise<string> {
  const rows = await rowsOf<{ f: string }>(db, `select concat_ws('|', ${parts.join(', ')}) as f`);
  return rows[0]?.f ?? '';
}

async function rowsOf<T>(db: Database, query: string): Promise<T[]> {
  // Both drivers answer `{ rows }`.
  const result: unknown = await db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
