import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Members and their sessions. The access token a member holds is 256 random bits; only its sha256
 * is stored (a leaked table opens no session), and a session ends by being revoked or expiring
 * (docs/decisions/0016-contract-and-auth-seam.md).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-cased; one account per e-mail. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_key').on(t.tokenHash),
    index('access_tokens_user_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
