import type { Hono } from 'hono';
import * as lists from '@/contract/endpoints/catalogue-lists';
import * as pages from '@/contract/endpoints/catalogue-pages';
import type { AppEnv, ServerContext } from '../../context';
import { mount } from '../../http/mount';
import { DEFAULT_CITY_ID } from './config-constants';
import * as geo from './geo-service';
import * as listings from './listing-service';
import { pageLinks } from '../../http/page-links';
import * as reference from './reference-service';
import { searchPage } from './search-service';
import { getSuggestions } from './suggestions-service';

/** A list answered whole: its rows and how many. */
const listAnswer = <T>(result: { data: T[]; total: number }) => ({ data: result.data, meta: { total: result.total } });

/** One page of a list: its rows, the links to the other pages, and how many in all. */
const pageAnswer = <T>(url: string, page: { number: number; size: number }, result: { data: T[]; total: number }) => ({
  ...listAnswer(result),
  links: pageLinks(url, page, result.total),
});

/**
 * Search, restaurant lists, taxonomy, landing pages and geo calls (tests/server/catalogue/listings.test.ts).
 * Mounted before the restaurant's own `/restaurants/{key}.json`, which would otherwise swallow
 * /restaurants/featured.json.
 */
export function registerListingRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  mount(app, ctx, pages.search, async ({ query, lang, c }) => {
    const page = await searchPage(ctx, query, lang);
    return {
      data: page.data,
      ads: page.ads,
      links: pageLinks(c.req.url, query.page, page.total),
      metaData: { totalRestaurants: page.total },
    };
  });

  mount(app, ctx, lists.suggestions, async ({ query, lang }) => ({
    data: await getSuggestions(ctx, { ...query, cityId: query.cityId ?? DEFAULT_CITY_ID }, lang),
  }));

  mount(app, ctx, lists.featured, async ({ query, lang, c }) =>
    pageAnswer(c.req.url, query.page, await listings.featuredRestaurants(ctx, query, lang)),
  );
  mount(app, ctx, lists.newCompact, async ({ query, lang, c }) =>
    pageAnswer(c.req.url, query.page, await listings.topOrNewRestaurants(ctx, query, lang)),
  );

  mount(app, ctx, pages.deliveryFees, async ({ body, lang }) => ({ data: await geo.deliveryFees(ctx, body, lang) }));

  mount(app, ctx, pages.similar, async ({ params, query, lang, c }) =>
    pageAnswer(c.req.url, query.page, await listings.similarRestaurants(ctx, params.key, query, lang)),
  );
  mount(app, ctx, pages.around, async ({ params, lang }) =>
    listAnswer(await listings.aroundRestaurants(ctx, params.key, lang)),
  );

  mount(app, ctx, pages.visitorDistance, async ({ params, query, lang }) => ({
    data: await geo.visitorDistance(ctx, params.key, query, lang),
  }));

  mount(app, ctx, pages.tagGroups, async ({ query, lang, c }) =>
    pageAnswer(c.req.url, query.page, await reference.tagGroupPage(ctx, query.page, lang)),
  );

  mount(app, ctx, pages.tagGroup, async ({ params, lang }) => ({ data: await reference.tagGroup(ctx, params.id, lang) }));

  mount(app, ctx, pages.tagRestaurants, async ({ params, query, lang, c }) => {
    const result = await reference.tagRestaurants(ctx, params.id, query, lang);
    const answer = pageAnswer(c.req.url, query.page, result);
    return { ...answer, meta: { ...answer.meta, tag: result.tag } };
  });

  mount(app, ctx, pages.branchRestaurants, async ({ params, lang }) =>
    listAnswer(await listings.branchRestaurants(ctx, params.id, lang)),
  );
  mount(app, ctx, pages.compactRestaurants, async ({ query, lang }) =>
    listAnswer(await listings.compactRestaurants(ctx, query.branchIds, lang)),
  );

  mount(app, ctx, pages.landingPages, async ({ lang }) => ({ data: await reference.landingPages(ctx, lang) }));
  mount(app, ctx, pages.landingPage, async ({ params, lang }) => ({
    data: await reference.landingPage(ctx, params.key, lang),
  }));
  mount(app, ctx, lists.promotions, async ({ query, lang }) => ({
    data: await reference.promotions(ctx, query.cityId, lang),
  }));
  mount(app, ctx, pages.diningOccasions, async ({ lang }) => ({ data: await reference.diningOccasionList(ctx, lang) }));
  mount(app, ctx, pages.facilities, async ({ lang }) => ({ data: await reference.facilityList(ctx, lang) }));
  mount(app, ctx, pages.findPlace, async ({ query, lang }) => ({ data: await geo.findPlace(ctx, query, lang) }));
}
