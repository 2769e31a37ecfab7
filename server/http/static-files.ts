import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { BOOT_ANSWERS_ELEMENT_ID, type BootAnswers } from '@/contract/boot-answers';
import { SHELL_DEFAULT_LANGUAGE, resolveLanguage } from '@/domain/i18n/language';
import { deviceFromRequest } from '@/domain/shell/device-from-request';
import { stripLocalePrefix } from '@/domain/routing/locale-prefix';
import type { AppEnv } from '../context';
import { BOOT_ANSWERS_BUDGET_MS, NO_BOOT_ANSWERS, bootAnswersScript, pageBootAnswers, picturePreload, withinBudget } from './boot-answers';
import type { BuildManifest } from './build-manifest';
import { preloadLinksFor } from './route-preloads';
import { PAINT_BUDGET_MS, loadPainter, paintWithinBudget, withPaint, type Painter } from './server-paint';
import { scriptsAfterFirstPaint } from './scripts-after-paint';

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
  // `precompressed`: a browser that accepts gzip gets the build's Zopfli copy (x.js.gz, decision 0065),
  // about 4 % smaller than on-the-fly gzip; hono/compress leaves an encoded answer alone.
  const serve = serveStatic<AppEnv>({ root: path.resolve(distDir), precompressed: true });
  return async (c, next) => {
    // Dotfiles (.vite/manifest.json, .build-hash) are build bookkeeping, not part of the site.
    if (isServerPath(c.req.path) || c.req.path.split('/').some((seg) => seg.startsWith('.'))) return next();
    // Opening the home page is the SPA fallback's (it inlines the page's first answers), not a plain file's.
    if (c.req.path === '/' && isNavigation(c)) return next();
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
 * How much longer than its budgets (BOOT_ANSWERS_BUDGET_MS, PAINT_BUDGET_MS) a page's HTML may wait for its
 * answers and its paint, from HTML_BUDGETS: 1 in production, where a late paint is better skipped than
 * waited for. The journeys, whose browsers share two cores with the server, use 20: what they check is
 * the painted page, which must not depend on how busy the machine was (a cold route's first paint there
 * took over 300 ms). tests/server/http/server-paint.test.ts.
 */
export function htmlBudgetScaleFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.HTML_BUDGETS?.trim() || 1);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** Answers one request through the whole app, with the visitor's connection (for their address). */
export type AppDispatch = (request: Request, c: Context<AppEnv>) => Response | Promise<Response>;

/**
 * SPA fallback: a GET navigation (the browser wants HTML) to any path that is not the server's
 * gets index.html, so deep links work. Asset requests that miss stay 404. The HTML also carries the
 * answers of the page's first API calls (decision 0053, server/http/boot-answers.ts), asked of
 * `dispatch` as the visitor would ask them; that HTML is then this visitor's own (`private`). A visitor
 * past `mayInline`'s share gets the plain HTML (INLINED_PAGES_PER_ADDRESS). A page that can be drawn from
 * those answers alone comes painted, for the browser to hydrate (decision 0059, ./server-paint.ts).
 */
