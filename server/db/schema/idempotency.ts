import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records for writes that create money or seats (tests/server/http/idempotency.test.ts): the
 * first request with a key claims the row (status_code null while it runs), finishes it with its answer, and
 * a replay with the same body gets that answer again; another body gets 409. Rows, not memory, so any server
 * process answers a replay the same way.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** METHOD + route pattern, e.g. "POST /reservations.json": one key may be reused on another call. */
    scope: text('scope').notNull(),
    /** sha256 of the canonical JSON body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.scope] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    index('idempotency_keys_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.statusCode} is null`),
  ],
);
