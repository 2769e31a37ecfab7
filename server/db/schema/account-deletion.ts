import { boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Why members may say they leave, in both languages, in the order the form lists them. */
export const deletionReasons = pgTable('deletion_reasons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: smallint('position').notNull(),
  textEn: text('text_en').notNull(),
  textTh: text('text_th').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * One row per deleted account: the reason given and when, nothing that names the person (the member's
 * row itself is gone), so the product can learn why people leave.
 */
export const accountDeletions = pgTable('account_deletions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  reason: text('reason').notNull(),
  /** The listed reason chosen, when the text is one of them. */
  reasonId: integer('reason_id'),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
