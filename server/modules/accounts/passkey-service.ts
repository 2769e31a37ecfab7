import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import type { Passkey, SignedInUser } from '@/contract/accounts';
import type { ServerContext } from '../../context';
import { passkeys } from '../../db/schema/passkeys';
import { AppError } from '../../http/app-error';
import { issueAccessToken, type AuthUser } from '../../http/auth';
import { consumeChallenge, storeChallenge, type ChallengePurpose } from './passkey-challenges';
import { relyingParty } from './relying-party';
import { findUserById } from './user-repo';
import { profileOf } from './user-view';

/** A member keeps a handful of passkeys (a phone, a laptop, a security key), not an unbounded list. */
export const MAX_PASSKEYS_PER_MEMBER = 10;

const nowOf = (ctx: ServerContext) => ctx.now?.() ?? new Date();
type PasskeyRow = typeof passkeys.$inferSelect;

function viewOf(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

/** The browser's JSON, parsed; anything that is not an object with an id is refused before the library. */
function parseCredential<T>(text: string): T & { id: string } {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
      return value as T & { id: string };
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError(422, 'passkeyInvalid', {}, { field: 'credential' });
}

/** A check of the library's that throws on a malformed credential becomes our refusal (never a 500). */
async function verified<T>(run: () => Promise<T>, key: 'passkeyInvalid' | 'passkeySignInFailed', status: 401 | 422): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(status, key);
  }
}

function challengeCheck(ctx: ServerContext, purpose: ChallengePurpose, userId: number | null) {
  return (challenge: string) => consumeChallenge(ctx.db, challenge, purpose, userId, nowOf(ctx));
}

export async function listPasskeys(ctx: ServerContext, user: AuthUser): Promise<Passkey[]> {
  const rows = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(passkeys.id);
  return rows.map(viewOf);
}

/** Options for adding a passkey: a fresh challenge, and the member's passkeys excluded (no duplicate). */
export async function registrationOptions(ctx: ServerContext, user: AuthUser): Promise<string> {
  const rp = relyingParty(ctx.config);
  const existing = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpId,
    userName: user.email,
    userDisplayName: user.name || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId })),
    // Discoverable, so signing in needs no e-mail first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: 120_000,
  });
  await storeChallenge(ctx.db, options.challenge, 'register', user.id, nowOf(ctx));
  return JSON.stringify(options);
}

/**
 * Keeps the new passkey after checking the browser's answer against a challenge this member was given
 * (single use, 5 minutes), our relying party and one of our origins (tests/server/accounts/passkeys.test.ts).
 */
export async function addPasskey(ctx: ServerContext, user: AuthUser, credential: string, name: string | null | undefined): Promise<Passkey> {
  const rp = relyingParty(ctx.config);
  const response = parseCredential<RegistrationResponseJSON>(credential);
  const result = await verified(
    () =>
      verifyRegistrationResponse({
        response,
        expectedChallenge: challengeCheck(ctx, 'register', user.id),
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpId,
        requireUserVerification: false,
      }),
    'passkeyInvalid',
    422,
  );
  if (!result.verified) throw new AppError(422, 'passkeyInvalid');
  const { credential: made } = result.registrationInfo;
  const count = (await ctx.db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, user.id))).length;
  if (count >= MAX_PASSKEYS_PER_MEMBER) throw new AppError(422, 'passkeyLimit', { max: MAX_PASSKEYS_PER_MEMBER });
  const [row] = await ctx.db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: made.id,
      publicKey: isoBase64URL.fromBuffer(made.publicKey),
      counter: made.counter,
      transports: (made.transports ?? []).join(','),
      name: name?.trim() || 'Passkey',
      createdAt: nowOf(ctx),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(422, 'passkeyTaken');
  return viewOf(row);
}

export async function removePasskey(ctx: ServerContext, user: AuthUser, id: number): Promise<void> {
  // Another member's passkey id answers like an unknown one.
  const gone = await ctx.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
    .returning({ id: passkeys.id });
  if (gone.length === 0) throw new AppError(404, 'passkeyNotFound');
}

/** Options for signing in: a fresh challenge, any discoverable passkey of ours may answer it. */
export async function signInOptions(ctx: ServerContext): Promise<string> {
  const rp = relyingParty(ctx.config);
  const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: 'preferred', timeout: 120_000 });
  await storeChallenge(ctx.db, options.challenge, 'sign-in', null, nowOf(ctx));
  return JSON.stringify(options);
}

/**
 * Signs in with a passkey: the credential must be one we keep, signed over a sign-in challenge of ours
 * (single use, 5 minutes) for our relying party, with a counter that did not go backwards. Every failure
 * answers the same 401, and a new session is issued like a password sign-in.
 */
export async function signInWithPasskey(ctx: ServerContext, credential: string): Promise<SignedInUser> {
  const rp = relyingParty(ctx.config);
  const response = parseCredential<AuthenticationResponseJSON>(credential);
  const [stored] = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!stored) throw new AppError(401, 'passkeySignInFailed');
  const result = await verified(
    () =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: challengeCheck(ctx, 'sign-in', null),
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpId,
        credential: {
          id: stored.credentialId,
          publicKey: isoBase64URL.toBuffer(stored.publicKey),
          counter: stored.counter,
          transports: stored.transports ? (stored.transports.split(',') as never[]) : undefined,
        },
        requireUserVerification: false,
      }),
    'passkeySignInFailed',
    401,
  );
  if (!result.verified) throw new AppError(401, 'passkeySignInFailed');
  const now = nowOf(ctx);
  await ctx.db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkeys.id, stored.id));
  const user = await findUserById(ctx.db, stored.userId);
  if (!user) throw new AppError(401, 'passkeySignInFailed');
  const { token } = await issueAccessToken(ctx.db, user.id, now);
  return { ...profileOf(user), accessToken: token };
}
