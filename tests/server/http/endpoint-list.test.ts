import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { ENDPOINTS } from '@/contract/endpoint-list';
import { API_PREFIX } from '@/contract/envelope';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { createApp } from '@server/http/app';
import { honoPattern } from '@server/http/mount';
import { createPaymentsModule } from '@server/modules/payments/payments-module';
import { TEST_CONFIG } from '../payments/payments-support';
import { createTestDb, testContext } from '../support/test-db';

const declared = import.meta.glob<Record<string, unknown>>('/src/contract/endpoints/*.ts', { eager: true });

const GB_KEYS = { publicKey: 'pub', secretKey: 'sec', token: 'tok', apiUrl: 'https://api.globalprimepay.com' };

let opened: OpenedDatabase;
let app: Hono<AppEnv>;

beforeAll(async () => {
  opened = await createTestDb();
  const ctx = testContext(opened.db);
  ctx.config = { ...ctx.config, localMailbox: true };
  // GB Prime Pay: the gateway whose return and 3-D Secure pages are endpoints too (the others have none).
  const config = { ...TEST_CONFIG, gateway: 'gbprimepay' as const, gbPrimePay: GB_KEYS };
  app = createApp(ctx, { payments: createPaymentsModule(ctx, { config }) });
});

afterAll(() => opened.close());

describe('the list of endpoints', () => {
  it('holds every endpoint declared in src/contract/endpoints, once, with unique names', () => {
    const exported = Object.values(declared).flatMap((module) => Object.values(module));
    expect(new Set(ENDPOINTS)).toEqual(new Set(exported));
    const names = ENDPOINTS.map((e) => e.name);
    expect(names.length).toBe(new Set(names).size);
  });

  it('has each endpoint mounted exactly once by the server', () => {
    // mount() and mountRaw() register two handlers per endpoint: the body cap, then the endpoint's own.
    const counts = ENDPOINTS.map((e) => {
      const route = honoPattern(e.kind === 'json' ? `${API_PREFIX}${e.path}` : e.path).route;
      const handlers = app.routes.filter((r) => r.method === e.method && r.path === route).length;
      return [e.name, handlers];
    });
    expect(counts).toEqual(ENDPOINTS.map((e) => [e.name, 2]));
  });
});
