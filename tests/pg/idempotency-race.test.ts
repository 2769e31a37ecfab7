import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonEndpoint } from '@/contract/endpoint';
import type { AppEnv } from '@server/context';
import { openDatabase, type OpenedDatabase } from '@server/db/client';
import { mount } from '@server/http/mount';
import { createPlatformApp } from '@server/http/platform';
import { testContext } from '../server/support/test-db';
import { createPgDatabase, PG_TEMPLATE_URL, type PgTestDatabase } from './support/pg-db';

const writes = jsonEndpoint({
  name: 'test.writes',
  method: 'POST',
  path: '/writes',
  access: 'public',
  idempotent: true,
  schemas: () =>
    Promise.resolve({
      body: z.object({ n: z.number() }),
      response: z.object({ data: z.object({ run: z.number(), n: z.number() }) }),
    }),
});

// The claim, the work and the answer in one transaction under real concurrency: many pooled connections
// racing on one key, which PGlite (one transaction at a time) cannot show.
describe.skipIf(PG_TEMPLATE_URL === null)('exactly once on real PostgreSQL', () => {
  let database: PgTestDatabase;
  let opened: OpenedDatabase;
  let app: Hono<AppEnv>;
  let runs = 0;

  beforeAll(async () => {
    database = await createPgDatabase();
    opened = await openDatabase({ databaseUrl: database.url });
    await opened.db.execute(sql`create table test_effects (id serial primary key, n int not null)`);
    const ctx = testContext(opened.db);
    app = createPlatformApp(ctx, {}, (root) => {
      const api = new Hono<AppEnv>();
      mount(api, ctx, writes, async ({ body }) => {
        runs += 1;
        await ctx.db.execute(sql`insert into test_effects (n) values (${body.n})`);
        // Long enough that all racers arrive while the first still runs.
        await new Promise((r) => setTimeout(r, 300));
        return { data: { run: runs, n: body.n }, status: 201 };
      });
      root.route('/api/v5', api);
    });
  });

  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const fire = (key: string, n: number): Promise<Response> =>
    Promise.resolve(
      app.request('/api/v5/writes', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ n }),
      }),
    );

  it('runs the work once for 20 concurrent requests with one key; the other 19 wait and replay it', async () => {
    runs = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fire('race-key-0001', 1)));
    expect(runs).toBe(1);
    const fresh = answers.filter((r) => r.status === 201 && r.headers.get('Idempotent-Replayed') === null);
    const replayed = answers.filter((r) => r.status === 201 && r.headers.get('Idempotent-Replayed') === 'true');
    expect(fresh).toHaveLength(1);
    expect(replayed).toHaveLength(19);
    const { rows } = await database.pool.query<{ n: string }>('select count(*) as n from test_effects where n = 1');
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('keeps 50 different keys independent under concurrency', async () => {
    runs = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => fire(`many-keys-${i}`, 100 + i)));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(runs).toBe(50);
    const { rows } = await database.pool.query<{ n: string }>(
      "select count(*) as n from idempotency_keys where key like 'many-keys-%' and status_code = 201",
    );
    expect(Number(rows[0]?.n)).toBe(50);
  });
});
