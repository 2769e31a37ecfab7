import type { Language } from '@/contract/envelope';
import { isRestaurantOwnPage } from './boot-answers';
import { addChunkFiles, entryKeys, type BuildManifest } from './build-manifest';

/** The booking steps' route guard: their `beforeLoad` imports it before the step can render. */
const BOOKING_GUARD = 'src/features/booking/booking-route-guard.ts';

interface PageRoute {
  page: (pagePath: string) => boolean;
  route: string;
  /** A module the route's `beforeLoad` imports before the page can render. */
  guard?: string;
}

/**
 * The main pages and the route file that renders each (TanStack Router splits a route file into
 * `?tsr-split=component` and `?tsr-split=loader` chunks). A restaurant's page is matched by
 * `isRestaurantOwnPage`, so the names that are pages of their own (search, top…) never count as one.
 */
const HOME_ROUTE = 'src/routes/index.tsx';

const PAGE_ROUTES: readonly PageRoute[] = [
  { page: (p) => p === '/', route: HOME_ROUTE },
  { page: (p) => /^\/restaurants\/search\/?$/.test(p), route: 'src/routes/restaurants/search.tsx' },
  { page: isRestaurantOwnPage, route: 'src/routes/restaurants/$restaurantName/index.tsx' },
  {
    page: (p) => /^\/restaurants\/[^/]+\/book\/step-[^/]+\/?$/.test(p),
    route: 'src/routes/restaurants/$restaurantName/book/step-{$step}.tsx',
    guard: BOOKING_GUARD,
  },
  {
    page: (p) => /^\/restaurants\/[^/]+\/mobile-book\/step-[^/]+\/?$/.test(p),
    route: 'src/routes/restaurants/$restaurantName/mobile-book/step-{$step}.tsx',
    guard: BOOKING_GUARD,
  },
];

/** The route files and guards named above, for the test that each still exists. */
export const PRELOADED_ROUTE_FILES: readonly string[] = PAGE_ROUTES.flatMap((r) => (r.guard ? [r.route, r.guard] : [r.route]));

/** The script and style files a page needs beyond the entry's. */
export interface PagePreloads {
  /**
   * What the entry script imports statically (the bundler's runtime chunk): the entry cannot run before
   * they arrive, and the build's HTML does not name them (`modulePreload: false`, decision 0064), so the
   * browser would learn of them only once the entry had arrived, a round trip late (decision 0067).
   */
  entryImports: string[];
  scripts: string[];
  styles: string[];
}

/**
 * What a main page's first render waits for after the entry script: its route's chunks with their static
 * imports and styles, a booking step's guard, and the language's catalogue. Without these in the HTML the
 * browser learns of them only once the entry has run, one round trip and the entry's start-up later
 * (decision 0058). Before them, what the entry itself imports (`entryImports`). Files the entry loads are
 * not named again among the page's, and a page that is not one of the main pages gets the catalogue. What
 * every page once imported while it started (the footer, page-view tracking) now waits until the page has
 * settled, so no page names it (decision 0068, which ends decision 0061's list).
 * tests/server/http/route-preloads.test.ts.
 */
export function pagePreloads(manifest: BuildManifest, pagePath: string, language: Language): PagePreloads {
  return routePreloads(manifest, routeOfPage(pagePath), language);
}

/** The route of a main page, or null for any other page. */
function routeOfPage(pagePath: string): PageRoute | null {
  return PAGE_ROUTES.find((r) => r.page(pagePath)) ?? null;
}

function routePreloads(manifest: BuildManifest, route: PageRoute | null, language: Language): PagePreloads {
  const entryFiles = new Set<string>();
  const entryStyles = new Set<string>();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const walk = (key: string, into: Set<string>, css: Set<string> | null): void => addChunkFiles(manifest, key, into, css);
  const entries = entryKeys(manifest);
  for (const key of entries) walk(key, entryFiles, entryStyles);

  if (route) {
    for (const key of Object.keys(manifest)) if (key.startsWith(`${route.route}?tsr-split=`)) walk(key, scripts, styles);
    if (route.guard) walk(route.guard, scripts, styles);
  }
  walk(`locales/${language}.po`, scripts, null);
  // Home needs only the catalogue's start part; every other page's chunks wait for the rest as well
  // (decision 0066), so it comes in the same round trip rather than after them.
  if (route?.route !== HOME_ROUTE) walk(`locales/${language}.po?rest`, scripts, null);
  const entryScripts = new Set(entries.map((key) => manifest[key]!.file));
  return {
    entryImports: [...entryFiles].filter((file) => !entryScripts.has(file) && file.endsWith('.js')),
    scripts: [...scripts].filter((file) => !entryFiles.has(file)),
    styles: [...styles].filter((file) => !entryStyles.has(file)),
  };
}

/**
 * The preloads as link elements; only plain build file names are written (nothing to escape). The entry's
 * imports at the browser's normal priority, as the entry itself; the rest low, after it.
 */
export function preloadLinks(preloads: PagePreloads): string {
  const safe = (file: string) => /^assets\/[A-Za-z0-9._-]+$/.test(file);
  return [
    ...preloads.entryImports.filter(safe).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...preloads.scripts.filter(safe).map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
    ...preloads.styles.filter(safe).map((file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`),
  ].join('\n    ');
}

/**
 * A page's preload links, worked out once per route and language for this build (a handful of entries:
 * keyed by the route a path matched, never by the path, which a visitor chooses).
 */
export function preloadLinksFor(manifest: BuildManifest): (pagePath: string, language: Language) => string {
  const known = new Map<string, string>();
  return (pagePath, language) => {
    const route = routeOfPage(pagePath);
    const key = `${route?.route ?? ''}\n${language}`;
    let links = known.get(key);
    if (links === undefined) {
      links = preloadLinks(routePreloads(manifest, route, language));
      known.set(key, links);
    }
    return links;
  };
}
