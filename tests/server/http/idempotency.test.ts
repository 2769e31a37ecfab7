import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonEndpoint } from '@/contract/endpoint';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { idempotencyKeys } from '@server/db/schema/idempotency';
import { AppError } from '@server/http/app-error';
import { canonicalJson } from '@server/http/exactly-once';
import { mount } from '@server/http/mount';
import { createPlatformApp } from '@server/http/platform';
import { createEmptyTestDb, testContext } from '../support/test-db';

const thingSchemas = {
  body: z.object({ name: z.string().optional(), size: z.number().optional(), n: z.number().optional() }),
  response: z.object({ data: z.object({ id: z.number(), name: z.string().optional() }) }),
};
const endpoint = <const P extends string>(name: string, path: P, method: 'POST' | 'PUT' = 'POST') =>
  jsonEndpoint({ name, method, path, access: 'public', idempotent: true, schemas: () => Promise.resolve(thingSchemas) });
const things = endpoint('test.things', '/things');
const other = endpoint('test.other', '/other');
const holds = endpoint('test.holds', '/holds/{id}', 'PUT');

let opened: OpenedDatabase;
let app: Hono<AppEnv>;
let calls: number;
let gate: Promise<void> | null;

async function effects(): Promise<string[]> {
  const result: unknown = await opened.db.execute(sql`select note from test_effects order by id`);
  return (result as { rows: { note: string }[] }).rows.map((r) => r.note);
}

beforeAll(async () => {
  opened = await createEmptyTestDb();
  await opened.db.execute(sql`create table test_effects (id serial primary key, note text not null)`);
  const ctx = testContext(opened.db);
  app = createPlatformApp(ctx, {}, (root) => {
    const api = new Hono<AppEnv>();
    mount(api, ctx, things, async ({ body }) => {
      calls += 1;
      // The effect, written through the process-wide handle as services do.
      await ctx.db.execute(sql`insert into test_effects (note) values (${body.name ?? ''})`);
      if (gate) await gate;
      if (body.name === 'boom') throw new Error('exploded after its effect');
      if (body.name === 'sold-out') throw new AppError(409, 'soldOut', { packageName: 'AYCE', startTime: '18:00', date: 'today' });
      return { data: { id: calls, name: body.name }, status: 201 };
    });
    mount(api, ctx, other, () => Promise.resolve({ data: { id: 0 } }));
    mount(api, ctx, holds, ({ params }) => Promise.resolve({ data: { id: Number(params.id) } }));
    root.route('/api/v5', api);
  });
}, 60_000);

afterAll(() => opened.close());

beforeEach(async () => {
  calls = 0;
  gate = null;
  await opened.db.delete(idempotencyKeys);
  await opened.db.execute(sql`delete from test_effects`);
});

