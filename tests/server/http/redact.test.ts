import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonEndpoint } from '@/contract/endpoint';
import { API_PREFIX } from '@/contract/envelope';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { mount } from '@server/http/mount';
import { createPlatformApp } from '@server/http/platform';
import { redactFields, redactPath, REDACTED } from '@server/http/redact';
import { createLogger } from '@server/logger';
import { createMember } from '../support/members';
import { createEmptyTestDb, testContext } from '../support/test-db';

const boom = jsonEndpoint({
  name: 'test.boom',
  method: 'POST',
  path: '/boom/{id}',
  access: 'guest-or-member',
  schemas: () => Promise.resolve({ body: z.object({ password: z.string() }), response: z.object({ data: z.null() }) }),
});

let opened: OpenedDatabase;
let app: Hono<AppEnv>;
const lines: string[] = [];

beforeAll(async () => {
  opened = await createEmptyTestDb();
  const base = testContext(opened.db);
  const ctx = { ...base, log: createLogger('info', (line) => lines.push(line)) };
  app = createPlatformApp(ctx, {}, (root) => {
    const api = new Hono<AppEnv>();
    mount(api, ctx, boom, ({ c, body }) => {
      // A careless log line and a crash, the two ways a secret usually reaches a log.
      ctx.log.warn('about to fail', { url: c.req.url, body, authorization: c.req.header('Authorization') });
      throw new Error(`failed for ${c.req.url}`);
    });
    root.route(API_PREFIX, api);
  });
});

afterAll(() => opened.close());

describe('no secret reaches the logs', () => {
  it('redacts tokens and passwords in URLs, bodies, headers and error messages', async () => {
    const member = await createMember(opened.db);
    const res = await app.request(`${API_PREFIX}/boom/1?access_token=${member.token}&x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ password: 'hunter2-secret' }),
    });
    expect(res.status).toBe(500);
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(log).not.toContain(member.token);
    expect(log).not.toContain('hunter2-secret');
    expect(log).toContain(REDACTED);
  });

  it('scrubs token-shaped path segments, bearer values and sensitive keys', () => {
    const token = 'a'.repeat(43);
    expect(redactPath(`/api/v5/users/${token}.json`)).toBe(`/api/v5/users/${REDACTED}.json`);
    expect(redactPath('/x?token=abc&y=1')).toBe(`/x?token=${REDACTED}&y=1`);
    expect(redactFields({ h: `Bearer ${token}`, nested: { accessToken: 'abc', keep: 'ok' } })).toEqual({
      h: `Bearer ${REDACTED}`,
      nested: { accessToken: REDACTED, keep: 'ok' },
    });
  });
});
