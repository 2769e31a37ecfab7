import type { Context, Hono } from 'hono';
import type { Language } from '@/contract/envelope';
import type { AppEnv, ServerContext } from '../../context';
import { ok } from '../../http/respond';
import { collectQuery, pageLinks } from './query-params';
import { parseSearchQuery } from './search-query';
import { searchPage } from './search-service';
import { parseSuggestionQuery } from './suggestions-query';
import { getSuggestions } from './suggestions-service';

/** Search and search suggestions (tests/server/catalogue/search.test.ts), registered on the catalogue app. */
export function registerSearchRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get('/restaurants/search.json', async (c) => {
    const query = parseSearchQuery(collectQuery(c.req.queries()));
    const page = await searchPage(ctx, query, lang(c));
    const url = new URL(c.req.url);
    return ok(c, page.data, {
      ads: page.ads,
      links: pageLinks(url.pathname, url.searchParams, query.page, page.total),
      metaData: { totalRestaurants: page.total },
    });
  });

  app.get('/restaurants/suggestions.json', async (c) => {
    const query = parseSuggestionQuery(collectQuery(c.req.queries()));
    return ok(c, await getSuggestions(ctx, query, lang(c)));
  });
}

function lang(c: Context<AppEnv>): Language {
  return c.get('lang') ?? 'en';
}
