import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonEndpoint, type Access } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { accessTokens } from '@server/db/schema/accounts';
import { hashToken, revokeAccessTokens } from '@server/http/auth';
import { mount } from '@server/http/mount';
import { createPlatformApp } from '@server/http/platform';
import { createMember } from '../support/members';
import { createEmptyTestDb, testContext } from '../support/test-db';

const whoAmI = (access: Access, method: 'GET' | 'POST') =>
  jsonEndpoint({
    name: `test.who.${access}.${method}`,
    method,
    path: `/who/${access}`,
    access,
    schemas: () =>
      Promise.resolve({
        body: method === 'POST' ? z.object({ note: z.string().optional() }) : undefined,
        response: z.object({ data: z.object({ userId: z.number().nullable() }) }),
      }),
  });

let opened: OpenedDatabase;
let app: Hono<AppEnv>;
let member: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  opened = await createEmptyTestDb();
  const ctx = testContext(opened.db);
  member = await createMember(opened.db, { email: 'malee@example.com' });
  app = createPlatformApp(ctx, {}, (root) => {
    const api = new Hono<AppEnv>();
    for (const access of ['public', 'guest-or-member', 'member'] as const) {
      for (const method of ['GET', 'POST'] as const) {
        mount(api, ctx, whoAmI(access, method), ({ user }) => Promise.resolve({ data: { userId: user?.id ?? null } }));
      }
    }
    root.route(API_PREFIX, api);
  });
});

afterAll(() => opened.close());

async function who(
  access: Access,
  opts: { token?: string; where?: 'header' | 'query' | 'queryCamel' | 'body'; lang?: 'en' | 'th' } = {},
) {
  const { token, where = 'header', lang = 'en' } = opts;
  const method = where === 'body' ? 'POST' : 'GET';
  const query = token && where === 'query' ? `?access_token=${token}` : token && where === 'queryCamel' ? `?accessToken=${token}` : '';
  const headers: Record<string, string> = { 'X-HH-Language': lang, 'Content-Type': 'application/json' };
  if (token && where === 'header') headers.Authorization = `Bearer ${token}`;
  const res = await app.request(`${API_PREFIX}/who/${access}${query}`, {
    method,
    headers,
    ...(method === 'POST' ? { body: JSON.stringify(token ? { access_token: token } : {}) } : {}),
  });
  // The wire is snake_case.
  const body = (await res.json()) as { message: string | null; data?: { user_id: number | null } };
  return { status: res.status, message: body.message, userId: body.data?.user_id };
}

describe('the auth seam', () => {
  it('finds the token in the Authorization header, the query (both spellings) and the body', async () => {
    for (const where of ['header', 'query', 'queryCamel', 'body'] as const) {
      expect(await who('member', { token: member.token, where })).toMatchObject({ status: 200, userId: member.id });
    }
  });

  it('a public endpoint never looks at a token: a stale one is not a 401', async () => {
    expect(await who('public', { token: 'not-a-token' })).toMatchObject({ status: 200, userId: null });
    expect(await who('public', { token: member.token })).toMatchObject({ status: 200, userId: null });
  });

  it('guest-or-member: no token is a guest, a good token a member, a bad one a lost session', async () => {
    expect(await who('guest-or-member')).toMatchObject({ status: 200, userId: null });
    expect(await who('guest-or-member', { token: member.token })).toMatchObject({ status: 200, userId: member.id });
    expect(await who('guest-or-member', { token: 'x'.repeat(43) })).toEqual({
      status: 401,
      message: 'Your session has expired, Please login again',
      userId: undefined,
    });
  });

  it('member: no token asks for one; an unknown token has expired; both in the caller language', async () => {
    expect(await who('member')).toMatchObject({ status: 401, message: 'Please provide access token' });
    expect(await who('member', { token: 'unknown' })).toMatchObject({
      status: 401,
      message: 'Your session has expired, Please login again',
    });
    expect((await who('member', { token: 'unknown', lang: 'th' })).message).toBe(
      'เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
    );
  });

  it('a revoked or expired session is refused', async () => {
    const revoked = await createMember(opened.db);
    await revokeAccessTokens(opened.db, revoked.id, { only: revoked.tokenId });
    expect((await who('member', { token: revoked.token })).status).toBe(401);

    const expired = await createMember(opened.db, { now: new Date('2020-01-01T00:00:00Z') });
    expect((await who('member', { token: expired.token })).status).toBe(401);
  });

  it('stores only the hash of a token, never the token', async () => {
    const rows = await opened.db.select().from(accessTokens).where(eq(accessTokens.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(member.token));
    expect(JSON.stringify(rows)).not.toContain(member.token);
    // 256 random bits, URL-safe.
    expect(member.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("another member's token is that member, never this one", async () => {
    const other = await createMember(opened.db);
    expect(await who('member', { token: other.token })).toMatchObject({ status: 200, userId: other.id });
  });
});
