import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonEndpoint } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';
import { idParam } from '@/contract/fields';
import { refusal } from '@/contract/refusal';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { mount } from '@server/http/mount';
import { createPlatformApp } from '@server/http/platform';
import { createEmptyTestDb, testContext } from '../support/test-db';

const echoSchemas = {
  params: z.object({ id: idParam('id') }),
  query: z.object({ page: z.object({ size: z.coerce.number().int().max(50) }).optional() }),
  body: z.object({ name: z.string().min(1, refusal('nameRequired')), partySize: z.number().int().min(1) }),
  response: z.object({ data: z.object({ id: z.number(), name: z.string(), partySize: z.number() }) }),
};
const echo = jsonEndpoint({
  name: 'test.echo',
  method: 'POST',
  path: '/things/{id}/echo.json',
  access: 'public',
  maxBodyBytes: 1024,
  schemas: () => Promise.resolve(echoSchemas),
});
const drifting = jsonEndpoint({
  name: 'test.drift',
  method: 'GET',
  path: '/drift/{slug}.json',
  access: 'public',
  schemas: () => Promise.resolve({ response: z.object({ data: z.object({ slug: z.string(), count: z.number() }) }) }),
});

const slugged = jsonEndpoint({
  name: 'test.slugged',
  method: 'GET',
  path: '/slugs/{slug}.json',
  access: 'public',
  schemas: () => Promise.resolve({ response: z.object({ data: z.object({ slug: z.string() }) }) }),
});

let opened: OpenedDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await createEmptyTestDb();
  const ctx = testContext(opened.db);
  app = createPlatformApp(ctx, {}, (root) => {
    const api = new Hono<AppEnv>();
    mount(api, ctx, echo, ({ params, body }) => Promise.resolve({ data: { id: params.id, ...body } }));
    // The handler breaks its own contract (count is a string): checkResponses catches it in tests.
    mount(api, ctx, drifting, ({ params }) =>
      Promise.resolve({ data: { slug: params.slug, count: 'many' as unknown as number } }),
    );
    mount(api, ctx, slugged, ({ params }) => Promise.resolve({ data: { slug: params.slug } }));
    root.route(API_PREFIX, api);
  });
});

afterAll(() => opened.close());

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await app.request(`${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('mount: a contract endpoint on the server', () => {
  it('validates, runs the handler and answers the snake_cased envelope', async () => {
    const res = await post('/things/7/echo.json', JSON.stringify({ name: 'Malee', party_size: 2 }));
    expect(res).toEqual({ status: 200, body: { success: true, message: null, data: { id: 7, name: 'Malee', party_size: 2 } } });
  });

  it('says a schema refusal from the catalogue in the caller language', async () => {
    const en = await post('/things/7/echo.json', JSON.stringify({ name: '', party_size: 2 }));
    expect(en.status).toBe(422);
    expect(en.body.message).toBe('Name field is required');
    expect(en.body.errors).toEqual({ name: 'Name field is required' });
    const th = await post('/things/7/echo.json', JSON.stringify({ name: '', party_size: 2 }), { 'X-HH-Language': 'th' });
    expect(th.body.message).toBe('กรุณากรอกชื่อ');
  });

  it("says zod's own messages in the caller language with the field's path", async () => {
    const en = await post('/things/7/echo.json', JSON.stringify({ name: 'a', party_size: 0 }));
    expect(en.body.message).toMatch(/^partySize: Too small/);
    const th = await post('/things/7/echo.json', JSON.stringify({ name: 'a', party_size: 0 }), { 'X-HH-Language': 'th' });
    expect(th.body.message).toMatch(/^partySize: .*[\u0E00-\u0E7F]/);
  });

  it('refuses ids beyond the integer column as bad input, never a 500', async () => {
    const res = await post('/things/2147483648/echo.json', JSON.stringify({ name: 'a', party_size: 1 }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('id must be a positive integer id');
  });

  it('caps the body at the endpoint size before reading it (413)', async () => {
    const res = await post('/things/7/echo.json', JSON.stringify({ name: 'x'.repeat(2000), party_size: 1 }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large (at most 1024 bytes)');
  });

  it('refuses malformed JSON and JSON nested deeper than the wire allows (400)', async () => {
    expect((await post('/things/7/echo.json', '{"name":')).status).toBe(400);
    const deep = `${'['.repeat(500)}${']'.repeat(500)}`;
    const res = await post('/things/7/echo.json', deep);
    expect([res.status, res.body.message]).toEqual([400, 'Request body is nested too deeply']);
  });

  it('refuses NUL characters in the path, the query and the body (400)', async () => {
    expect((await post('/things/7%00/echo.json', '{}')).status).toBe(400);
    expect((await post('/things/7/echo.json?x=a%00b', JSON.stringify({ name: 'a', party_size: 1 }))).status).toBe(400);
    const res = await post('/things/7/echo.json', JSON.stringify({ name: 'a\u0000b', party_size: 1 }));
    expect([res.status, res.body.message]).toEqual([400, 'Text must not contain NUL characters']);
  });

  it('reads a parameter that shares its segment with a suffix', async () => {
    const res = await app.request(`${API_PREFIX}/slugs/some-slug.json`);
    expect(await res.json()).toEqual({ success: true, message: null, data: { slug: 'some-slug' } });
  });

  it('fails an answer that breaks its response schema (checkResponses, on in tests)', async () => {
    const res = await app.request(`${API_PREFIX}/drift/some-slug.json`);
    expect(res.status).toBe(500);
  });
});
