import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/context';
import { openDatabase, type OpenedDatabase } from '@server/db/client';
import { idempotent } from '@server/http/idempotency';
import { createPlatformApp } from '@server/http/platform';
import { ok } from '@server/http/respond';
import { testContext } from '../server/support/test-db';
import { createPgDatabase, PG_TEMPLATE_URL, type PgTestDatabase } from './support/pg-db';

// The claim (INSERT … ON CONFLICT DO NOTHING) under real concurrency: many pooled connections racing on
// one key, which PGlite (one transaction at a time) cannot show.
describe.skipIf(PG_TEMPLATE_URL === null)('idempotent() on real PostgreSQL', () => {
  let database: PgTestDatabase;
  let opened: OpenedDatabase;
  let app: Hono<AppEnv>;
  let runs = 0;

  beforeAll(async () => {
    database = await createPgDatabase();
    opened = await openDatabase({ databaseUrl: database.url });
    const ctx = testContext(opened.db);
    app = createPlatformApp(ctx, {}, (a) => {
      a.post('/writes', idempotent(ctx, 'POST /writes'), async (c) => {
        runs += 1;
        const body = await c.req.json<{ n: number }>();
        // Long enough that all racers arrive while the first still runs.
        await new Promise((r) => setTimeout(r, 300));
        return ok(c, { run: runs, n: body.n }, {}, 201);
      });
    });
  });

  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const fire = (key: string, n: number): Promise<Response> =>
    Promise.resolve(
      app.request('/writes', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ n }),
      }),
    );

  it('runs the handler once for 20 concurrent requests with one key; the rest are told it is in flight', async () => {
    runs = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fire('race-key-0001', 1)));
    expect(runs).toBe(1);
    // One ran; each other one either arrived while it ran (409) or after it finished (the replay).
    const fresh = answers.filter((r) => r.status === 201 && r.headers.get('Idempotent-Replayed') === null);
    const replayed = answers.filter((r) => r.status === 201 && r.headers.get('Idempotent-Replayed') === 'true');
    const inFlight = answers.filter((r) => r.status === 409);
    expect(fresh).toHaveLength(1);
    expect(replayed.length + inFlight.length).toBe(19);
    expect(inFlight.length).toBeGreaterThan(0);
    const replay = await fire('race-key-0001', 1);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(runs).toBe(1);
  });

  it('keeps 50 different keys independent under concurrency', async () => {
    runs = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => fire(`many-keys-${i}`, i)));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(runs).toBe(50);
    const { rows } = await database.pool.query<{ n: string }>(
      "select count(*) as n from idempotency_keys where key like 'many-keys-%' and status_code = 201",
    );
    expect(Number(rows[0]?.n)).toBe(50);
  });
});
