import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A member's passkeys (WebAuthn credentials): the authenticator keeps the private key, we keep the public
 * key and the signature counter (a counter that goes backwards betrays a cloned authenticator;
 * docs/decisions/0025-passkeys-member-booking.md).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator (usb, internal, hybrid …), comma-separated. */
    transports: text('transports').notNull().default(''),
    /** What the member calls it; the browser's name for the device by default. */
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges we handed out: single use (used_at set by the statement that checks it) and short
 * lived (expires_at). In the database, so any API process can finish a ceremony another one began.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** base64url of 32 random bytes. */
    challenge: text('challenge').notNull(),
    /** 'register' (a member adds a passkey) or 'sign-in'. */
    purpose: text('purpose').notNull(),
    /** The member adding a passkey; null for a sign-in (anyone may try to prove who they are). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_challenge_key').on(t.challenge),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose_check', sql`${t.purpose} in ('register', 'sign-in')`),
  ],
);

/**
 * Members' avatars: the uploaded picture, re-encoded by us (no metadata kept), served resized by the image
 * routes under its unguessable key. In the database so every API process serves it.
 */
export const avatars = pgTable(
  'avatars',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    image: bytea('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avatars_user_idx').on(t.userId)],
);
