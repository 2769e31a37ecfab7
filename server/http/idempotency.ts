import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Language } from '@/contract/envelope';
import { IDEMPOTENCY_HEADER } from '@/contract/booking-constants';
import type { AppEnv, ServerContext } from '../context';
import { idempotencyKeys } from '../db/schema/idempotency';
import { fail } from './respond';

/** Printable, header-safe, long enough to be unguessable by accident (UUIDs, ULIDs, "hold:123:abc"). */
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,200}$/;

/**
 * A claim with no answer after this long belongs to a request that died (process killed, connection
 * lost before the finish write): a retry may take it over rather than wait for ever.
 */
export const STALE_CLAIM_SECONDS = 60;

export const REPLAYED_HEADER = 'Idempotent-Replayed';

const claimToken = sql<string>`${idempotencyKeys.createdAt}::text`;

const MESSAGES = {
  badKey: {
    en: 'Idempotency-Key must be 8 to 200 characters of letters, digits, "_", "-", ":" or "."',
    th: 'Idempotency-Key ต้องมีความยาว 8 ถึง 200 ตัวอักษร ประกอบด้วยตัวอักษร ตัวเลข "_" "-" ":" หรือ "." เท่านั้น',
  },
  inFlight: {
    en: 'A request with this Idempotency-Key is still being processed',
    th: 'คำขอที่ใช้ Idempotency-Key นี้กำลังดำเนินการอยู่',
  },
  mismatch: {
    en: 'This Idempotency-Key was already used with a different request',
    th: 'Idempotency-Key นี้ถูกใช้กับคำขออื่นไปแล้ว',
  },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * Exactly-once writes (DESIGN.md "Wire contract"): with an `Idempotency-Key` header the first request
 * claims a row keyed by (key, scope), runs, and stores its answer; a repeat with the same body gets that
 * answer again (`Idempotent-Replayed: true`), a repeat while the first still runs gets 409, and the same
 * key with another body (or another path of the same route pattern) gets 409. The claim is an INSERT … ON CONFLICT DO NOTHING, so two processes or
 * two pooled connections racing on one key cannot both run the handler. Answers ≥ 500 and thrown errors
 * are not stored: the claim is dropped so the client's retry runs the write for real. Without the header
 * the request passes through untouched.
 *
 * `scope` is the METHOD + route pattern ("POST /reservations.json"), so one key may be reused on
 * another call without colliding.
 */
export function idempotent(ctx: ServerContext, scope: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    const lang = c.get('lang') ?? 'en';
    if (!KEY_PATTERN.test(key)) return fail(c, 400, MESSAGES.badKey[lang]);

    // Hono caches the body: the handler's own c.req.json() afterwards derives from this cached text.
    const text = await c.req.text();
    let body: unknown;
    try {
      body = text.trim() === '' ? null : JSON.parse(text);
    } catch {
      // Malformed JSON: the handler answers 400 itself; nothing is written, so nothing to guard.
      return next();
    }
    const requestHash = hashRequest(c.req.path, body);

    const claimedAt = await claim(ctx, key, scope, requestHash);
    if (claimedAt === null) return answerExisting(ctx, c, key, scope, requestHash, lang);

    try {
      await next();
    } catch (err) {
      await release(ctx, key, scope, claimedAt);
      throw err;
    }
    await finish(ctx, c, key, scope, claimedAt);
  };
}

/**
 * sha256 of the path and the body as JSON with object keys sorted at every level (key order is not
 * meaning). The path counts because a scope is a route pattern: the same key and body sent to
 * PUT /temporary_reservations/1 and /2 are different requests.
 */
export function hashRequest(path: string, body: unknown): string {
  return createHash('sha256').update(path).update('\n').update(canonicalJson(body)).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The claim's created_at (as PostgreSQL's own text, microseconds kept: a JS Date would round them away
 * and no longer match the row) when this request now owns the key, new or taken over; else null.
 */
async function claim(ctx: ServerContext, key: string, scope: string, requestHash: string): Promise<string | null> {
  const inserted = await ctx.db
    .insert(idempotencyKeys)
    .values({ key, scope, requestHash })
    .onConflictDoNothing()
    .returning({ createdAt: claimToken });
  if (inserted[0]) return inserted[0].createdAt;

  // Take over a claim whose request died: same body only, and one taker wins (the row's created_at
  // moves, so a second taker's condition no longer matches).
  const taken = await ctx.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.requestHash, requestHash),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`),
      ),
    )
    .returning({ createdAt: claimToken });
  return taken[0]?.createdAt ?? null;
}

async function answerExisting(
  ctx: ServerContext,
  c: Context<AppEnv>,
  key: string,
  scope: string,
  requestHash: string,
  lang: Language,
): Promise<Response> {
  const [row] = await ctx.db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, scope)));
  if (!row) {
    // Released between our insert attempt and this read (the first request failed with a 5xx): the
    // client's next retry will claim it; say "busy" now rather than run a second time here.
    return fail(c, 409, MESSAGES.inFlight[lang]);
  }
  if (row.requestHash !== requestHash) return fail(c, 409, MESSAGES.mismatch[lang]);
  if (row.statusCode === null) return fail(c, 409, MESSAGES.inFlight[lang]);
  c.header(REPLAYED_HEADER, 'true');
  return c.json(row.responseBody as object, row.statusCode as ContentfulStatusCode);
}

/** Stores the answer, or drops the claim when the answer must not be replayed (5xx, not JSON). */
async function finish(
  ctx: ServerContext,
  c: Context<AppEnv>,
  key: string,
  scope: string,
  claimedAt: string,
): Promise<void> {
  const status = c.res.status;
  // A 4xx is an answer even when it came from a thrown BadRequestError/BookingError turned into a
  // response by an onError: replaying it is right. A 5xx (or an error nothing turned into an answer)
  // is not: the retry must run for real.
  const stored = status < 500 ? await readJson(c.res) : undefined;
  if (stored === undefined) {
    await release(ctx, key, scope, claimedAt);
    return;
  }
  const done = await ctx.db
    .update(idempotencyKeys)
    .set({ statusCode: status, responseBody: stored, completedAt: sql`now()` })
    .where(ownClaim(key, scope, claimedAt))
    .returning({ key: idempotencyKeys.key });
  if (!done[0]) {
    ctx.log.warn('idempotency claim lost before the answer was stored', { scope, status });
  }
}

async function release(ctx: ServerContext, key: string, scope: string, claimedAt: string): Promise<void> {
  await ctx.db.delete(idempotencyKeys).where(ownClaim(key, scope, claimedAt));
}

/** Only the claim this request made: a taker after 60 s moved created_at, and its claim is not ours. */
function ownClaim(key: string, scope: string, claimedAt: string) {
  return and(
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.scope, scope),
    isNull(idempotencyKeys.statusCode),
    sql`${idempotencyKeys.createdAt} = ${claimedAt}::timestamptz`,
  );
}

async function readJson(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    const body: unknown = await res.clone().json();
    return body;
  } catch {
    return undefined;
  }
}
