import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters per caller and fixed time window, shared by every API process (a counter in one
 * process's memory would let a client spread its burst across processes). Old windows are deleted as
 * new ones are counted.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** What is counted and for whom, e.g. "hold:device:3f0b…" or "signin:address:1.2.3.4". */
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);
