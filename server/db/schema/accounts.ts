import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Members and their sessions. The access token a member holds is 256 random bits; only its sha256
 * is stored (a leaked table opens no session), and a session ends by being revoked or expiring
 * (docs/decisions/0016-contract-and-auth-seam.md, 0023-accounts.md).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored lower-cased; one account per e-mail, enforced by the unique index on lower(email). */
    email: text('email').notNull(),
    /**
     * Set when the member proved the e-mail is theirs: a social provider vouched for it, or a link mailed
     * to it was used (password reset). Staff rights need it (src/domain/accounts/staff-email.ts).
     */
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name').notNull().default(''),
    /** argon2id (PHC string); null for an account that has no password (social sign-up, later). */
    passwordHash: text('password_hash'),
    /** National number as typed (digits, a leading zero allowed) and its calling code, e.g. '+66'. */
    phone: text('phone'),
    callingCode: text('calling_code').notNull().default('+66'),
    /** Set when the member proved the phone is theirs; a changed number is unverified again. */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    language: text('language').notNull().default('th'),
    birthday: date('birthday', { mode: 'string' }),
    subscribeMarketingEmail: boolean('subscribe_marketing_email').notNull().default(false),
    /** How the account signs in: our own short name for e-mail and password, else the social provider. */
    provider: text('provider').notNull().default('hungrytable'),
    /** The social provider's user id (null for e-mail accounts). */
    uid: text('uid'),
    /**
     * The code this member shares (10 random hex digits, upper-case); a sign-up with it records who
     * referred whom. Made by the database so every insert gets one; a rare clash is retried by sign-up.
     */
    referralCode: text('referral_code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10))`),
    referredBy: integer('referred_by'),
    /** The current avatar's key (table avatars), or none. */
    avatarKey: text('avatar_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    uniqueIndex('users_provider_uid_key')
      .on(t.provider, t.uid)
      .where(sql`${t.uid} is not null`),
    check('users_language_check', sql`${t.language} in ('en', 'th')`),
  ],
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

/**
 * A password-reset link's secret, like an access token only as its sha256: single use (used_at set in
 * the same statement that checks it) and short-lived (expires_at, 30 minutes).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * One-time codes sent to prove a phone number (src/domain/accounts/phone-code.ts): 6 digits kept only as
 * an HMAC, 5 minutes, 5 tries, a new one at most every 60 seconds. The row names the number it was sent
 * to, so a code proves that number only, even if the profile's number changed since.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    callingCode: text('calling_code').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_user_idx').on(t.userId, t.sentAt)],
);
