import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, avatarProblem } from '@/domain/account/avatar-rules';
import type { ServerContext } from '../../context';
import { users } from '../../db/schema/accounts';
import { avatars } from '../../db/schema/passkeys';
import { AppError } from '../../http/app-error';

/** The stored copy's longest side: enough for any size the app shows, small enough to keep in a row. */
const STORED_SIDE = 512;
/** A picture claiming more pixels than this is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The URL of an avatar at a size, served by the image routes (content-addressed by its key). */
export function avatarUrl(key: string, size = 256): string {
  return `/images/avatars/${key}.webp?w=${size}&h=${size}`;
}

/**
 * Checks and re-encodes a new avatar (tests/server/accounts/avatar.test.ts): the stated type and size first
 * (415, 413), then the bytes must decode as a picture (422). The result is our own WebP of it, turned
 * upright and without the original's metadata (a phone photo's location stays out).
 */
export async function prepareAvatar(file: File): Promise<Buffer> {
  const problem = avatarProblem(file);
  if (problem === 'type') throw new AppError(415, 'avatarType', {}, { field: 'avatar' });
  if (problem === 'size') throw new AppError(413, 'avatarTooLarge', { max: AVATAR_MAX_BYTES / 1024 / 1024 }, { field: 'avatar' });
  if (problem === 'empty') throw new AppError(422, 'avatarUnreadable', {}, { field: 'avatar' });
  let image: Buffer;
  try {
    image = await sharp(Buffer.from(await file.arrayBuffer()), { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(STORED_SIDE, STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(422, 'avatarUnreadable', {}, { field: 'avatar' });
  }
  return image;
}

/** Keeps a prepared avatar as the member's; the previous one is deleted in the same transaction. */
export async function storeAvatar(ctx: ServerContext, userId: number, image: Buffer): Promise<string> {
  const key = randomBytes(18).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await tx.insert(avatars).values({ key, userId, image, createdAt: ctx.now?.() ?? new Date() });
    await tx.update(users).set({ avatarKey: key }).where(eq(users.id, userId));
    await tx.delete(avatars).where(and(eq(avatars.userId, userId), ne(avatars.key, key)));
  });
  return key;
}

/** An avatar's stored picture, by its key; null when there is none. */
export async function findAvatar(ctx: ServerContext, key: string): Promise<Buffer | null> {
  const [row] = await ctx.db.select({ image: avatars.image }).from(avatars).where(eq(avatars.key, key));
  return row ? Buffer.from(row.image) : null;
}
