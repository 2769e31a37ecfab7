import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A member's saved cards (docs/decisions/0035-saved-cards.md): what the gateway answered when it kept
 * the card on the member's customer — its ids, brand, last four digits and expiry — never the number.
 * At most one primary per member: the partial unique index says so even if two writers race.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    customerId: text('customer_id').notNull(),
    gatewayCardId: text('gateway_card_id').notNull(),
    brand: text('brand').notNull(),
    lastDigits: text('last_digits').notNull(),
    expirationMonth: smallint('expiration_month').notNull(),
    expirationYear: smallint('expiration_year').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('saved_cards_gateway_card_idx').on(t.gateway, t.gatewayCardId),
    uniqueIndex('saved_cards_one_primary_idx')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
);
