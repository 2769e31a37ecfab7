import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, ServerContext } from '../../context';
import { fail } from '../../http/respond';
import { ImageCache } from './image-cache';
import { renderPicture, type ArtSpec, type ImageFormat } from './picture-render';
import * as repo from './repo';

export const IMAGE_MIN_SIZE = 16;
export const IMAGE_MAX_SIZE = 2000;
export const IMAGE_DEFAULT_SIZE = { w: 600, h: 400 } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

const sizeParam = z.coerce
  .number({ error: 'w and h must be whole numbers of pixels' })
  .int('w and h must be whole numbers of pixels')
  .positive('w and h must be positive')
  .transform((n) => Math.min(IMAGE_MAX_SIZE, Math.max(IMAGE_MIN_SIZE, n)))
  .optional();
const imageQuerySchema = z.object({
  w: sizeParam,
  h: sizeParam,
  /** Banners draw their title in this language. */
  lang: z.enum(['en', 'th']).optional(),
});

/**
 * GET /images/{pictures|banners|cities|countries}/{id}.{webp|jpg}?w=&h= — rendered locally, resized
 * with fill mode cover. URLs are content-addressed (id + size), so answers are cached for a year.
 */
export function createImageRoutes(ctx: ServerContext, cache = new ImageCache()): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const inflight = new Map<string, Promise<Buffer>>();

  app.get('/:kind{pictures|banners|cities|countries}/:file', async (c) => {
    const match = /^(\d{1,9})\.([a-z0-9]+)$/i.exec(c.req.param('file'));
    if (!match) return fail(c, 404, 'Image not found');
    const id = Number(match[1]);
    const ext = match[2]?.toLowerCase();
    if (ext !== 'webp' && ext !== 'jpg') return fail(c, 400, 'Image format must be webp or jpg');
    const query = imageQuerySchema.safeParse(c.req.query());
    if (!query.success) return fail(c, 400, query.error.issues[0]?.message ?? 'Invalid image size');
    const w = query.data.w ?? IMAGE_DEFAULT_SIZE.w;
    const h = query.data.h ?? IMAGE_DEFAULT_SIZE.h;
    const kind = c.req.param('kind');
    const lang = kind === 'banners' ? (query.data.lang ?? 'en') : 'en';

    const key = `${kind}/${id}/${w}x${h}/${lang}.${ext}`;
    let body = cache.get(key);
    if (!body) {
      let pending = inflight.get(key);
      if (!pending) {
        pending = (async () => {
          const spec = await artFor(ctx, kind, id, lang);
          if (!spec) throw new ImageNotFound();
          return renderPicture(spec, { w, h }, ext);
        })().finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      try {
        body = await pending;
      } catch (err) {
        if (err instanceof ImageNotFound) return fail(c, 404, 'Image not found');
        throw err;
      }
      cache.set(key, body);
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': CONTENT_TYPES[ext],
      'Cache-Control': IMMUTABLE,
      'Content-Length': String(body.byteLength),
    });
  });
  return app;
}

class ImageNotFound extends Error {}

async function artFor(
  ctx: ServerContext,
  kind: string,
  id: number,
  lang: 'en' | 'th',
): Promise<ArtSpec | undefined> {
  switch (kind) {
    case 'pictures': {
      const art = await repo.findPictureArt(ctx.db, id);
      if (!art) return undefined;
      return {
        kind: art.kind === 'logo' ? 'logo' : art.kind === 'gallery' ? 'gallery' : 'cover',
        seed: art.artSeed,
        title: art.title,
      };
    }
    case 'banners': {
      const banner = await repo.findBanner(ctx.db, id);
      return (
        banner && { kind: 'banner', seed: banner.id, title: lang === 'th' ? banner.nameTh : banner.nameEn }
      );
    }
    case 'cities': {
      const city = await repo.findCity(ctx.db, id);
      return city && { kind: 'city', seed: city.id, title: city.nameEn };
    }
    case 'countries': {
      const country = await repo.findCountry(ctx.db, id);
      return country && { kind: 'country', seed: country.id, title: country.code };
    }
    default:
      return undefined;
  }
}
