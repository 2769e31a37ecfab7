import { Hono } from 'hono';
import sharp from 'sharp';
import type { AppEnv, ServerContext } from '../../context';
import { fail } from '../../http/respond';
import { findAvatar } from './avatar-service';

const MIN_SIDE = 16;
const MAX_SIDE = 512;
const DEFAULT_SIDE = 256;
const KEY = /^([A-Za-z0-9_-]{16,64})\.(webp|jpg)$/;
// A new picture gets a new key, so an answer never changes: cached for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function side(value: string | undefined): number {
  const n = Number(value ?? DEFAULT_SIDE);
  return Number.isInteger(n) && n > 0 ? Math.min(MAX_SIDE, Math.max(MIN_SIDE, n)) : DEFAULT_SIDE;
}

/**
 * GET /images/avatars/{key}.{webp|jpg}?w=&h= — a member's avatar, cut to the size asked (cover), like the
 * catalogue's images (tests/server/accounts/avatar.test.ts). The key is unguessable; an unknown one is 404.
 */
export function createAvatarImageRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/avatars/:file', async (c) => {
    const match = KEY.exec(c.req.param('file'));
    if (!match) return fail(c, 404, 'Image not found');
    const stored = await findAvatar(ctx, match[1]!);
    if (!stored) return fail(c, 404, 'Image not found');
    const image = sharp(stored).resize(side(c.req.query('w')), side(c.req.query('h')), { fit: 'cover' });
    const jpg = match[2] === 'jpg';
    const body = jpg ? await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer() : await image.webp({ quality: 80 }).toBuffer();
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': jpg ? 'image/jpeg' : 'image/webp',
      'Cache-Control': IMMUTABLE,
      'Content-Length': String(body.byteLength),
    });
  });
  return app;
}