function post(body: unknown, key?: string, extra: Record<string, string> = {}, path = '/things'): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
  if (key !== undefined) headers['Idempotency-Key'] = key;
  return Promise.resolve(
    app.request(`/api/v5${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }),
  );
}

describe('exactly once with an Idempotency-Key', () => {
  it('passes through without a key: every request runs', async () => {
    const a = await post({ name: 'x' });
    const b = await post({ name: 'x' });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(calls).toBe(2);
    expect(a.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await opened.db.select().from(idempotencyKeys)).toHaveLength(0);
  });

  it('replays the first answer for the same key and body, key order ignored', async () => {
    const first = await post({ name: 'x', size: 2 }, 'key-00000001');
    expect(first.status).toBe(201);
    const firstBody: unknown = await first.json();
    expect(firstBody).toMatchObject({ success: true, data: { id: 1, name: 'x' } });

    const again = await post('{"size":2,"name":"x"}', 'key-00000001');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(calls).toBe(1);
    expect(await effects()).toEqual(['x']);
  });

  it('stores a refusal as the answer, without the work the refused request had begun', async () => {
    const first = await post({ name: 'sold-out' }, 'key-00000002');
    expect(first.status).toBe(409);
    const again = await post({ name: 'sold-out' }, 'key-00000002');
    expect(again.status).toBe(409);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toMatchObject({ success: false, message: 'Sorry, AYCE is sold out at 18:00 on today. Please choose another time.' });
    expect(calls).toBe(1);
    expect(await effects()).toEqual([]);
  });

  it('answers 409 when the key was used with another body, in the request language', async () => {
    await post({ name: 'x' }, 'key-00000003');
    const otherBody = await post({ name: 'y' }, 'key-00000003');
    expect(otherBody.status).toBe(409);
    expect(await otherBody.json()).toMatchObject({
      success: false,
      message: 'This Idempotency-Key was already used with a different request',
    });
    const th = await post({ name: 'y' }, 'key-00000003', { 'X-HH-Language': 'th' });
    expect(th.status).toBe(409);
    expect(((await th.json()) as { message: string }).message).toBe('Idempotency-Key นี้ถูกใช้กับคำขออื่นไปแล้ว');
    expect(calls).toBe(1);
  });

  it('the same key and body on another path of one route pattern is another request (409)', async () => {
    const put = (id: number): Promise<Response> =>
      Promise.resolve(
        app.request(`/api/v5/holds/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': 'key-00000013' },
          body: '{}',
        }),
      );
    expect((await put(1)).status).toBe(200);
    const second = await put(2);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe(
      'This Idempotency-Key was already used with a different request',
    );
  });

  it('the same key on another route is another claim', async () => {
    await post({ name: 'x' }, 'key-00000004');
    const elsewhere = await post({ name: 'x' }, 'key-00000004', {}, '/other');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('a repeat while the first runs waits for it and replays its answer (never runs twice)', async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    const first = post({ name: 'slow' }, 'key-00000005');
    await expect.poll(() => calls, { timeout: 5_000 }).toBe(1);
    const second = post({ name: 'slow' }, 'key-00000005');
    open();
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('Idempotent-Replayed')).toBe('true');
    expect(calls).toBe(1);
    expect(await effects()).toEqual(['slow']);
  });

  it('a request that dies after its work leaves neither work nor claim: the retry runs for the first time', async () => {
    expect((await post({ name: 'boom' }, 'key-00000007')).status).toBe(500);
    expect(await opened.db.select().from(idempotencyKeys)).toHaveLength(0);
    expect(await effects()).toEqual([]);
    expect((await post({ name: 'boom' }, 'key-00000007')).status).toBe(500);
    expect(calls).toBe(2);
    expect(await effects()).toEqual([]);
  });

  it('stores the answer with the work, in one row per key', async () => {
    await post({ name: 'x' }, 'key-00000008');
    const [row] = await opened.db.select().from(idempotencyKeys);
    expect(row).toMatchObject({ key: 'key-00000008', scope: 'POST /things', statusCode: 201 });
    expect(row?.responseBody).toMatchObject({ success: true, data: { id: 1, name: 'x' } });
  });

  it.each(['short', 'has space in it', 'key/with/slash', 'x'.repeat(201), 'semi;colon;key'])(
    'rejects the malformed key %j with 400',
    async (key) => {
      const res = await post({ name: 'x' }, key);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/Idempotency-Key must be 8 to 200/);
      expect(calls).toBe(0);
    },
  );

  it('accepts UUIDs and keys with : and .', async () => {
    expect((await post({ name: 'x' }, '3f0b6a3e-6c1f-4c5b-9d5e-0a9b8c7d6e5f')).status).toBe(201);
    expect((await post({ name: 'x' }, 'hold:123.abc_DEF')).status).toBe(201);
  });

  it('refuses malformed JSON (400), storing nothing', async () => {
    const res = await post('{not json', 'key-00000010');
    expect(res.status).toBe(400);
    expect(await opened.db.select().from(idempotencyKeys)).toHaveLength(0);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}',
    );
  });
});
