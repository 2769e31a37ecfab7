import { apiUrl } from '@/contract/api-url';
import type { BootAnswer, BootAnswers } from '@/contract/boot-answers';
import { API_MINOR_VERSION, type Language } from '@/contract/envelope';
import type { HomeSection } from '@/contract/catalogue';
import * as shell from '@/contract/endpoints/catalogue';
import * as lists from '@/contract/endpoints/catalogue-lists';
import * as pages from '@/contract/endpoints/catalogue-pages';
import { restaurantVoucherOffers } from '@/contract/endpoints/restaurant-vouchers';
import { chooseCity, type CityOption } from '@/domain/catalogue/choose-city';
import { homeListRequest, homeListSource, missingHomeLists, type HomeList } from '@/domain/catalogue/home-list-source';
import { toCamelKeys } from '@/contract/wire-case';
import { fillPath } from '@/contract/endpoint';
import { DEFAULT_PAGE_SIZE } from '@/contract/catalogue-constants';
import { placeAds } from '@/domain/catalogue/ad-placement';
import { parseSearchParams, searchApiQuery } from '@/domain/catalogue/parse-search-params';

/** Asks this server for one API URL, as the visitor would (same address, same language). */
export type Dispatch = (url: string) => Response | Promise<Response>;

/**
 * The longest the first HTML waits for its inlined answers. Past it the page goes out without them and
 * the app asks as usual: a slow database must not hold back the first paint.
 */
export const BOOT_ANSWERS_BUDGET_MS = 400;

/**
 * How many pages one address gets with inlined answers per window. One HTML request asks up to nine
 * catalogue reads, so without a cap a client requesting pages in a loop would multiply its load on the
 * database ninefold. A real visitor loads HTML once per visit (the app navigates without it), and past
 * the cap the page still works: it goes out without answers and the app asks as usual.
 * tests/server/http/inline-limit.test.ts.
 */
export const INLINED_PAGES_PER_ADDRESS = { limit: 120, windowSeconds: 60 } as const;

async function answer(dispatch: Dispatch, url: string, into: BootAnswers): Promise<unknown> {
  try {
    const res = await dispatch(url);
    const text = await res.text();
    // Only plain successes are inlined; anything else the app asks for itself and handles as it does.
    if (res.status !== 200) return null;
    const body: unknown = JSON.parse(text);
    into[url] = { status: res.status, body } satisfies BootAnswer;
    return body;
  } catch {
    return null;
  }
}

function dataOf(body: unknown): unknown {
  return body && typeof body === 'object' && 'data' in body ? body.data : null;
}

function citiesOf(body: unknown): CityOption[] {
  const rows = dataOf(body);
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const city = toCamelKeys<{ attributes?: Partial<CityOption> }>(row).attributes;
    return typeof city?.id === 'number' && typeof city.countryId === 'number' ? [{ id: city.id, countryId: city.countryId }] : [];
  });
}

function ipLocationOf(body: unknown): { countryId: number; cityId: number } | null {
  const data = toCamelKeys<Partial<{ countryId: number; cityId: number }> | null>(dataOf(body));
  return data && typeof data.countryId === 'number' && typeof data.cityId === 'number'
    ? { countryId: data.countryId, cityId: data.cityId }
    : null;
}

/** Config: every page's root loader waits for it before the page's own calls start. */
function configUrl(language: Language): string {
  return apiUrl(shell.config.path, language, { apiMinorVersion: API_MINOR_VERSION });
}

interface WireSection {
  position?: number;
  sectionType?: string;
  viewAllPath?: string | null;
  restaurants?: { attributes?: { imageCoverUrl?: unknown } }[];
}