export function spaFallback(
  distDir: string,
  dispatch?: AppDispatch,
  /** Whether this visitor may still have answers inlined (counts one page); past it, the plain HTML. */
  mayInline: (c: Context<AppEnv>) => Promise<boolean> = () => Promise.resolve(true),
  /** Multiplies how long the HTML waits for its answers and its paint (htmlBudgetScaleFromEnv). */
  budgetScale = 1,
): MiddlewareHandler<AppEnv> {
  const indexPath = path.resolve(distDir, 'index.html');
  const preloadLinksOf = preloadLinksFor(readManifest(distDir));
  // Loaded as the server starts, not by the first visitor: reading the server build takes a few hundred
  // milliseconds, which that visitor's HTML would otherwise wait for.
  let painter: Promise<Painter | null> | undefined =
    dispatch && existsSync(indexPath) ? loadPainter(distDir).catch(() => null) : undefined;
  return async (c, next) => {
    if (!isNavigation(c) || isServerPath(c.req.path) || !existsSync(indexPath)) return next();
    const file = await readFile(indexPath, 'utf8');
    const { prefix, pathname: pagePath } = stripLocalePrefix(c.req.path);
    if (!dispatch || c.req.method !== 'GET') {
      c.header('Cache-Control', NO_CACHE);
      return c.html(file);
    }
    const language = resolveLanguage(
      { pathPrefix: prefix, queryLocale: c.req.query('locale') ?? null, browser: acceptedLanguages(c.req.header('Accept-Language')) },
      SHELL_DEFAULT_LANGUAGE,
    );
    // The page's own chunks load with the entry, not after it has run (decision 0058).
    const preloads = preloadLinksOf(pagePath, language);
    const html = preloads === '' ? file : file.replace('</head>', () => `  ${preloads}\n  </head>`);
    const forwarded = c.req.header('x-forwarded-for');
    const ask = (url: string) =>
      dispatch(new Request(new URL(url, c.req.url), { headers: { Accept: 'application/json', ...(forwarded ? { 'X-Forwarded-For': forwarded } : {}) } }), c);
    const search = new URL(c.req.url).searchParams;
    // The count is inside the budget too, and one that cannot be kept (the database down or slow) inlines
    // nothing: the answers would fail or be late the same way.
    const counted = mayInline(c).catch(() => false);
    const { answers, leadingPicture } = await withinBudget(
      counted.then((may) => (may ? pageBootAnswers(pagePath, search, language, ask) : NO_BOOT_ANSWERS)),
      BOOT_ANSWERS_BUDGET_MS * budgetScale,
    );
    if (Object.keys(answers).length === 0) {
      c.header('Cache-Control', NO_CACHE);
      return c.html(html);
    }
    c.header('Cache-Control', `private, ${NO_CACHE}`);
    // The page drawn from those answers, for the browser to hydrate (decision 0059): laid out for the
    // device the request names, so the HTML varies with it.
    const device = deviceFromRequest({ mobileHint: c.req.header('Sec-CH-UA-Mobile'), userAgent: c.req.header('User-Agent') });
    c.header('Vary', 'User-Agent, Sec-CH-UA-Mobile');
    painter ??= loadPainter(distDir).catch(() => null);
    const paint = await painter.then((p) =>
      p ? paintWithinBudget(p, { url: `${c.req.path}${new URL(c.req.url).search}`, language, answers, device }, PAINT_BUDGET_MS * budgetScale) : null,
    );
    if (!paint) return c.html(withAnswersIn(html, leadingPicture, answers));
    // The answers the paint was drawn from travel as its cache, not twice. (Its styles are the app's one
    // stylesheet, which index.html links.)
    const rest = Object.fromEntries(Object.entries(answers).filter(([url]) => !paint.used.includes(url)));
    const painted = withPaint(withAnswersIn(html, leadingPicture, rest), paint.html, { language, device, time: paint.time, cache: paint.state });
    // Readable without script: the script starts once the page is painted (decision 0060).
    return c.html(scriptsAfterFirstPaint(painted, c.get('secureHeadersNonce')));
  };
}

/** The page with its leading picture preloaded and its answers inlined (none: the page as it is). */
function withAnswersIn(html: string, leadingPicture: string | null, answers: BootAnswers): string {
  if (Object.keys(answers).length === 0 && leadingPicture === null) return html;
  // Replacer functions: a replacement string would read `$&` or `$'` in a restaurant's name as patterns.
  return html
    .replace('</head>', () => `  ${picturePreload(leadingPicture)}\n  </head>`)
    .replace('</body>', () => `${bootAnswersScript(BOOT_ANSWERS_ELEMENT_ID, answers)}\n  </body>`);
}

/** The build's manifest (dist/.vite/manifest.json); none, so no preloads, when it is missing or unreadable. */
function readManifest(distDir: string): BuildManifest {
  try {
    return JSON.parse(readFileSync(path.resolve(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/** An Accept-Language header as its tags, most wanted first ('th-TH,th;q=0.9' → ['th-TH', 'th']). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

function isNavigation(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  if (c.req.header('Sec-Fetch-Mode') === 'navigate') return true;
  return c.req.header('Accept')?.includes('text/html') ?? false;
}
