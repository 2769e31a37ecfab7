import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { errorHandler } from '@server/http/errors';
import { languageMiddleware } from '@server/http/language';
import { createMailboxRoutes } from '@server/mail/mailbox-routes';
import { createAccountRoutes } from '@server/modules/accounts/routes';
import { createBookingRoutes } from '@server/modules/booking/routes';
import { TEST_TODAY, testContext } from '../support/test-db';
import { call, type JsonAnswer } from '../booking/booking-app';

export interface AccountsTestApp {
  app: Hono<AppEnv>;
  ctx: ServerContext;
  clock: { now: Date };
  /** A JSON call in the wire's snake_case, answered camelCased. */
  send: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<JsonAnswer>;
}

/** Account and booking routes and the local mailbox over a test database, with a settable clock. */
export function accountsApp(opened: OpenedDatabase, opts: { rateLimitScale?: number } = {}): AccountsTestApp {
  const clock = { now: new Date(`${TEST_TODAY}T10:00:00+07:00`) };
  const base = testContext(opened.db);
  const ctx: ServerContext = {
    ...base,
    now: () => clock.now,
    config: { ...base.config, localMailbox: true, ...(opts.rateLimitScale === undefined ? {} : { rateLimitScale: opts.rateLimitScale }) },
  };
  const app = new Hono<AppEnv>();
  app.use(languageMiddleware());
  app.route('/api/v5', createBookingRoutes(ctx));
  app.route('/api/v5', createAccountRoutes(ctx));
  app.route('/', createMailboxRoutes(ctx));
  app.onError(errorHandler(ctx.log));
  return { app, ctx, clock, send: (method, path, body, headers) => call(app, method, path, body, headers) };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let counter = 0;
/** A fresh e-mail per call (tests share one database per file). */
export function freshEmail(name = 'member'): string {
  counter += 1;
  return `${name}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** The wire's sign-up body (snake_case). */
export function signUpBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Malee Sukjai',
    email: freshEmail(),
    password: PASSWORD,
    phone: '0812345678',
    calling_code: '+66',
    provider: 'hungrytable',
    subscribe_marketing_email: false,
    ...over,
  };
}

export interface SignedIn {
  id: number;
  email: string;
  accessToken: string;
}

export async function signUpMember(
  t: AccountsTestApp,
  over: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const res = await t.send('POST', '/api/v5/users.json', signUpBody(over), headers);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as SignedIn;
}

export function signInWith(t: AccountsTestApp, username: string, password: string, headers: Record<string, string> = {}) {
  return t.send('POST', '/api/v5/oauth/token.json', { grant_type: 'password', username, password }, headers);
}
