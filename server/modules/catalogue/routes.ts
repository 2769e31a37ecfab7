import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { bannersQuerySchema, cityQuerySchema } from '@/contract/catalogue';
import { serviceTypesQuerySchema } from '@/contract/catalogue-responses';
import { configQuerySchema } from '@/contract/config';
import type { Language } from '@/contract/envelope';
import type { AppEnv, ServerContext } from '../../context';
import { BadRequestError, fail, ok, parseQuery } from '../../http/respond';
import { registerDetailRoutes } from './detail-routes';
import { clientAddress } from './ip-address';
import { registerListingRoutes } from './listing-routes';
import { registerSearchRoutes } from './search-routes';
import * as service from './service';

/** Catalogue calls of issue 2 (tests/server/catalogue/routes.test.ts), mounted at /api/v5. */
export function createCatalogueRoutes(ctx: ServerContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/config.json', async (c) => {
    parseQuery(c, configQuerySchema);
    return ok(c, await service.getConfig(ctx, lang(c)));
  });

  app.get('/cities.json', async (c) => ok(c, await service.getCities(ctx, lang(c))));

  app.get('/service_types.json', async (c) => {
    const query = parseQuery(c, serviceTypesQuerySchema);
    return ok(c, await service.getServiceTypes(ctx, query.cityId, lang(c)));
  });

  app.get('/user_ip_locations.json', async (c) => {
    return ok(
      c,
      await service.locateIp(ctx, clientAddress(c.req.header('x-forwarded-for'), socketAddress(c))),
    );
  });

  app.get('/homes/sections.json', async (c) => {
    const query = parseQuery(c, cityQuerySchema);
    return ok(c, await service.getHomeSections(ctx, query.cityId, lang(c)));
  });

  app.get('/banners.json', async (c) => {
    const query = parseQuery(c, bannersQuerySchema);
    return ok(c, await service.getBanners(ctx, query, lang(c)));
  });

  // Issue 3: search, suggestions, then restaurant detail. The detail route matches any
  // /restaurants/{slug}.json, so other /restaurants/*.json routes must be registered before it.
  registerSearchRoutes(app, ctx);
  registerListingRoutes(app, ctx);
  registerDetailRoutes(app, ctx);

  // Answers (4xx) are produced here too, so the routes behave the same mounted with or without the
  // platform's error handler; anything else goes on to it.
  app.onError((err, c) => {
    if (err instanceof service.NotFoundError) return fail(c, 404, err.message);
    if (err instanceof BadRequestError) return fail(c, err.status, err.message, err.errors);
    throw err;
  });
  return app;
}

/** Set by the platform's language middleware; en when mounted without it. */
function lang(c: Context<AppEnv>): Language {
  return c.get('lang') ?? 'en';
}

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind @hono/node-server (app.request in tests): no socket.
    return undefined;
  }
}