function sectionsOf(body: unknown): WireSection[] {
  const inner = dataOf(dataOf(body));
  if (!Array.isArray(inner)) return [];
  return inner
    .map((row) => toCamelKeys<{ attributes?: WireSection }>(row).attributes ?? {})
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/** A section as the home-list rules read it (an unknown type simply stands for no list). */
function asHomeSection(section: WireSection): Pick<HomeSection, 'sectionType' | 'viewAllPath'> {
  return { sectionType: (section.sectionType ?? '') as HomeSection['sectionType'], viewAllPath: section.viewAllPath ?? null };
}

function firstPicture(cards: unknown): string | null {
  const first: unknown = Array.isArray(cards) ? cards[0] : null;
  const url = toCamelKeys<{ attributes?: { imageCoverUrl?: unknown } } | null>(first)?.attributes?.imageCoverUrl;
  return typeof url === 'string' && url !== '' ? url : null;
}

/**
 * What the home page asks first on a visitor's first visit (src/features/catalogue/city-choice.ts):
 * the cities and the visitor's IP location; then, for the city the app would choose with no saved city
 * (the same rule, `chooseCity`), the home sections and banners; then the live lists those sections
 * stand for (`homeListSource`, `missingHomeLists`). Answers the first card's picture: the first section's
 * first card, from its list when it has one, as the page shows it.
 */
async function homeAnswers(language: Language, dispatch: Dispatch, into: BootAnswers): Promise<string | null> {
  const [cities, ipLocation] = await Promise.all([
    answer(dispatch, apiUrl(shell.cities.path, language), into),
    answer(dispatch, apiUrl(shell.userIpLocation.path, language), into),
  ]);
  const cityId = chooseCity({ savedCityId: null, ipLocation: ipLocationOf(ipLocation), cities: citiesOf(cities) });
  const [sectionsBody] = await Promise.all([
    answer(dispatch, apiUrl(shell.homeSections.path, language, { cityId }), into),
    answer(dispatch, apiUrl(shell.banners.path, language, { cityId }), into),
  ]);
  const sections = sectionsOf(sectionsBody);
  const wanted = new Set<HomeList>([
    ...sections.flatMap((section) => homeListSource(asHomeSection(section)) ?? []),
    ...(sections.length > 0 ? missingHomeLists(sections.map(asHomeSection)) : []),
  ]);
  const lists = new Map<HomeList, unknown>();
  await Promise.all(
    [...wanted].map(async (list) => {
      const { endpoint, query } = homeListRequest(list, cityId);
      lists.set(list, await answer(dispatch, apiUrl(LIST_PATHS[endpoint], language, query), into));
    }),
  );
  const leading = sections[0];
  if (!leading) return null;
  const leadingList = homeListSource(asHomeSection(leading));
  return (leadingList && firstPicture(dataOf(lists.get(leadingList)))) || firstPicture(leading.restaurants);
}

const LIST_PATHS = { featured: lists.featured.path, newCompact: lists.newCompact.path } as const;

/**
 * The URL's query as the router reads it: a value that is JSON is parsed ('2' → 2, 'true' → true), a
 * repeated key is an array.
 */
export function routerSearch(search: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key).map((value) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    });
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

/** The search page's first results, as its route loader asks for them (none for "near me" before a position). */
async function searchAnswers(
  language: Language,
  search: URLSearchParams,
  dispatch: Dispatch,
  into: BootAnswers,
): Promise<string | null> {
  const raw = routerSearch(search);
  const params = parseSearchParams(raw);
  if (params.isNearMe && !params.geocode) return null;
  const body = await answer(dispatch, apiUrl(pages.search.path, language, searchApiQuery(params)), into);
  // The map shows no cards; the list puts the page's ads among the results as the app does (placeAds).
  if (params.view === 'map') return null;
  const ads = body && typeof body === 'object' && 'ads' in body ? cardsOf(body.ads) : [];
  const placed = placeAds(
    cardsOf(dataOf(body)),
    ads.flatMap((ad) => (typeof ad.position === 'number' ? [{ ...ad, position: ad.position }] : [])),
    { number: params.page, size: DEFAULT_PAGE_SIZE },
  );
  const url = placed[0]?.item.imageCoverUrl;
  return typeof url === 'string' && url !== '' ? url : null;
}

interface WireCard {
  id: string | number;
  position?: unknown;
  imageCoverUrl?: unknown;
}

/** The cards' attributes that place them and picture them; rows without an id are left out. */
function cardsOf(rows: unknown): WireCard[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row) => {
    const card = toCamelKeys<{ attributes?: Partial<WireCard> } | null>(row)?.attributes;
    const id = card?.id;
    return typeof id === 'string' || typeof id === 'number' ? [{ ...card, id }] : [];
  });
}

/** A restaurant's own page (not one of its booking steps or buy pages, nor a page such as search or top). */
export function isRestaurantOwnPage(pagePath: string): boolean {
  return /^\/restaurants\/[^/]+\/?$/.test(pagePath) && restaurantOfPath(pagePath) !== null;
}

/**
 * The restaurant, then, on its own page and when it sells vouchers, its voucher offers as the page's
 * voucher section asks for them (by the restaurant's slug). That section's read is checked against the
 * contract, which in the browser means loading the schema library (about 90 KB gzip) and building the
 * schemas in one long task after hydration; answered here, the server's paint reads and checks it and the
 * browser hydrates it from the paint (decision 0061).
 */
