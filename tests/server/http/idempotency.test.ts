import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { idempotencyKeys } from '@server/db/schema/idempotency';
import { canonicalJson, hashRequest, idempotent } from '@server/http/idempotency';
import { createPlatformApp } from '@server/http/platform';
import { BadRequestError, fail, ok } from '@server/http/respond';
import { createEmptyTestDb, testContext } from '../support/test-db';

class SoldOut extends Error {}

let opened: OpenedDatabase;
let app: Hono<AppEnv>;
let calls: number;
let gate: Promise<void> | null;

beforeAll(async () => {
  opened = await createEmptyTestDb();
  const ctx = testContext(opened.db);
  app = createPlatformApp(ctx, {}, (a) => {
    a.post('/things', idempotent(ctx, 'POST /things'), async (c) => {
      calls += 1;
      // The handler must still be able to read the body the middleware hashed.
      const body = await c.req.json<{ name?: string }>();
      if (gate) await gate;
      if (body.name === 'boom') throw new Error('exploded');
      if (body.name === 'busy') return fail(c, 503, 'Service unavailable');
      if (body.name === 'sold-out') return fail(c, 409, 'Sold out');
      if (body.name === 'invalid') throw new BadRequestError('name is invalid');
      return ok(c, { id: calls, name: body.name }, {}, 201);
    });
    a.post('/other', idempotent(ctx, 'POST /other'), (c) => ok(c, { other: true }));
    a.put('/holds/:id', idempotent(ctx, 'PUT /holds/{id}'), (c) => ok(c, { id: c.req.param('id') }));
    // As the modules mount theirs: a sub-app whose onError turns its own errors into 4xx answers.
    const sub = new Hono<AppEnv>();
    sub.post('/refuse', idempotent(ctx, 'POST /refuse'), () => {
      calls += 1;
      throw new SoldOut();
    });
    sub.onError((err, c) => {
      if (err instanceof SoldOut) return fail(c, 409, 'Sorry, it is sold out');
      throw err;
    });
    a.route('/sub', sub);
  });
}, 60_000);

afterAll(() => opened.close());

beforeEach(async () => {
  calls = 0;
  gate = null;
  await opened.db.delete(idempotencyKeys);
});

function post(body: unknown, key?: string, extra: Record<string, string> = {}, path = '/things'): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
  if (key !== undefined) headers['Idempotency-Key'] = key;
  return Promise.resolve(
    app.request(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }),
  );
}

describe('idempotent()', () => {
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
  });

  it('stores 4xx answers too: a replay gets the same refusal', async () => {
    const first = await post({ name: 'sold-out' }, 'key-00000002');
    expect(first.status).toBe(409);
    const again = await post({ name: 'sold-out' }, 'key-00000002');
    expect(again.status).toBe(409);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toMatchObject({ success: false, message: 'Sold out' });
    expect(calls).toBe(1);
  });

  it('stores a 4xx that a thrown BadRequestError became (an answer, not a failure)', async () => {
    expect((await post({ name: 'invalid' }, 'key-00000011')).status).toBe(422);
    const again = await post({ name: 'invalid' }, 'key-00000011');
    expect(again.status).toBe(422);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toMatchObject({ success: false, message: 'name is invalid' });
    expect(calls).toBe(1);
  });

  it("stores a 4xx made by a sub-app's onError from a thrown error", async () => {
    const first = await post({ n: 1 }, 'key-00000012', {}, '/sub/refuse');
    expect(first.status).toBe(409);
    const again = await post({ n: 1 }, 'key-00000012', {}, '/sub/refuse');
    expect(again.status).toBe(409);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toMatchObject({ message: 'Sorry, it is sold out' });
    expect(calls).toBe(1);
  });

  it('answers 409 when the key was used with another body, in the request language', async () => {
    await post({ name: 'x' }, 'key-00000003');
    const other = await post({ name: 'y' }, 'key-00000003');
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({
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
        app.request(`/holds/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': 'key-00000013' },
          body: '{}',
        }),
      );
    expect((await put(1)).status).toBe(200);
    const other = await put(2);
    expect(other.status).toBe(409);
    expect(((await other.json()) as { message: string }).message).toBe(
      'This Idempotency-Key was already used with a different request',
    );
  });

  it('the same key on another route is another claim', async () => {
    await post({ name: 'x' }, 'key-00000004');
    const other = await post({ name: 'x' }, 'key-00000004', {}, '/other');
    expect(other.status).toBe(200);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('answers 409 "still being processed" while the first request runs, then replays', async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    const first = post({ name: 'slow' }, 'key-00000005');
    // Wait until the first request holds the claim and is inside the handler.
    await expect.poll(() => calls, { timeout: 5_000 }).toBe(1);
    const second = await post({ name: 'slow' }, 'key-00000005');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      message: 'A request with this Idempotency-Key is still being processed',
    });
    open();
    expect((await first).status).toBe(201);
    const third = await post({ name: 'slow' }, 'key-00000005');
    expect(third.status).toBe(201);
    expect(third.headers.get('Idempotent-Replayed')).toBe('true');
    expect(calls).toBe(1);
  });

  it('does not store 5xx answers: the retry runs again', async () => {
    expect((await post({ name: 'busy' }, 'key-00000006')).status).toBe(503);
    expect(await opened.db.select().from(idempotencyKeys)).toHaveLength(0);
    const retry = await post({ name: 'busy' }, 'key-00000006');
    expect(retry.status).toBe(503);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect(calls).toBe(2);
  });

  it('drops the claim when the handler throws: the retry runs again', async () => {
    expect((await post({ name: 'boom' }, 'key-00000007')).status).toBe(500);
    expect(await opened.db.select().from(idempotencyKeys)).toHaveLength(0);
    expect((await post({ name: 'boom' }, 'key-00000007')).status).toBe(500);
    expect(calls).toBe(2);
  });

  it('takes over a claim left running for more than 60 s by a request that died', async () => {
    const first = await post({ name: 'x' }, 'key-00000008');
    expect(first.status).toBe(201);
    // Simulate a dead request: the row is a claim without an answer, two minutes old.
    await opened.db.execute(sql`
      update idempotency_keys set status_code = null, response_body = null, completed_at = null,
        created_at = now() - interval '2 minutes'`);
    const retry = await post({ name: 'x' }, 'key-00000008');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect(calls).toBe(2);
    const [row] = await opened.db.select().from(idempotencyKeys);
    expect(row?.statusCode).toBe(201);
  });

  it('does not take over a fresh claim', async () => {
    await opened.db
      .insert(idempotencyKeys)
      .values({ key: 'key-00000009', scope: 'POST /things', requestHash: hashRequest('/things', { name: 'x' }) });
    const res = await post({ name: 'x' }, 'key-00000009');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(
      'A request with this Idempotency-Key is still being processed',
    );
    expect(calls).toBe(0);
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

  it('leaves malformed JSON to the handler (400), storing nothing', async () => {
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
