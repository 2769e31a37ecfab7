import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../context';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Hashed build output may be cached for a year; the entry points must be revalidated every time. */
export function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  return NO_CACHE;
}

/** Paths that belong to the server, never to the SPA. */
function isServerPath(p: string): boolean {
  return ['/api', '/images'].some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/** The built PWA: files from distDir with their cache policy. Unknown paths fall through. */
export function staticFiles(distDir: string): MiddlewareHandler<AppEnv> {
  // Headers are set on the returned Response: serveStatic's onFound runs after it built the response.
  const serve = serveStatic<AppEnv>({ root: path.resolve(distDir) });
  return async (c, next) => {
    // Dotfiles (.vite/manifest.json, .build-hash) are build bookkeeping, not part of the site.
    if (isServerPath(c.req.path) || c.req.path.split('/').some((seg) => seg.startsWith('.'))) return next();
    let missed = false;
    const res = await serve(c, async () => {
      missed = true;
      await next();
    });
    if (missed || !(res instanceof Response)) return;
    res.headers.set('Cache-Control', cacheControlFor(c.req.path));
    // `no-cache` files are revalidated on every load; answer 304 when they did not change.
    const since = c.req.header('If-Modified-Since');
    if (since && res.status === 200 && res.headers.get('Last-Modified') === since) {
      await res.body?.cancel();
      return c.body(null, 304, { 'Cache-Control': cacheControlFor(c.req.path), 'Last-Modified': since });
    }
    return res;
  };
}

/**
 * SPA fallback: a GET navigation (the browser wants HTML) to any path that is not the server's
 * gets index.html, so deep links work. Asset requests that miss stay 404.
 */
export function spaFallback(distDir: string): MiddlewareHandler<AppEnv> {
  const indexPath = path.resolve(distDir, 'index.html');
  return async (c, next) => {
    if (!isNavigation(c) || isServerPath(c.req.path) || !existsSync(indexPath)) return next();
    const html = await readFile(indexPath, 'utf8');
    c.header('Cache-Control', NO_CACHE);
    return c.html(html);
  };
}

function isNavigation(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (c.req.header('Sec-Fetch-Mode') === 'navigate') return true;
  return c.req.header('Accept')?.includes('text/html') ?? false;
}
