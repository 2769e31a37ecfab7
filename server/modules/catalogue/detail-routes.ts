import type { Context, Hono } from 'hono';
import type { Language } from '@/contract/envelope';
import { REVIEWS_PAGE_SIZE } from '@/contract/restaurant-detail';
import type { AppEnv, ServerContext } from '../../context';
import { ok } from '../../http/respond';
import { getRestaurantDetail, getReviews } from './detail-service';
import { collectQuery, pageLinks, pageOf } from './query-params';

const MAX_REVIEWS_PAGE_SIZE = 50;

/**
 * Restaurant page calls. `/restaurants/{slug}.json` matches any name, so routes such as
 * /restaurants/featured.json must be registered before this (see routes.ts).
 */
export function registerDetailRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get('/restaurants/:key{[^/]+}/reviews.json', async (c) => {
    const page = pageOf(collectQuery(c.req.queries()), REVIEWS_PAGE_SIZE, MAX_REVIEWS_PAGE_SIZE);
    const { data, meta } = await getReviews(ctx, c.req.param('key'), page);
    const url = new URL(c.req.url);
    return ok(c, data, { meta, links: pageLinks(url.pathname, url.searchParams, page, meta.totalReviews) });
  });

  app.get('/restaurants/:key{[^/]+\\.json}', async (c) => {
    const key = c.req.param('key').replace(/\.json$/, '');
    return ok(c, await getRestaurantDetail(ctx, key, lang(c)));
  });
}

function lang(c: Context<AppEnv>): Language {
  return c.get('lang') ?? 'en';
}
