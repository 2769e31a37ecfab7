import { and, eq, sql } from 'drizzle-orm';
import {
  OWN_PROVIDER,
  type MemberProfile,
  type SignedInUser,
  type SignedUpUser,
  type SignUpRequest,
  type UserProfile,
  type updateProfileRequestSchema,
} from '@/contract/accounts';
import type { Language } from '@/contract/envelope';
import type { z } from 'zod';
import type { ServerContext } from '../../context';
import { users } from '../../db/schema/accounts';
import { AppError } from '../../http/app-error';
import { issueAccessToken, revokeAccessTokens, type AuthUser } from '../../http/auth';
import { hitAccountLimit } from './account-limits';
import { hashPassword, verifyPassword } from './passwords';
import {
  claimGuestBookings,
  findUserByEmail,
  findUserById,
  findUserIdByReferralCode,
  insertUserUnlessTaken,
} from './user-repo';
import { profileOf } from './user-view';
import { loyaltyProfileOf } from '../loyalty/loyalty-service';
import { featureOn } from '../catalogue/config-constants';
import { primaryCardOf } from '../saved-cards/saved-card-service';

const nowOf = (ctx: ServerContext) => ctx.now?.() ?? new Date();

/** A birthday after today (in Bangkok, a day ahead of UTC at most) is a typo, not a date of birth. */
function refuseFutureBirthday(birthday: string | null | undefined, now: Date): void {
  const latest = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  if (birthday && birthday > latest) throw new AppError(422, 'birthdayInvalid', {}, { field: 'birthday' });
}

/**
 * Creates an e-mail and password account and signs it in (tests/server/accounts/sign-up.test.ts). One
 * account per e-mail, whatever the case and however many sign-ups race; the device's guest bookings made
 * with this e-mail become the member's in the same transaction.
 */
export async function signUp(ctx: ServerContext, body: SignUpRequest, lang: Language): Promise<SignedUpUser> {
  if (body.provider && body.provider !== OWN_PROVIDER) {
    throw new AppError(422, 'providerNotSupported', { provider: body.provider }, { field: 'provider' });
  }
  refuseFutureBirthday(body.birthday, nowOf(ctx));
  await hitAccountLimit(ctx, 'signUp', body.email);
  // The slow part (argon2) runs before any transaction holds a connection.
  const passwordHash = await hashPassword(body.password);
  const referredBy = body.rCode ? await findUserIdByReferralCode(ctx.db, body.rCode) : null;
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await insertUserUnlessTaken(tx, {
      email: body.email,
      name: body.name,
      passwordHash,
      phone: body.phone ?? null,
      callingCode: body.callingCode ?? undefined,
      language: body.language ?? lang,
      birthday: body.birthday ?? null,
      subscribeMarketingEmail: body.subscribeMarketingEmail,
      provider: OWN_PROVIDER,
      referredBy,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new AppError(422, 'emailTaken', {}, { field: 'email' });
    const publicIds = body.guestBookingIds.map(String);
    const claimedBookingIds = await claimGuestBookings(tx, row.id, row.email, publicIds);
    const { token } = await issueAccessToken(tx, row.id, now);
    return { ...profileOf(row, ctx.config.staffEmailDomain), accessToken: token, claimedBookingIds };
  });
}

/**
 * E-mail sign-in (grant_type=password): an unknown e-mail, an account without a password and a wrong
 * password all answer 401 'Invalid email or password', after the same argon2 work
 * (tests/server/accounts/sign-in.test.ts).
 */
export async function signIn(ctx: ServerContext, email: string, password: string): Promise<SignedInUser> {
  await hitAccountLimit(ctx, 'signIn', email);
  const row = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row || !ok) throw new AppError(401, 'signInFailed');
  const { token } = await issueAccessToken(ctx.db, row.id, nowOf(ctx));
  return { ...profileOf(row, ctx.config.staffEmailDomain), accessToken: token };
}

/** GET /users.json: the profile with the member's points and loyalty standing (from the ledger). */
export async function getProfile(ctx: ServerContext, user: AuthUser, lang: Language): Promise<MemberProfile> {
  const row = await findUserById(ctx.db, user.id);
  // The session outlived its account (deleted): the same answer as any dead session.
  if (!row) throw new AppError(401, 'sessionExpired');
  return {
    ...profileOf(row, ctx.config.staffEmailDomain),
    ...(await loyaltyProfileOf(ctx, row.id, lang)),
    primaryCreditCard: featureOn(ctx, 'enableSaveCc') ? await primaryCardOf(ctx, row.id) : null,
  };
}

/** Changes only the fields sent; a new phone number has not been verified yet. */
export async function updateProfile(
  ctx: ServerContext,
  user: AuthUser,
  body: z.output<typeof updateProfileRequestSchema>,
): Promise<UserProfile> {
  refuseFutureBirthday(body.birthday, nowOf(ctx));
  const current = await findUserById(ctx.db, user.id);
  if (!current) throw new AppError(401, 'sessionExpired');
  const phone = body.phone === undefined ? current.phone : body.phone;
  const callingCode = body.callingCode ?? current.callingCode;
  const phoneChanged = phone !== current.phone || callingCode !== current.callingCode;
  const [row] = await ctx.db
    .update(users)
    .set({
      name: body.name ?? current.name,
      phone,
      callingCode,
      phoneVerified: phoneChanged ? false : current.phoneVerified,
      birthday: body.birthday === undefined ? current.birthday : body.birthday,
      language: body.language ?? current.language,
      subscribeMarketingEmail: body.subscribeMarketingEmail ?? current.subscribeMarketingEmail,
      updatedAt: nowOf(ctx),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new AppError(401, 'sessionExpired');
  return profileOf(row, ctx.config.staffEmailDomain);
}

/** Sign-out ends this session only; the member's other devices stay signed in. */
export async function signOut(ctx: ServerContext, user: AuthUser): Promise<void> {
  await revokeAccessTokens(ctx.db, user.id, { only: user.tokenId });
}

/** A signed-in member's new password ends every other session (tests/server/accounts/passwords.test.ts). */
export async function changePassword(
  ctx: ServerContext,
  user: AuthUser,
  currentPassword: string,
  password: string,
): Promise<void> {
  await hitAccountLimit(ctx, 'passwordChange', user.email);
  const row = await findUserById(ctx.db, user.id);
  if (!row) throw new AppError(401, 'sessionExpired');
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new AppError(422, 'currentPasswordWrong', {}, { field: 'currentPassword' });
  }
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: nowOf(ctx) }).where(eq(users.id, user.id));
    await revokeAccessTokens(tx, user.id, { except: user.tokenId });
  });
}

/** Whether the social account (provider, uid) has a phone number on file; unknown accounts have none. */
export async function hasPhoneNumber(ctx: ServerContext, uid: string, provider: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.provider, provider), eq(users.uid, uid), sql`${users.phone} is not null and ${users.phone} <> ''`));
  return row !== undefined;
}
