/**
 * Which requests the service worker may answer from a cache, and how: never account, booking or payment
 * ones. Pure predicates over a URL and a method, so they are unit tested outside a worker
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

/**
 * Seats left change by the minute: under /restaurants/ but never stale-while-revalidate (an old answer
 * would show seats that are gone). They are network-first: the network's answer whenever there is one,
 * the stored answer only when there is none (offline), then marked with its time (CACHED_AT_HEADER).
 */
export const AVAILABILITY_SEGMENTS: readonly string[] = ['available_dates', 'available_times'];

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

/** The path segments after /api/v5/ of a cacheable GET on our own origin; null for anything else. */
function publicApiSegments(request: RequestLike, origin: string): string[] | null {
  const { url } = request;
  if (url.origin !== origin || !url.pathname.startsWith(API_PATH_PREFIX)) return null;
  if (isNeverCached(request)) return null;
  return segmentsOf(url.pathname.slice(API_PATH_PREFIX.length));
}

/** GET /api/v5/restaurants/{id}/available_dates.json or …/available_times.json (network-first). */
export function isAvailabilityRequest(request: RequestLike, origin: string): boolean {
  const segments = publicApiSegments(request, origin);
  return (
    segments !== null &&
    segments.length === 3 &&
    segments[0] === 'restaurants' &&
    AVAILABILITY_SEGMENTS.includes(segments[2]!)
  );
}

/** GET /api/v5/<catalogue resource>… on our own origin, not personal, not availability. */
export function isCatalogueApiRequest(request: RequestLike, origin: string): boolean {
  const segments = publicApiSegments(request, origin);
  const resource = segments?.[0];
  if (!segments || resource === undefined || !CATALOGUE_RESOURCES.includes(resource)) return false;
  return !segments.some((s) => POSITION_SEGMENTS.includes(s) || AVAILABILITY_SEGMENTS.includes(s));
}

export type RuntimeStrategy = 'network-first' | 'stale-while-revalidate' | 'cache-first' | 'network-only';

/**
 * How the worker answers a request (runtime-caching.ts registers one route per strategy): availability
 * network-first, the rest of the public catalogue stale-while-revalidate, our images cache-first, and
 * everything else (accounts, bookings, payments, writes, other origins) straight from the network.
 */
export function runtimeStrategyOf(request: RequestLike, origin: string): RuntimeStrategy {
  if (isAvailabilityRequest(request, origin)) return 'network-first';
  if (isCatalogueApiRequest(request, origin)) return 'stale-while-revalidate';
  if (isImageRequest(request, origin)) return 'cache-first';
  return 'network-only';
}

/** GET /images/… on our own origin (the local image renderer). */
export function isImageRequest(request: RequestLike, origin: string): boolean {
  return request.url.origin === origin && request.url.pathname.startsWith(IMAGES_PATH_PREFIX) && !isNeverCached(request);
}

/** Navigations the SPA shell answers (everything but the API and images). */
export function isAppNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(pathname));
}
