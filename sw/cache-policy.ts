/**
 * Which requests the service worker may answer from a cache: never account, booking or payment ones.
 * Pure predicates over a URL and a method, so they are unit tested outside a worker
 * (tests/sw/cache-policy.test.ts).
 */

export const API_PATH_PREFIX = '/api/v5/';
export const IMAGES_PATH_PREFIX = '/images/';

/** Public catalogue resources: same for every visitor, safe to serve stale while revalidating. */
export const CATALOGUE_RESOURCES: readonly string[] = [
  'config',
  'cities',
  'service_types',
  'homes',
  'banners',
  'restaurants',
  'search',
  'group_landing_pages',
  'restaurant_tag_groups',
  'restaurant_tags',
  'branch',
  'compact_restaurants',
  'dining_occasions',
];

/** Never cached, wherever they appear in the path: accounts, bookings, payments, vouchers, sign-in. */
export const PRIVATE_SEGMENTS: readonly string[] = [
  'users',
  'reservations',
  'temporary_reservations',
  'payments',
  'vouchers',
  'oauth',
  'pending_transactions',
  'passwords',
  'corporates',
];

/** Catalogue paths that depend on the visitor's position (lat/lng), not worth caching. */
const POSITION_SEGMENTS: readonly string[] = ['find_visitor_distance', 'calc_delivery_fees'];

/** Query keys that mark a personal answer. */
const PERSONAL_QUERY_KEYS: readonly string[] = ['access_token', 'token'];

// /sandbox-gateway/: the payment gateway's own pages (card form iframe, 3-D Secure, wallets), never the app.
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api\//, /^\/images\//, /^\/sandbox-gateway(\/|$)/];

function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/\.json$/, ''));
}

export interface RequestLike {
  url: URL;
  method: string;
  /** The request carries an Authorization header: a personal answer. */
  hasAuthorization?: boolean;
}

/** Anything the worker must never store: non-GET, personal paths, authorised or token-carrying requests. */
export function isNeverCached({ url, method, hasAuthorization = false }: RequestLike): boolean {
  if (method.toUpperCase() !== 'GET' || hasAuthorization) return true;
  if (PERSONAL_QUERY_KEYS.some((key) => url.searchParams.has(key))) return true;
  return segmentsOf(url.pathname).some((s) => PRIVATE_SEGMENTS.includes(s));
}

/** GET /api/v5/<catalogue resource>… on our own origin, not personal. */
export function isCatalogueApiRequest(request: RequestLike, origin: string): boolean {
  const { url } = request;
  if (url.origin !== origin || !url.pathname.startsWith(API_PATH_PREFIX)) return false;
  if (isNeverCached(request)) return false;
  const segments = segmentsOf(url.pathname.slice(API_PATH_PREFIX.length));
  const resource = segments[0];
  if (resource === undefined || !CATALOGUE_RESOURCES.includes(resource)) return false;
  return !segments.some((s) => POSITION_SEGMENTS.includes(s));
}

/** GET /images/… on our own origin (the local image renderer). */
export function isImageRequest(request: RequestLike, origin: string): boolean {
  return request.url.origin === origin && request.url.pathname.startsWith(IMAGES_PATH_PREFIX) && !isNeverCached(request);
}

/** Navigations the SPA shell answers (everything but the API and images). */
export function isAppNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(pathname));
}
