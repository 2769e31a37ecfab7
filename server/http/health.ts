import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv, ServerContext } from '../context';
import { ok, fail } from './respond';

/** Liveness + database reachability, for load balancers and the e2e harness. */
export function createHealthRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const check = async (): Promise<{ ok: boolean; ms: number }> => {
    const started = performance.now();
    try {
      await ctx.db.execute(sql`select 1`);
      return { ok: true, ms: Math.round(performance.now() - started) };
    } catch (err) {
      ctx.log.error('health check failed', { error: err instanceof Error ? err.message : String(err) });
      return { ok: false, ms: Math.round(performance.now() - started) };
    }
  };
  const handler = async (c: Context<AppEnv>): Promise<Response> => {
    const db = await check();
    if (!db.ok) return fail(c, 503, 'Database unavailable');
    return ok(c, { status: 'ok', version: ctx.config.appVersion, database: 'ok', databaseMs: db.ms });
  };
  app.get('/healthz', handler);
  app.get('/api/v5/health.json', handler);
  return app;
}
