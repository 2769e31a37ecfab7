import type { Context, Hono } from 'hono';
import type { Language } from '@/contract/envelope';
import { FEATURED_PAGE_SIZE, LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from '@/contract/catalogue-constants';
import { deliveryFeesBodySchema, newCompactSorts, type NewCompactSort } from '@/contract/listings';
import type { AppEnv, ServerContext } from '../../context';
import { toCamelKeys } from '@/contract/wire-case';
import { BadRequestError, ok } from '../../http/respond';
import * as geo from './geo-service';
import { message } from './listing-messages';
import { latLngParams, optionalDate, optionalId, pageParams, pathId, requiredIdList } from './listing-params';
import * as listings from './listing-service';
import { collectQuery, pageLinks, single, type RawQuery } from './query-params';
import * as reference from './reference-service';

/** Most branch ids one compact_restaurants call may name. */
const MAX_BRANCH_IDS = 50;

/**
 * Restaurant lists, taxonomy, landing pages and geo calls (tests/server/catalogue/listings.test.ts).
 * Registered before the detail routes: `/restaurants/{slug}.json` would otherwise swallow
 * /restaurants/featured.json.
 */
export function registerListingRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get('/restaurants/featured.json', async (c) => {
    const raw = query(c);
    const page = pageParams(raw, lang(c), FEATURED_PAGE_SIZE, MAX_LIST_PAGE_SIZE);
    const result = await listings.featuredRestaurants(
      ctx,
      { cityId: optionalId(raw, 'city_id', lang(c)), page },
      lang(c),
    );
    return paged(c, result, page);
  });

  app.get('/restaurants/new_compact.json', async (c) => {
    const raw = query(c);
    const sortBy = single(raw, 'sort_by');
    if (!sortBy || !(newCompactSorts as readonly string[]).includes(sortBy)) {
      throw new BadRequestError(message(lang(c), 'listType'), { sort_by: 'invalid' });
    }
    const page = pageParams(raw, lang(c), LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE);
    const result = await listings.topOrNewRestaurants(
      ctx,
      { sortBy: sortBy as NewCompactSort, cityId: optionalId(raw, 'city_id', lang(c)), page },
      lang(c),
    );
    return paged(c, result, page);
  });

  app.post('/restaurants/calc_delivery_fees.json', async (c) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new BadRequestError(message(lang(c), 'deliveryFeeBody'), undefined, 400);
    }
    const body = deliveryFeesBodySchema.safeParse(toCamelKeys(raw));
    if (!body.success) {
      const errors = Object.fromEntries(
        body.error.issues.map((i) => [i.path.map(String).join('.') || '_', i.message]),
      );
      throw new BadRequestError(message(lang(c), 'deliveryFeeBody'), errors);
    }
    return ok(c, await geo.deliveryFees(ctx, body.data, lang(c)));
  });

  app.get('/restaurants/:key{[^/]+}/similar.json', async (c) => {
    const raw = query(c);
    const date = optionalDate(raw, lang(c));
    const page = pageParams(raw, lang(c), LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE);
    const result = await listings.similarRestaurants(ctx, c.req.param('key'), { date, page }, lang(c));
    return paged(c, result, page);
  });

  app.get('/restaurants/:key{[^/]+}/around_restaurants.json', async (c) => {
    const result = await listings.aroundRestaurants(ctx, c.req.param('key'), lang(c));
    return ok(c, result.data, { meta: { total: result.total } });
  });

  app.get('/restaurants/:key{[^/]+}/find_visitor_distance.json', async (c) => {
    const point = latLngParams(query(c), lang(c));
    return ok(c, await geo.visitorDistance(ctx, c.req.param('key'), point, lang(c)));
  });

  app.get('/restaurant_tag_groups.json', async (c) => {
    const page = pageParams(query(c), lang(c), LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE);
    return paged(c, await reference.tagGroupPage(ctx, page, lang(c)), page);
  });

  app.get('/restaurant_tag_groups/:id{[^/]+\\.json}', async (c) => {
    return ok(c, await reference.tagGroup(ctx, pathId(c.req.param('id'), lang(c), 'id'), lang(c)));
  });

  app.get('/restaurant_tags/:id/restaurants.json', async (c) => {
    const raw = query(c);
    const tagId = pathId(c.req.param('id'), lang(c), 'id');
    const page = pageParams(raw, lang(c), LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE);
    const result = await reference.tagRestaurants(
      ctx,
      tagId,
      { cityId: optionalId(raw, 'city_id', lang(c)), page },
      lang(c),
    );
    return paged(c, result, page, { tag: result.tag });
  });

  app.get('/branch/:id/restaurants.json', async (c) => {
    const result = await listings.branchRestaurants(ctx, pathId(c.req.param('id'), lang(c), 'id'), lang(c));
    return ok(c, result.data, { meta: { total: result.total } });
  });

  app.get('/compact_restaurants.json', async (c) => {
    const ids = requiredIdList(query(c), 'branch_ids', lang(c), MAX_BRANCH_IDS);
    const result = await listings.compactRestaurants(ctx, ids, lang(c));
    return ok(c, result.data, { meta: { total: result.total } });
  });

  app.get('/group_landing_pages.json', async (c) => ok(c, await reference.landingPages(ctx, lang(c))));

  app.get('/group_landing_pages/:key{[^/]+\\.json}', async (c) => {
    const key = c.req.param('key').replace(/\.json$/, '');
    return ok(c, await reference.landingPage(ctx, key, lang(c)));
  });

  app.get('/promotions.json', async (c) => {
    return ok(c, await reference.promotions(ctx, optionalId(query(c), 'city_id', lang(c)), lang(c)));
  });

  app.get('/dining_occasions.json', async (c) => ok(c, await reference.diningOccasionList(ctx, lang(c))));

  app.get('/facilities.json', async (c) => ok(c, await reference.facilityList(ctx, lang(c))));

  app.get('/google_map/find_place_id.json', async (c) => {
    return ok(c, await geo.findPlace(ctx, latLngParams(query(c), lang(c)), lang(c)));
  });
}

function query(c: Context<AppEnv>): RawQuery {
  return collectQuery(c.req.queries());
}

function lang(c: Context<AppEnv>): Language {
  return c.get('lang') ?? 'en';
}

/** data + links (the request's own query with the page swapped) + meta.total. */
function paged<D>(
  c: Context<AppEnv>,
  result: { data: D; total: number },
  page: { size: number; number: number },
  meta: Record<string, unknown> = {},
): Response {
  const url = new URL(c.req.url);
  return ok(c, result.data, {
    links: pageLinks(url.pathname, url.searchParams, page, result.total),
    meta: { ...meta, total: result.total },
  });
}
