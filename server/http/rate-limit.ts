import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { rateLimitHits } from '../db/schema/rate-limits';
import { AppError } from './app-error';
import type { AuthUser } from './auth';
import { clientOf } from './client-identity';

/** At most `limit` hits per `windowSeconds` for one bucket (what is counted, for whom). */
export interface LimitRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * How the limits of this process scale (ServerConfig.rateLimitScale, from RATE_LIMITS): `off` turns them
 * off (benchmarks that fire hundreds of holds from one address), a number multiplies every limit (a test
 * suite sharing one address); default 1.
 */
export function limitScaleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.RATE_LIMITS?.trim();
  if (value === 'off') return Number.POSITIVE_INFINITY;
  const scale = Number(value ?? 1);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** The first bucket over its limit after a hit, with the seconds until its window ends. */
interface Overrun {
  rule: LimitRule;
  count: number;
  limit: number;
  retryAfter: number;
}

/**
 * Counts one hit in every bucket, in order, and stops at the first one over its limit (fixed windows,
 * counters in the database so all API processes share them).
 */
async function countHits(ctx: ServerContext, rules: readonly LimitRule[]): Promise<Overrun | null> {
  const scale = ctx.config.rateLimitScale ?? 1;
  if (scale === Number.POSITIVE_INFINITY) return null;
  const now = ctx.now?.() ?? new Date();
  for (const rule of rules) {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const [row] = await ctx.db
      .insert(rateLimitHits)
      .values({ bucket: rule.bucket, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.bucket, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      })
      .returning({ count: rateLimitHits.count });
    const count = row?.count ?? 1;
    // The first hit of a window clears the bucket's older windows: the table stays small by itself.
    if (count === 1) {
      await ctx.db
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, rule.bucket), lt(rateLimitHits.windowStart, windowStart)));
    }
    if (count > rule.limit * scale) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
      return { rule, count, limit: rule.limit * scale, retryAfter };
    }
  }
  return null;
}

/**
 * Counts one hit in every bucket and refuses the request when any is over its limit: 429 'Too many
 * request' with Retry-After, the seconds until that window ends, and a warning in the log
 * (tests/server/accounts/account-limits.test.ts).
 */
export async function hitLimits(ctx: ServerContext, rules: readonly LimitRule[]): Promise<void> {
  const over = await countHits(ctx, rules);
  if (!over) return;
  const { rule, count, limit, retryAfter } = over;
  ctx.log.warn('rate limited', { bucket: rule.bucket, count, limit, retryAfter });
  throw new AppError(429, 'tooManyRequests', {}, { headers: { 'Retry-After': String(retryAfter) } });
}

/**
 * Counts one hit in every bucket and tells whether all are still within their limits, for work that is
 * skipped rather than refused once a client has had its share (tests/server/http/inline-limit.test.ts).
 */
export async function withinLimits(ctx: ServerContext, rules: readonly LimitRule[]): Promise<boolean> {
  const over = await countHits(ctx, rules);
  if (over) ctx.log.warn('rate limited, skipped', { bucket: over.rule.bucket, count: over.count, limit: over.limit });
  return over === null;
}

/** A mount guard counting `what` per client and per address (src/contract endpoints with a cost). */
export function limitsGuard(
  ctx: ServerContext,
  what: string,
  limits: { perClient: number; perAddress: number; windowSeconds: number },
): (caller: { c: Context<AppEnv>; user: AuthUser | null }) => Promise<void> {
  return ({ c, user }) => {
    const client = clientOf(c, user);
    return hitLimits(ctx, [
      { bucket: `${what}:${client.key}`, limit: limits.perClient, windowSeconds: limits.windowSeconds },
      { bucket: `${what}:address:${client.address}`, limit: limits.perAddress, windowSeconds: limits.windowSeconds },
    ]);
  };
}
