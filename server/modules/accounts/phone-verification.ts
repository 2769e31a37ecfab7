import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PhoneCodeSent, UserProfile } from '@/contract/accounts';
import type { Language } from '@/contract/envelope';
import {
  checkPhoneCode,
  formatPhoneCode,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_RESEND_MS,
  PHONE_CODE_TTL_MS,
  resendWaitMs,
  triesLeftAfterWrong,
} from '@/domain/accounts/phone-code';
import type { ServerContext } from '../../context';
import { phoneCodes, users } from '../../db/schema/accounts';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { enqueueMail } from '../../mail/outbox';
import { translate } from '../../messages/messages';
import { hitAccountLimit } from './account-limits';
import { profileOf } from './user-view';

const nowOf = (ctx: ServerContext) => ctx.now?.() ?? new Date();

/** A code is kept as salt:sha256(salt + code); a leaked row does not give the code away at a glance. */
function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(salt + code).digest('hex')}`;
}

function codeMatches(stored: string, typed: string): boolean {
  const [salt = ''] = stored.split(':');
  const a = Buffer.from(stored);
  const b = Buffer.from(hashCode(typed, salt));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The number a text message goes to: the calling code and the national number without its leading 0. */
export function internationalNumber(callingCode: string, phone: string): string {
  return `${callingCode}${phone.replace(/^0/, '')}`;
}

/**
 * Sends a new 6-digit code to the member's phone (tests/server/accounts/phone-verification.test.ts): the
 * code row and its text message in the outbox are one transaction; the previous code stops working; a
 * new code only 60 seconds after the last (429 'Too many request' with Retry-After). The member's row is
 * locked meanwhile, so two requests at once cannot both pass the throttle.
 */
export async function sendPhoneCode(ctx: ServerContext, user: AuthUser, lang: Language): Promise<PhoneCodeSent> {
  await hitAccountLimit(ctx, 'phoneCodeSend', user.email);
  const now = nowOf(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!row) throw new AppError(401, 'sessionExpired');
    if (!row.phone) throw new AppError(422, 'phoneEmpty', {}, { field: 'phone' });
    if (row.phoneVerified) throw new AppError(422, 'phoneAlreadyVerified', {}, { field: 'phone' });
    const [last] = await tx
      .select({ sentAt: phoneCodes.sentAt })
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, user.id))
      .orderBy(desc(phoneCodes.sentAt))
      .limit(1);
    const wait = resendWaitMs(last?.sentAt ?? null, now);
    if (wait > 0) return { waitSeconds: Math.ceil(wait / 1000) } as const;
    // Any earlier code stops working: only the newest one is ever accepted.
    await tx
      .update(phoneCodes)
      .set({ tries: PHONE_CODE_MAX_TRIES })
      .where(and(eq(phoneCodes.userId, user.id), isNull(phoneCodes.usedAt)));
    const code = formatPhoneCode(randomInt(0, 1_000_000));
    await tx.insert(phoneCodes).values({
      userId: user.id,
      phone: row.phone,
      callingCode: row.callingCode,
      codeHash: hashCode(code),
      sentAt: now,
    });
    await enqueueMail(tx, {
      kind: 'phone_code',
      channel: 'sms',
      to: internationalNumber(row.callingCode, row.phone),
      language: lang,
      subject: translate(lang, 'phoneCodeSubject'),
      body: translate(lang, 'phoneCodeText', { code, minutes: PHONE_CODE_TTL_MS / 60_000 }),
    });
    return { phone: row.phone, callingCode: row.callingCode } as const;
  });
  if ('waitSeconds' in outcome) {
    throw new AppError(429, 'tooManyRequests', {}, { headers: { 'Retry-After': String(outcome.waitSeconds) } });
  }
  return {
    ...outcome,
    resendInSeconds: PHONE_CODE_RESEND_MS / 1000,
    expiresInSeconds: PHONE_CODE_TTL_MS / 1000,
  };
}

/**
 * Checks a typed code against the newest one sent to the member's current number: right → the phone is
 * verified (and the code used); wrong → one try fewer (422 'The code is not correct, {left} tries
 * left'), the 5th wrong try burns it; expired, burnt, used, or sent to a number the member has since
 * changed → 422 asking for a new code. A wrong try is counted even though the answer is a refusal.
 */
export async function verifyPhoneCode(ctx: ServerContext, user: AuthUser, typed: string): Promise<UserProfile> {
  await hitAccountLimit(ctx, 'phoneCodeCheck', user.email);
  const now = nowOf(ctx);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!row) throw new AppError(401, 'sessionExpired');
    const [code] = await tx
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, user.id))
      .orderBy(desc(phoneCodes.sentAt))
      .limit(1);
    if (!code || code.phone !== row.phone || code.callingCode !== row.callingCode) return { check: 'expired' } as const;
    const check = checkPhoneCode(code, codeMatches(code.codeHash, typed), now);
    if (check === 'wrong') {
      await tx
        .update(phoneCodes)
        .set({ tries: code.tries + 1 })
        .where(eq(phoneCodes.id, code.id));
      return { check, left: triesLeftAfterWrong(code) } as const;
    }
    if (check !== 'ok') return { check } as const;
    await tx.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, code.id));
    const [verified] = await tx
      .update(users)
      .set({ phoneVerified: true, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return { check, row: verified ?? row } as const;
  });
  if (outcome.check === 'ok') return profileOf(outcome.row, ctx.config.staffEmailDomain);
  if (outcome.check === 'wrong' && outcome.left > 0) {
    throw new AppError(422, 'phoneCodeWrong', { left: outcome.left }, { field: 'code' });
  }
  throw new AppError(422, 'phoneCodeExpired', {}, { field: 'code' });
}
