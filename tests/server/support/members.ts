import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/accounts';
import { issueAccessToken } from '@server/http/auth';

/** A member with a live session, for tests of member endpoints. */
export async function createMember(
  db: Database,
  over: { email?: string; name?: string; now?: Date } = {},
): Promise<{ id: number; email: string; token: string; tokenId: number }> {
  const email = over.email ?? `member-${Math.random().toString(36).slice(2)}@example.com`;
  const [row] = await db.insert(users).values({ email, name: over.name ?? 'Malee' }).returning({ id: users.id });
  if (!row) throw new Error('member not created');
  const { token, tokenId } = await issueAccessToken(db, row.id, over.now);
  return { id: row.id, email, token, tokenId };
}
