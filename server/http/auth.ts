import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Access } from '@/contract/endpoint';
import type { AppEnv, ServerContext } from '../context';
import type { Database } from '../db/client';
import { accessTokens, users } from '../db/schema/accounts';
import { AppError } from './app-error';

/** Auth tokens last 365 days, like the web client's auth cookie. */
export const ACCESS_TOKEN_DAYS = 365;

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  /** The session (access_tokens row) this request came with: sign-out revokes this one. */
  tokenId: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, URL-safe; only its hash is stored (tests/server/http/auth.test.ts). */
export async function issueAccessToken(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<{ token: string; tokenId: number; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_DAYS * 24 * 3600_000);
  const [row] = await db
    .insert(accessTokens)
    .values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt })
    .returning({ id: accessTokens.id });
  if (!row) throw new Error('access token was not stored');
  return { token, tokenId: row.id, expiresAt };
}

/** Ends one session; `except` keeps that one (a password change signs the other devices out). */
export async function revokeAccessTokens(
  db: Database,
  userId: number,
  which: { only?: number; except?: number } = {},
): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        which.only !== undefined ? eq(accessTokens.id, which.only) : undefined,
        which.except !== undefined ? sql`${accessTokens.id} <> ${which.except}` : undefined,
      ),
    );
}

/** The member a token belongs to, when it is known, not revoked and not expired. */
export async function resolveAccessToken(db: Database, token: string, now: Date): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(eq(accessTokens.tokenHash, hashToken(token)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)),
    );
  return row ?? null;
}

/** Longest token we even look up: anything longer is not ours. */
const MAX_TOKEN_LENGTH = 200;

/**
 * Where a client puts its token: `Authorization: Bearer …` (our PWA), or `access_token` / `accessToken`
 * in the query or the JSON body (older clients). The first one found wins.
 */
export function tokenOf(c: Context<AppEnv>, body: unknown): string | null {
  const header = c.req.header('Authorization');
  const bearer = header && /^Bearer\s+(.+)$/i.exec(header.trim())?.[1]?.trim();
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? ((body as Record<string, unknown>).access_token ?? (body as Record<string, unknown>).accessToken)
      : undefined;
  const candidates = [bearer, c.req.query('access_token'), c.req.query('accessToken'), fromBody];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return null;
}

/**
 * The caller as the endpoint's access rule sees it (tests/server/http/auth.test.ts):
 * - public: never looks at a token (a stale one never turns a public call into a 401);
 * - guest-or-member: no token is a guest; a token must be a live session, else 401;
 * - member: a live session is required: no token is 401 'Please provide access token', a bad one 401
 *   'Your session has expired, Please login again'.
 */
export async function authenticate(
  ctx: ServerContext,
  c: Context<AppEnv>,
  access: Access,
  rawBody: unknown,
): Promise<AuthUser | null> {
  if (access === 'public') return null;
  const token = tokenOf(c, rawBody);
  if (token === null) {
    if (access === 'member') throw new AppError(401, 'provideToken');
    return null;
  }
  const user =
    token.length <= MAX_TOKEN_LENGTH ? await resolveAccessToken(ctx.db, token, ctx.now?.() ?? new Date()) : null;
  if (!user) throw new AppError(401, 'sessionExpired');
  return user;
}
