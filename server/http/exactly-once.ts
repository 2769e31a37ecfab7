import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { idempotencyKeys } from '../db/schema/idempotency';
import { AppError } from './app-error';

/** Printable, header-safe, long enough to be unguessable by accident (UUIDs, ULIDs, "hold:123:abc"). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,200}$/;
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export interface StoredAnswer {
  status: number;
  body: object;
  headers?: Readonly<Record<string, string>>;
}

/**
 * Exactly once, across crashes (tests/server/http/idempotency.test.ts, tests/pg/idempotency-race.test.ts):
 * the key's claim, the handler's effects and the answer are one transaction.
 * - First request: it inserts the claim, runs the handler in a savepoint and stores the answer; all of it
 *   commits together, or none of it (a crash, a 5xx): then the retry runs for the first time.
 * - A repeat while the first runs waits on the claim's row and then replays the committed answer.
 * - A repeat after it: the stored answer again (`Idempotent-Replayed: true`).
 * - The same key with another body (or another path of the same route): 409, nothing stored.
 * A refusal (AppError) is an answer: the savepoint drops its half-done work and the refusal is stored.
 */
export async function exactlyOnce(
  ctx: ServerContext,
  claim: { key: string; scope: string; requestHash: string },
  produce: () => Promise<StoredAnswer>,
  refusal: (err: AppError) => StoredAnswer,
): Promise<StoredAnswer & { replayed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ key: claim.key, scope: claim.scope, requestHash: claim.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!inserted[0]) return replay(ctx, claim);

    let answer: StoredAnswer;
    try {
      answer = await tx.transaction(() => produce());
    } catch (err) {
      // A 429 speaks of the caller's pace, not of this request: never stored, the retry runs later.
      if (!(err instanceof AppError) || err.status === 429) throw err;
      answer = refusal(err);
    }
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, responseBody: answer.body, completedAt: new Date() })
      .where(and(eq(idempotencyKeys.key, claim.key), eq(idempotencyKeys.scope, claim.scope)));
    return { ...answer, replayed: false };
  });
}

async function replay(
  ctx: ServerContext,
  claim: { key: string; scope: string; requestHash: string },
): Promise<StoredAnswer & { replayed: boolean }> {
  const [row] = await ctx.db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, claim.key), eq(idempotencyKeys.scope, claim.scope)));
  if (row && row.requestHash !== claim.requestHash) throw new AppError(409, 'idempotencyMismatch');
  // Claims are written with their answer, so an unanswered row is a leftover of the older scheme.
  if (!row || row.statusCode === null) throw new AppError(409, 'idempotencyInFlight');
  return { status: row.statusCode, body: row.responseBody as object, replayed: true };
}

/**
 * sha256 of the path and the body as JSON with object keys sorted at every level (key order is not
 * meaning). The path counts: the same key and body sent to PUT /temporary_reservations/1 and /2 are
 * different requests of one route.
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