async function restaurantAnswers(
  language: Language,
  pagePath: string,
  restaurant: string,
  dispatch: Dispatch,
  into: BootAnswers,
): Promise<void> {
  const body = await answer(dispatch, apiUrl(fillPath(pages.restaurant.path, { key: restaurant }), language), into);
  if (!isRestaurantOwnPage(pagePath)) return;
  const detail = toCamelKeys<{ attributes?: { slug?: unknown; isAcceptVoucher?: unknown } } | null>(dataOf(body))?.attributes;
  if (typeof detail?.slug !== 'string' || detail.slug === '' || detail.isAcceptVoucher !== true) return;
  await answer(dispatch, apiUrl(fillPath(restaurantVoucherOffers.path, { restaurantName: detail.slug }), language), into);
}

/** Restaurant paths that are pages of their own, not a restaurant's. */
const NOT_A_RESTAURANT = new Set(['search', 'search.html', 'top', 'near-me', 'group']);

/**
 * A restaurant's pages whose first render waits for the restaurant itself: its page, its booking steps
 * (desktop `book/step-N`, phone `mobile-book/step-N`) and its voucher buy pages.
 */
const RESTAURANT_PAGE = /^\/restaurants\/([^/]+)(?:\/(?:(?:mobile-)?book\/step-[^/]+|(?:mobile-)?buy-(?:package-)?voucher))?\/?$/;

/** The restaurant named by one of its pages' paths (above), decoded as the router decodes it; else null. */
export function restaurantOfPath(pagePath: string): string | null {
  const match = RESTAURANT_PAGE.exec(pagePath);
  if (!match?.[1]) return null;
  try {
    const name = decodeURIComponent(match[1]);
    return NOT_A_RESTAURANT.has(name) ? null : name;
  } catch {
    return null;
  }
}

export interface PageBootAnswers {
  answers: BootAnswers;
  /** The first card's picture, to preload: the page's largest paint on a phone. */
  leadingPicture: string | null;
}

/**
 * The answers a page's first visit would wait for in a chain of round trips, asked here instead so the
 * page can paint content as soon as its script runs (decision 0053): config on every page; home's city,
 * sections, banners and lists; the search page's first results; the restaurant of a restaurant's page,
 * booking step or buy page, and the voucher offers of a restaurant's page. Answers the app would not ask
 * for (another saved city, say) are simply not used.
 * tests/server/http/boot-answers.test.ts.
 */
export async function pageBootAnswers(
  pagePath: string,
  search: URLSearchParams,
  language: Language,
  dispatch: Dispatch,
): Promise<PageBootAnswers> {
  const answers: BootAnswers = {};
  const restaurant = restaurantOfPath(pagePath);
  const [, home, found] = await Promise.all([
    answer(dispatch, configUrl(language), answers),
    pagePath === '/' ? homeAnswers(language, dispatch, answers) : null,
    pagePath === '/restaurants/search' ? searchAnswers(language, search, dispatch, answers) : null,
    restaurant ? restaurantAnswers(language, pagePath, restaurant, dispatch, answers) : null,
  ]);
  return { answers, leadingPicture: home ?? found ?? null };
}

/**
 * A preload of the first card's picture, so it loads with the page's scripts instead of after its first
 * render. Only a picture of this site or an http(s) address; quoted for an attribute.
 */
export function picturePreload(url: string | null): string {
  if (!url || !(url.startsWith('/') || /^https?:\/\//i.test(url)) || url.startsWith('//')) return '';
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
}

/**
 * The answers as the text of a `<script type="application/json">`: `<` is escaped so no value (a
 * restaurant's name, say) can close the element or open another one.
 */
export function bootAnswersScript(id: string, answers: BootAnswers): string {
  return jsonScript(id, answers);
}

/** A JSON script element whose text cannot end the element or break a line of script. */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** Nothing inlined: the page goes out as it is. */
export const NO_BOOT_ANSWERS: PageBootAnswers = { answers: {}, leadingPicture: null };

/** The page's answers, or none when they take longer than `budgetMs`. */
export async function withinBudget(answers: Promise<PageBootAnswers>, budgetMs: number): Promise<PageBootAnswers> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<PageBootAnswers>((resolve) => {
    timer = setTimeout(() => resolve(NO_BOOT_ANSWERS), budgetMs);
  });
  try {
    return await Promise.race([answers.catch(() => NO_BOOT_ANSWERS), late]);
  } finally {
    clearTimeout(timer);
  }
}
