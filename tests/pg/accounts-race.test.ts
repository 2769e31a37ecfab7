import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCamelKeys } from '@/contract/wire-case';
import type { AppEnv, ServerContext } from '@server/context';
import { openDatabase, type OpenedDatabase } from '@server/db/client';
import { createPlatformApp } from '@server/http/platform';
import { ACCOUNT_LIMITS } from '@server/modules/accounts/account-limits';
import { createAccountRoutes } from '@server/modules/accounts/routes';
import { testContext } from '../server/support/test-db';
import { createPgDatabase, PG_TEMPLATE_URL, type PgTestDatabase } from './support/pg-db';

/**
 * What PGlite (one transaction at a time) cannot show: sign-ups racing on pooled connections, and two
 * API processes (each its own pool and app) sharing the rate-limit counters of one database.
 */
describe.skipIf(PG_TEMPLATE_URL === null)('accounts on real PostgreSQL', () => {
  let database: PgTestDatabase;
  const processes: { opened: OpenedDatabase; app: Hono<AppEnv>; ctx: ServerContext }[] = [];
  const scaleLimits = (scale: number) => {
    for (const p of processes) p.ctx.config.rateLimitScale = scale;
  };

  beforeAll(async () => {
    database = await createPgDatabase();
    for (let i = 0; i < 2; i++) {
      const opened = await openDatabase({ databaseUrl: database.url });
      const base = testContext(opened.db);
      const ctx: ServerContext = { ...base, config: { ...base.config, rateLimitScale: 1 } };
      const app = createPlatformApp(ctx, {}, (root) => root.route('/api/v5', createAccountRoutes(ctx)));
      processes.push({ opened, app, ctx });
    }
  });

  afterAll(async () => {
    for (const p of processes) await p.opened.close();
    await database?.drop();
  });

  const post = async (process: number, path: string, body: unknown, device: string) => {
    const res = await processes[process]!.app.request(`/api/v5${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-HH-Language': 'en', 'X-HH-Device': device },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: toCamelKeys<{ message?: string }>(await res.json()) };
  };

  it('20 concurrent sign-ups with one e-mail, across two processes, make one account', async () => {
    // Only the unique index may decide here: the per-e-mail sign-up limit would refuse most racers first.
    scaleLimits(1000);
    const email = 'race@example.com';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2, '/users.json', { name: `Racer ${i}`, email: i % 3 ? email : email.toUpperCase(), password: 'racing passphrase' }, `racer-device-${i}`),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(422)]);
    const { rows } = await database.pool.query<{ n: string }>('select count(*) as n from users where lower(email) = $1', [email]);
    expect(rows[0]!.n).toBe('1');
  });

  it('the per-account sign-in limit is one count for both processes', async () => {
    scaleLimits(1);
    const { perAccount } = ACCOUNT_LIMITS.signIn;
    const tries = await Promise.all(
      Array.from({ length: perAccount + 4 }, (_, i) =>
        post(i % 2, '/oauth/token.json', { grantType: 'password', username: 'race@example.com', password: 'wrong' }, `signin-device-${i}`),
      ),
    );
    const statuses = tries.map((t) => t.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const { rows } = await database.pool.query<{ count: number }>(
      `select count from rate_limit_hits where bucket like 'signIn:account:%'`,
    );
    expect(rows).toEqual([{ count: perAccount + 4 }]);
  });
});
