import { and, eq, sql } from 'drizzle-orm';
import type { SignedInUser, SocialSignUpRequest } from '@/contract/accounts';
import type { Language } from '@/contract/envelope';
import type { ServerContext } from '../../context';
import type { SocialIdentity } from '../../auth/id-token-verifier';
import { users } from '../../db/schema/accounts';
import { AppError } from '../../http/app-error';
import { issueAccessToken } from '../../http/auth';
import { hitAccountLimit } from './account-limits';
import { claimGuestBookings, findUserByEmail, findUserIdByReferralCode, insertUserUnlessTaken } from './user-repo';
import { profileOf, type UserRow } from './user-view';

const nowOf = (ctx: ServerContext) => ctx.now?.() ?? new Date();

/**
 * The identity in a Firebase ID token, verified by the server; 422 'failed to sign in' for
 * a token that is forged, expired, of another project or of a sign-in method we do not offer, and 503
 * when no Firebase project is configured.
 */
export async function identityOf(ctx: ServerContext, idToken: string): Promise<SocialIdentity> {
  if (!ctx.idTokens) throw new AppError(503, 'serviceUnavailable');
  const identity = await ctx.idTokens.verify(idToken);
  if (!identity) throw new AppError(422, 'socialTokenMissing', {}, { field: 'idToken' });
  return identity;
}

async function findSocialUser(ctx: ServerContext, identity: SocialIdentity): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.provider, identity.provider), eq(users.uid, identity.uid)));
  return row ?? null;
}

/** Step 3 of the social flow: is this social account (uid and provider) a member, and has it a phone? */
export async function checkSocialAccount(
  ctx: ServerContext,
  idToken: string,
): Promise<{ registered: boolean; hasNumber: boolean }> {
  const identity = await identityOf(ctx, idToken);
  const row = await findSocialUser(ctx, identity);
  return { registered: row !== null, hasNumber: Boolean(row?.phone) };
}

/**
 * Social sign-up, which signs in a social account that is already a member
 * (tests/server/accounts/social-sign-in.test.ts). Who the person is comes only from the verified token
 * (uid, provider, and the e-mail when the provider gives one); the body adds what the provider did not
 * (e-mail, phone) and the sign-up choices. A member without a phone gets the one sent. An e-mail that
 * already belongs to another account (a password, or another provider) is refused with 'your email is
 * already registered, try signing in with Google': an account is never taken over through an e-mail.
 */
export async function socialSignUp(ctx: ServerContext, body: SocialSignUpRequest, lang: Language): Promise<SignedInUser> {
  const identity = await identityOf(ctx, body.idToken);
  const now = nowOf(ctx);
  const signedIn = async (row: UserRow): Promise<SignedInUser> => {
    const { token } = await issueAccessToken(ctx.db, row.id, now);
    return { ...profileOf(row, ctx.config.staffEmailDomain), accessToken: token };
  };

  const existing = await findSocialUser(ctx, identity);
  if (existing) {
    await hitAccountLimit(ctx, 'socialSignUp', existing.email);
    if (existing.phone || !body.phone) return signedIn(existing);
    const [patched] = await ctx.db
      .update(users)
      .set({ phone: body.phone, callingCode: body.callingCode ?? existing.callingCode, phoneVerified: false, updatedAt: now })
      .where(and(eq(users.id, existing.id), sql`(${users.phone} is null or ${users.phone} = '')`))
      .returning();
    return signedIn(patched ?? existing);
  }

  const email = identity.email ?? body.email ?? null;
  if (!email) throw new AppError(422, 'emailRequired', {}, { field: 'email' });
  await hitAccountLimit(ctx, 'socialSignUp', email);
  if (await findUserByEmail(ctx.db, email)) throw new AppError(422, 'socialEmailRegistered', {}, { field: 'email' });
  const referredBy = body.rCode ? await findUserIdByReferralCode(ctx.db, body.rCode) : null;
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertUserUnlessTaken(tx, {
      email,
      // Only an e-mail the provider gave and vouched for counts as proven; a typed one does not.
      emailVerified: identity.email !== null && identity.emailVerified,
      name: body.name ?? identity.name ?? email.split('@')[0] ?? '',
      passwordHash: null,
      phone: body.phone ?? null,
      callingCode: body.callingCode ?? undefined,
      language: body.language ?? lang,
      birthday: body.birthday ?? null,
      subscribeMarketingEmail: body.subscribeMarketingEmail,
      provider: identity.provider,
      uid: identity.uid,
      referredBy,
      createdAt: now,
      updatedAt: now,
    });
    if (row) await claimGuestBookings(tx, row.id, row.email, body.guestBookingIds.map(String));
    return row;
  });
  if (created) return signedIn(created);
  // Lost a race: the same social account signed up at the same moment (sign it in), or the e-mail did.
  const raced = await findSocialUser(ctx, identity);
  if (raced) return signedIn(raced);
  throw new AppError(422, 'socialEmailRegistered', {}, { field: 'email' });
}
