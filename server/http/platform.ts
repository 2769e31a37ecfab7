import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv, ServerContext } from '../context';
import { cspDirectives, socialAuthSources } from './csp';
import { errorHandler, notFoundHandler } from './errors';
import { createHealthRoutes } from './health';
import { languageMiddleware } from './language';
import { requestLog } from './request-log';
import { spaFallback, staticFiles } from './static-files';
import { INLINED_PAGES_PER_ADDRESS } from './boot-answers';
import { clientOf } from './client-identity';
import { withinLimits } from './rate-limit';

export interface AppOptions {
  /** The built PWA (vite build output). Without it the server is API-only (tests, `npm run dev`). */
  distDir?: string;
  /** Where browsers reach the realtime database, e.g. http://127.0.0.1:PORT; allowed by the CSP. */
  realtimeOrigin?: string;
}

/**
 * Each response's CSP also allows scripts that carry its own nonce: a painted page's inline loader
 * (decision 0060, ./scripts-after-paint.ts). Nothing else in our pages is inline script.
 */
function withScriptNonce<T extends { scriptSrc: string[] }>(directives: T) {
  return { ...directives, scriptSrc: [...directives.scriptSrc, NONCE] };
}

/**
 * Middleware, health, errors and static files around whatever `mount` registers. Split from createApp
 * so the platform can be tested with small routes of its own.
 */
export function createPlatformApp(
  ctx: ServerContext,
  opts: AppOptions,
  mount: (app: Hono<AppEnv>) => void,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLog(ctx.log));
  app.use(
    secureHeaders({
      contentSecurityPolicy: withScriptNonce(
        cspDirectives(opts.realtimeOrigin, undefined, undefined, socialAuthSources(ctx.config.socialAuth)),
      ),
      // Social sign-in's popup reports back to this page through window.opener, which 'same-origin' cuts.
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self'] },
      // A handler may set its own CSP / X-Frame-Options (the sandbox gateway's framable pages).
      overwrite: false,
    }),
  );
  // Images from /images are already compressed (WebP/JPEG/PNG), and hono/compress only touches
  // compressible content types (text, JSON, JS, SVG…), so they pass untouched.
  app.use(compress());
  app.use(languageMiddleware());

  app.route('/', createHealthRoutes(ctx));
  mount(app);

  if (opts.distDir) {
    app.use(staticFiles(opts.distDir));
    const { limit, windowSeconds } = INLINED_PAGES_PER_ADDRESS;
    app.use(
      spaFallback(
        opts.distDir,
        (request, c) => app.fetch(request, c.env),
        (c) => withinLimits(ctx, [{ bucket: `inlined-pages:address:${clientOf(c, null).address}`, limit, windowSeconds }]),
        ctx.config.htmlBudgetScale ?? 1,
      ),
    );
  }
  app.notFound(notFoundHandler);
  app.onError(errorHandler(ctx.log));
  return app;
}
