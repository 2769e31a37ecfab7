import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { call, setAccessTokenSource } from '@/api/call';
import { onSessionExpired } from '@/api/transport';
import { CACHED_AT_HEADER } from '@/contract/cache-headers';
import { jsonEndpoint } from '@/contract/endpoint';
import { currentLanguageStore } from '@/lib/i18n/i18n';

const fetchMock = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const schemas = {
  query: z.object({ cuisineId: z.array(z.number()).optional() }),
  body: z.object({ partySize: z.number() }),
  response: z.object({ data: z.object({ startTime: z.string() }) }),
};
const readMine = jsonEndpoint({
  name: 'test.readMine',
  method: 'GET',
  path: '/restaurants/{id}/mine.json',
  access: 'member',
  schemas: () => Promise.resolve({ query: schemas.query, response: schemas.response }),
});
const writeHold = jsonEndpoint({
  name: 'test.writeHold',
  method: 'POST',
  path: '/holds',
  access: 'guest-or-member',
  idempotent: true,
  schemas: () => Promise.resolve({ body: schemas.body, response: schemas.response }),
});
const readPublic = jsonEndpoint({
  name: 'test.readPublic',
  method: 'GET',
  path: '/cities.json',
  access: 'public',
  schemas: () => Promise.resolve({ response: schemas.response }),
});

let token: string | null = null;
let lost = 0;
let stop: () => void = () => undefined;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  currentLanguageStore.set('th');
  token = null;
  lost = 0;
  setAccessTokenSource(() => token);
  stop = onSessionExpired(() => lost++);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const sent = () => {
  const [input, init] = fetchMock.mock.calls[0] ?? ['', {}];
  return { url: new URL(input, 'http://localhost'), init, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
};

describe('call(endpoint, input)', () => {
  it('fills the path, snake-cases the query, sends the language and unwraps the answer', async () => {
    token = 'tok-1';
    fetchMock.mockResolvedValueOnce(json({ success: true, message: 'ok', data: { start_time: '18:00' } }));
    const answer = await call(readMine, { params: { id: 13 }, query: { cuisineId: [3, 4] } });
    const { url, init } = sent();
    expect(url.pathname).toBe('/api/v5/restaurants/13/mine.json');
    expect(url.searchParams.getAll('cuisine_id[]')).toEqual(['3', '4']);
    expect(url.searchParams.get('client_type')).toBe('web');
    expect(url.searchParams.get('locale')).toBe('th');
    expect((init.headers as Record<string, string>)['X-HH-Language']).toBe('th');
    // A member read carries the token as access_token in its query.
    expect(url.searchParams.get('access_token')).toBe('tok-1');
    expect(answer).toEqual({ message: 'ok', data: { startTime: '18:00' }, httpStatus: 200 });
  });

  it('puts the token in the body of a write, with the Idempotency-Key of an idempotent endpoint', async () => {
    token = 'tok-2';
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { start_time: '18:00' } }));
    await call(writeHold, { body: { partySize: 2 }, idempotencyKey: 'hold:abc:123' });
    const { body, init, url } = sent();
    expect(body).toEqual({ party_size: 2, access_token: 'tok-2' });
    expect(url.searchParams.get('access_token')).toBeNull();
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('hold:abc:123');
  });

  it('never sends a token to a public endpoint', async () => {
    token = 'tok-3';
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { start_time: '18:00' } }));
    await call(readPublic, {});
    expect(sent().url.searchParams.get('access_token')).toBeNull();
  });

  it('throws one refusal error with the server message, status and field messages', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, message: 'Name field is required', errors: { 'guest_user.name': 'Name field is required' } }, 422),
    );
    const error = await call(writeHold, { body: { partySize: 2 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'refused', message: 'Name field is required', httpStatus: 422 });
    expect((error as ApiError).fieldErrors).toEqual({ 'guestUser.name': 'Name field is required' });
  });

  it('a 401 on a call that carried a token is a lost session; without a token it is only a refusal', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ success: false, message: 'Your session has expired, Please login again' }, 401)),
    );
    await expect(call(writeHold, { body: { partySize: 1 } })).rejects.toMatchObject({ kind: 'refused', httpStatus: 401 });
    expect(lost).toBe(0);
    token = 'tok-4';
    await expect(call(writeHold, { body: { partySize: 1 } })).rejects.toMatchObject({ httpStatus: 401 });
    expect(lost).toBe(1);
  });

  it('says a lost session once, however many calls come back 401 with its token', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ success: false, message: 'Your session has expired, Please login again' }, 401)),
    );
    token = 'tok-lost-once';
    const calls = [1, 2, 3].map(() => call(writeHold, { body: { partySize: 1 } }).catch(() => undefined));
    await Promise.all(calls);
    expect(lost).toBe(1);
    // Revoking a session that already ended is no lost session at all.
    token = 'tok-revoked';
    await call(writeHold, { body: { partySize: 1 }, ignoreLostSession: true }).catch(() => undefined);
    expect(lost).toBe(1);
    // A later session that dies is said again.
    await call(writeHold, { body: { partySize: 1 } }).catch(() => undefined);
    expect(lost).toBe(2);
  });

  it('checks the answer against the response schema when asked', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { start_time: 1800 } }));
    await expect(call(readPublic, { validate: true, fallback: 'failed get cities list' })).rejects.toMatchObject({
      kind: 'server',
      message: 'failed get cities list',
    });
  });

  it("passes on the service worker's stamp of an answer read from its cache (offline), and nothing otherwise", async () => {
    const stamped = json({ success: true, data: { start_time: '18:00' } });
    stamped.headers.set(CACHED_AT_HEADER, '2026-11-21T08:00:00.000Z');
    fetchMock.mockResolvedValueOnce(stamped);
    const fromCache = await call(readPublic, { validate: true });
    expect(fromCache.cachedAt).toBe('2026-11-21T08:00:00.000Z');
    expect(fromCache.data).toEqual({ startTime: '18:00' });

    fetchMock.mockResolvedValueOnce(json({ success: true, data: { start_time: '18:00' } }));
    expect((await call(readPublic, {})).cachedAt).toBeUndefined();
  });

  it('sends a form instead of the JSON body, the token added to a copy (the caller\'s form is untouched)', async () => {
    token = 'tok-form';
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { start_time: '18:00' } }));
    const form = new FormData();
    form.append('name', 'Somchai');
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await call(writeHold, { body: { partySize: 9 }, form });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBeInstanceOf(FormData);
    const sentForm = init.body as FormData;
    expect(sentForm.get('name')).toBe('Somchai');
    expect(sentForm.get('access_token')).toBe('tok-form');
    expect(sentForm.get('avatar')).toBeInstanceOf(Blob);
    expect(sentForm.has('party_size')).toBe(false);
    expect(form.has('access_token')).toBe(false);
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
  });
});
