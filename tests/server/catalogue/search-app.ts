import { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppEnv } from '@server/context';
import type { OpenedDatabase } from '@server/db/client';
import { toCamelKeys } from '@/contract/wire-case';
import { errorHandler } from '@server/http/errors';
import { languageMiddleware } from '@server/http/language';
import { createCatalogueRoutes } from '@server/modules/catalogue/routes';
import { testContext } from '../support/test-db';

/** The catalogue routes over a test database, mounted as the platform mounts them. */
export function catalogueApp(opened: OpenedDatabase): Hono<AppEnv> {
  const ctx = testContext(opened.db);
  const app = new Hono<AppEnv>();
  app.use(languageMiddleware());
  app.route('/api/v5', createCatalogueRoutes(ctx));
  app.onError(errorHandler(ctx.log));
  return app;
}

/** GET → status and the camelized body. */
export async function getJson(
  app: Hono<AppEnv>,
  path: string,
  lang: 'en' | 'th' = 'en',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await app.request(path, { headers: { 'X-HH-Language': lang } });
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return { status: res.status, body: toCamelKeys<Record<string, unknown>>(await res.json()) };
}
