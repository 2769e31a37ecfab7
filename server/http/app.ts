import type { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { createCatalogueRoutes } from '../modules/catalogue/routes';
import { createImageRoutes } from '../modules/catalogue/image-routes';
import { createPlatformApp, type AppOptions } from './platform';

/** The whole HTTP surface: platform middleware (server/http/platform.ts), the modules' routes, the PWA. */
export function createApp(ctx: ServerContext, opts: AppOptions): Hono<AppEnv> {
  return createPlatformApp(ctx, opts, (app) => {
    app.route('/api/v5', createCatalogueRoutes(ctx));
    app.route('/images', createImageRoutes(ctx));
  });
}
