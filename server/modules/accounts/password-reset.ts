import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TOKEN_MINUTES } from '@/contract/accounts';
import type { Language } from '@/contract/envelope';
import type { ServerContext } from '../../context';
import { passwordResetTokens, users } from '../../db/schema/accounts';
import { AppError } from '../../http/app-error';
import { revokeAccessTokens } from '../../http/auth';
import { enqueueMail } from '../../mail/outbox';
import { translate } from '../../messages/messages';
import { hitAccountLimit } from './account-limits';
import { hashPassword } from './passwords';
import { findUserByEmail } from './user-repo';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const nowOf = (ctx: ServerContext) => ctx.now?.() ?? new Date();

/** Where the reset link leads: the PWA's reset page, in the language the request was made in. */
export function resetLink(publicUrl: string, token: string, lang: Language): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('locale', lang);
  return url.toString();
}

/**
 * Mails a reset link when the e-mail has an account, and does nothing otherwise: the caller gets the same
 * answer either way. The link's secret is 256 random bits; only its sha256 is stored, with a 30-minute
 * expiry. Token and mail are written in one transaction (tests/server/accounts/password-reset.test.ts).
 */
export async function requestPasswordReset(ctx: ServerContext, email: string, lang: Language): Promise<void> {
  await hitAccountLimit(ctx, 'resetRequest', email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
    });
    await enqueueMail(tx, {
      kind: 'password_reset',
      to: user.email,
      language: lang,
      subject: translate(lang, 'resetMailSubject'),
      body: translate(lang, 'resetMailBody', {
        name: user.name || user.email,
        minutes: RESET_TOKEN_MINUTES,
        link: resetLink(ctx.config.publicUrl, token, lang),
      }),
    });
  });
}

/**
 * Sets a new password with a reset link's secret: the secret works once and for 30 minutes, using it
 * retires the account's other reset links, and every session of the account ends (a reset is what one
 * does after losing a device or a password).
 */
export async function confirmPasswordReset(ctx: ServerContext, token: string, password: string): Promise<void> {
  const tokenHash = sha256(token);
  const now = nowOf(ctx);
  const live = and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));
  // A cheap look first: hashing a password for a link that cannot work would only burn CPU.
  const [found] = await ctx.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(live);
  if (!found) throw new AppError(422, 'resetTokenInvalid', {}, { field: 'token' });
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    // Checking and using the secret is one statement: of two requests with it, only one gets a row back.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError(422, 'resetTokenInvalid', {}, { field: 'token' });
    // Using a link mailed to the address proves the address is the member's (staff rights need that).
    await tx.update(users).set({ passwordHash, emailVerified: true, updatedAt: now }).where(eq(users.id, used.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAccessTokens(tx, used.userId);
  });
}
