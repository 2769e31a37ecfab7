import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { reservations } from '../../db/schema/booking';
import type { UserRow } from './user-view';

/** The account of an e-mail, compared case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserIdByReferralCode(db: Database, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, code.toUpperCase()));
  return row?.id ?? null;
}

/**
 * Inserts the account unless its e-mail is taken; null when it is. The unique index on lower(email)
 * decides, so of any number of concurrent sign-ups with one e-mail exactly one inserts
 * (tests/server/accounts/sign-up.test.ts, tests/pg/sign-up-race.test.ts). The database draws the
 * referral code; the rare clash of two codes is drawn again.
 */
export async function insertUserUnlessTaken(db: Database, values: typeof users.$inferInsert): Promise<UserRow | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
    if (row) return row;
    // Nothing inserted: the e-mail exists, the social account does, or (very rarely) the drawn referral code.
    if (await findUserByEmail(db, values.email)) return null;
    if (values.uid && values.provider) {
      const [social] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.provider, values.provider), eq(users.uid, values.uid)));
      if (social) return null;
    }
  }
  throw new Error('could not draw a free referral code');
}

/**
 * Guest bookings become the member's when the device made them (their public ids are in `publicIds`)
 * and they were made with the member's e-mail; someone who only knows an e-mail claims nothing. Answers
 * the ids claimed (the device forgets those and keeps offering the others).
 */
export async function claimGuestBookings(
  db: Database,
  userId: number,
  email: string,
  publicIds: string[],
): Promise<string[]> {
  if (publicIds.length === 0) return [];
  const claimed = await db
    .update(reservations)
    .set({ userId, updatedAt: sql`now()` })
    .where(
      and(
        isNull(reservations.userId),
        inArray(reservations.encryptedId, publicIds),
        sql`lower(${reservations.guestEmail}) = ${email.toLowerCase()}`,
      ),
    )
    .returning({ encryptedId: reservations.encryptedId });
  return claimed.map((row) => row.encryptedId);
}
