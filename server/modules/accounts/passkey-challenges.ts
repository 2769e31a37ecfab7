import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webauthnChallenges } from '../../db/schema/passkeys';

/** A challenge is good for this long: enough to touch a security key or unlock a phone. */
export const CHALLENGE_MINUTES = 5;

export type ChallengePurpose = 'register' | 'sign-in';

/** Keeps a challenge we handed out; clears the expired ones so the table stays small by itself. */
export async function storeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now: Date,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  });
}

/**
 * Uses a challenge up: true only the first time, before it expires, for its purpose and (adding a passkey)
 * for the member it was made for. The check and the use are one UPDATE … RETURNING, so two requests with
 * one challenge cannot both pass (tests/server/accounts/passkeys.test.ts).
 */
export async function consumeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return used.length > 0;
}
