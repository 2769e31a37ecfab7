import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A member's saved addresses (docs/decisions/0028-addresses.md). The address and its detail are one
 * text joined by a separator (src/domain/addresses/address-detail.ts), as the booking's location keeps
 * them. At most one primary per member: the partial unique index says so even if two writers race.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('other'),
    name: text('name').notNull(),
    addressDetail: text('address_detail').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('addresses_one_primary_idx')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    check('addresses_kind_check', sql`${t.kind} in ('home', 'work', 'other')`),
    check('addresses_lat_lng_check', sql`(${t.lat} is null) = (${t.lng} is null)`),
  ],
);
