import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail and text messages the server would send (password-reset links, phone codes), written in the same transaction as the
 * change that causes it, so a mail exists exactly when its change committed. A sender hands unsent rows
 * to a transport and stamps sent_at; in the local run nothing is sent and the rows are the local mailbox
 * (server/mail/outbox.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** What the mail is for, e.g. 'password_reset'. */
    kind: text('kind').notNull(),
    /** How it goes out: 'email' (to_address is an e-mail) or 'sms' (to_address is +<code><number>). */
    channel: text('channel').notNull().default('email'),
    toAddress: text('to_address').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt),
    index('mail_outbox_unsent_idx').on(t.sentAt, t.id),
  ],
);
