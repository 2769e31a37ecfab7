import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reservations } from './booking';

/**
 * Analytics events the PWA sent to our own collector, after consent (docs/decisions/0041-tracking-consent.md).
 * No member id and no address: a visitor is their device id's hash, so a row says what happened on a
 * device, not who did it. Params are the sanitised ones (src/domain/tracking/event-sanitising.ts).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    params: jsonb('params').notNull().default({}),
    deviceHash: text('device_hash'),
    page: text('page'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('analytics_events_name_check', sql`char_length(${t.name}) between 1 and 60`),
    index('analytics_events_name_received_idx').on(t.name, t.receivedAt),
  ],
);

/**
 * A Reserve with Google booking's conversion report: one per reservation that arrived with a maps
 * token. `adapter` says where it went ('local' only records it here; 'google' posted it), `status`
 * whether that worked.
 */
export const rwgConversions = pgTable(
  'rwg_conversions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    rwgToken: text('rwg_token').notNull(),
    merchantChanged: integer('merchant_changed').notNull().default(2),
    adapter: text('adapter').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rwg_conversions_reservation_idx').on(t.reservationId),
    check('rwg_conversions_status_check', sql`${t.status} in ('recorded', 'sent', 'failed')`),
  ],
);
