import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import * as shell from '@/contract/endpoints/catalogue';
import * as pages from '@/contract/endpoints/catalogue-pages';
import type { AppEnv, ServerContext } from '../../context';
import { mount } from '../../http/mount';
import { getRestaurantDetail, getReviews } from './detail-service';
import { clientAddress } from './ip-address';
import { pageLinks } from '../../http/page-links';
import { registerListingRoutes } from './listing-routes';
import * as service from './service';

/** The catalogue's calls (tests/server/catalogue/routes.test.ts), routed at /api/v5. */
export function createCatalogueRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mount(app, ctx, shell.config, async ({ lang }) => ({ data: await service.getConfig(ctx, lang) }));
  mount(app, ctx, shell.cities, async ({ lang }) => ({ data: await service.getCities(ctx, lang) }));
  mount(app, ctx, shell.serviceTypes, async ({ query, lang }) => ({
    data: await service.getServiceTypes(ctx, query.cityId, lang),
  }));
  mount(app, ctx, shell.userIpLocation, async ({ c }) => ({
    data: await service.locateIp(ctx, clientAddress(c.req.header('x-forwarded-for'), socketAddress(c))),
  }));
  mount(app, ctx, shell.homeSections, async ({ query, lang }) => ({
    data: await service.getHomeSections(ctx, query.cityId, lang),
  }));
  mount(app, ctx, shell.banners, async ({ query, lang }) => ({ data: await service.getBanners(ctx, query, lang) }));

  // Every other /restaurants/*.json first: the restaurant's own path matches any name.
  registerListingRoutes(app, ctx);

  mount(app, ctx, pages.reviews, async ({ params, query, c }) => {
    const { data, meta } = await getReviews(ctx, params.key, query.page);
    return { data, meta, links: pageLinks(c.req.url, query.page, meta.totalReviews) };
  });
  mount(app, ctx, pages.restaurant, async ({ params, lang }) => ({
    data: await getRestaurantDetail(ctx, params.key, lang),
  }));
  return app;
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind @hono/node-server (app.request in tests): no socket.
    return undefined;
  }
}
