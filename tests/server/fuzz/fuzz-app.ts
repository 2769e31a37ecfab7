import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppEnv, ServerContext } from '@server/context';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/accounts';
import { payments } from '@server/db/schema/payments';
import { createApp } from '@server/http/app';
import { createPaymentsModule } from '@server/modules/payments/payments-module';
import { holdBody } from '../booking/booking-app';
import { TEST_CONFIG, tokenize, waitingReservation } from '../payments/payments-support';
import { issueAccessToken } from '@server/http/auth';
import { testContext } from '../support/test-db';

/**
 * The whole HTTP surface as the server builds it (server/http/app.ts: platform middleware, every module,
 * the sandbox gateway's pages) over a test database, plus a few real rows made through the API, so
 * fuzzed requests can name things that exist and get past "not found" into the code behind it.
 */
export const MEMBER_EMAIL = 'fuzz-member@example.com';
export const MEMBER_PASSWORD = 'fuzz-password-1';

export interface FuzzApp {
  app: Hono<AppEnv>;
  /** A new session of the member: each endpoint starts with one (another endpoint may have signed out). */
  newMemberToken: () => Promise<string>;
  ctx: ServerContext;
  /** Errors the server logged (an unhandled error's message and stack), newest last. */
  logged: string[];
  known: KnownValues;
}

export interface KnownValues {
  /** A member signed up through the API; MEMBER_PASSWORD is theirs. */
  member: { id: number; email: string };
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
  // Social sign-in is configured, as in every real run: without a verifier its endpoints answer 503
  // ("not available here"), which is a deployment state, not bad input. No fuzzed string is a valid
  // Firebase ID token, so this verifier recognises none; the real Auth emulator's tokens are checked in
  // tests/server/accounts/social-sign-in.test.ts.
  ctx.idTokens = { verify: () => Promise.resolve(null) };
  const app = createApp(ctx, { payments: paymentsModule });

  const signUp = async () =>
    (
      (
        await json(app, 'POST', '/api/v5/users.json', {
          name: 'Fuzz Member',
          email: MEMBER_EMAIL,
          password: MEMBER_PASSWORD,
        })
      ).data as { id: number }
    ).id;
  const member = { id: await signUp(), email: MEMBER_EMAIL };
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
    newMemberToken: async () => {
      // Deleting the account is one of the endpoints: the member joins again (the e-mail is free at once).
      const [alive] = await db.select({ id: users.id }).from(users).where(eq(users.id, member.id));
      if (!alive) member.id = await signUp();
      return (await issueAccessToken(db, member.id)).token;
    },
    ctx,
    logged,
    known: {
      member,
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

export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
