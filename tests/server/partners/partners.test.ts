import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv, ServerContext } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { errorHandler } from '@server/http/errors';
import { languageMiddleware } from '@server/http/language';
import { loadPartnerDirectory, partnerDirectory } from '@server/modules/partners/partner-directory';
import { PARTNER_LOOKUP_LIMITS, createPartnerRoutes } from '@server/modules/partners/routes';
import {
  FAKE_PARTNER_DOWN_TOKEN,
  FAKE_PARTNER_USERS,
  fakePartnerService,
  httpPartnerService,
  partnerLookups,
} from '@server/modules/partners/user-info-adapter';
import { call } from '../booking/booking-app';
import { createTestDb, testContext } from '../support/test-db';

let opened: OpenedDatabase;
let ctx: ServerContext;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await createTestDb();
  const base = testContext(opened.db);
  ctx = { ...base, config: { ...base.config, rateLimitScale: 1 } };
  app = new Hono<AppEnv>();
  app.use(languageMiddleware());
  const lookups = partnerLookups({ fake: fakePartnerService(), http: httpPartnerService() });
  app.route('/api/v5', createPartnerRoutes(ctx, { directory: loadPartnerDirectory(), lookup: lookups }));
  app.onError(errorHandler(ctx.log));
});

afterAll(() => opened.close());

const send = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call(app, method, path, body, headers);
const somchai = Object.keys(FAKE_PARTNER_USERS)[0]!;

describe('the partner data', () => {
  it('holds three partners chosen by name and one tag-based partner with a lookup, logos local', () => {
    const all = loadPartnerDirectory().all();
    expect(all.filter((p) => p.kind === 'name').map((p) => p.name)).toHaveLength(3);
    const tagged = all.filter((p) => p.kind === 'tag');
    expect(tagged.map((p) => [p.tag, p.userInfo?.adapter])).toEqual([['tagthai', 'fake']]);
    for (const p of all) expect(p.logo).toMatch(/^\/partners\/[a-z0-9-]+\.svg$/);
  });

  it('refuses data that is not valid, saying why', () => {
    expect(() => partnerDirectory([{ name: 'x' }])).toThrow(/Partner data is not valid/);
    const one = loadPartnerDirectory().all()[0]!;
    expect(() => partnerDirectory([one, one])).toThrow(/listed twice/);
    expect(() => partnerDirectory([{ ...one, logo: 'https://cdn.example/logo.svg' }])).toThrow(/not valid/);
  });
});

describe('GET /partners/{name}.json', () => {
  it("answers the partner's shell settings, never how we reach it", async () => {
    const res = await send('GET', '/api/v5/partners/tagthai.json');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'tagthai', kind: 'tag', tag: 'tagthai', hasUserInfo: true });
    expect(res.body.data).not.toHaveProperty('userInfo');
    const openrice = await send('GET', '/api/v5/partners/openrice.json');
    expect(openrice.body.data).toMatchObject({
      name: 'openrice',
      hasUserInfo: false,
      features: { giftCard: false },
    });
  });

  it("is 404 'Partner not found' for an unknown or malformed name, in Thai too", async () => {
    expect(await send('GET', '/api/v5/partners/nobody.json')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Partner not found' },
    });
    const bad = await send('GET', '/api/v5/partners/NOT%20A%20NAME.json', undefined, {
      'X-HH-Language': 'th',
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const th = await send('GET', '/api/v5/partners/nobody.json', undefined, { 'X-HH-Language': 'th' });
    expect(th.body.message).toBe('ไม่พบพาร์ทเนอร์');
  });
});

describe('POST /partners/{name}/user_info.json', () => {
  const path = '/api/v5/partners/tagthai/user_info.json';

  it("answers who the partner says the token's user is", async () => {
    const res = await send('POST', path, { token: somchai });
    expect(res).toMatchObject({ status: 200, body: { data: FAKE_PARTNER_USERS[somchai] } });
  });

  it("is 401 'Partner token is not valid' for a token the partner does not know or a malformed one", async () => {
    expect(await send('POST', path, { token: 'tt-nobody' })).toMatchObject({
      status: 401,
      body: { message: 'Partner token is not valid' },
    });
    for (const body of [{}, { token: '' }, { token: 'has space' }, { token: 42 }]) {
      const res = await send('POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it("is 404 for a partner without a lookup, 502 'failed get partner user info' when the partner is down", async () => {
    expect((await send('POST', '/api/v5/partners/openrice/user_info.json', { token: somchai })).status).toBe(
      404,
    );
    expect(await send('POST', path, { token: FAKE_PARTNER_DOWN_TOKEN })).toMatchObject({
      status: 502,
      body: { message: 'failed get partner user info' },
    });
  });

  it('is rate limited per client before the partner is asked', async () => {
    const headers = { 'X-HH-Device': 'partner-limit-device-0001' };
    const statuses: number[] = [];
    for (let i = 0; i <= PARTNER_LOOKUP_LIMITS.perClient; i++) {
      statuses.push((await send('POST', path, { token: 'tt-nobody' }, headers)).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the HTTP adapter', () => {
  const entry = {
    ...loadPartnerDirectory().find('tagthai')!,
    userInfo: { adapter: 'http' as const, url: 'https://partner.example/me' },
  };
  const answering =
    (status: number, body: unknown): typeof fetch =>
    () =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));

  it('reads the user, treats 401/404 as an unknown token and anything else as the partner being down', async () => {
    const user = FAKE_PARTNER_USERS[somchai]!;
    expect(await httpPartnerService(answering(200, user)).lookup(entry, somchai)).toEqual(user);
    expect(await httpPartnerService(answering(404, {})).lookup(entry, somchai)).toBeNull();
    expect(await httpPartnerService(answering(401, {})).lookup(entry, somchai)).toBeNull();
    await expect(httpPartnerService(answering(500, {})).lookup(entry, somchai)).rejects.toThrow();
    await expect(httpPartnerService(answering(200, { name: 1 })).lookup(entry, somchai)).rejects.toThrow();
    const failing: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(httpPartnerService(failing).lookup(entry, somchai)).rejects.toThrow(/fetch failed/);
  });
});
