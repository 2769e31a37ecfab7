import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiUrl } from '@/contract/api-url';
import { bootAnswersScript, pageBootAnswers, picturePreload, restaurantOfPath, routerSearch, type Dispatch } from '@server/http/boot-answers';
import { createPlatformApp } from '@server/http/platform';
import { ok } from '@server/http/respond';
import { acceptedLanguages } from '@server/http/static-files';
import { fakeContext } from './fake-context';

const CITIES = [
  { id: 1, type: 'cities', attributes: { id: 1, name: 'Bangkok', country_id: 212 } },
  { id: 7, type: 'cities', attributes: { id: 7, name: 'Singapore', country_id: 198 } },
];

const card = (picture: string) => ({ id: '1', type: 'restaurants', attributes: { image_cover_url: picture } });
// The first section stands for the featured list; nothing stands for top or new, so both are strips.
const SECTIONS = [
  { attributes: { position: 2, section_type: 'restaurants', view_all_path: null, restaurants: [card('/images/second.webp')] } },
  { attributes: { position: 1, section_type: 'featured_restaurants', view_all_path: null, restaurants: [card('/images/own.webp')] } },
];

/** A dispatch over canned bodies by path; `status` overrides per path. */
function cannedDispatch(ipLocation: unknown, status: Record<string, number> = {}): { dispatch: Dispatch; asked: string[] } {
  const asked: string[] = [];
  const bodies: Record<string, unknown> = {
    '/api/v5/config.json': { success: true, data: { version: '1' } },
    '/api/v5/cities.json': { success: true, data: CITIES },
    '/api/v5/user_ip_locations.json': { success: true, data: ipLocation },
    '/api/v5/homes/sections.json': { success: true, data: { data: SECTIONS } },
    '/api/v5/restaurants/featured.json': { data: [card('/images/featured-first.webp')], links: {}, meta: { total: 1 } },
    '/api/v5/restaurants/new_compact.json': { data: [card('/images/top-first.webp')], links: {}, meta: { total: 1 } },
    '/api/v5/banners.json': { success: true, data: [] },
  };
  const dispatch: Dispatch = (url) => {
    asked.push(url);
    const { pathname } = new URL(url, 'http://x');
    return new Response(JSON.stringify(bodies[pathname] ?? {}), { status: status[pathname] ?? 200 });
  };
  return { dispatch, asked };
}

const home = async (language: 'en' | 'th', dispatch: Dispatch) =>
  (await pageBootAnswers('/', new URLSearchParams(), language, dispatch)).answers;

describe('pageBootAnswers', () => {
  it('answers what home asks first, sections and banners for the city the app would choose', async () => {
    const { dispatch } = cannedDispatch({ country_id: 198, city_id: 99 });
    const answers = await home('th', dispatch);
    expect(Object.keys(answers).sort()).toEqual(
      [
        apiUrl('/config.json', 'th', { apiMinorVersion: 3 }),
        apiUrl('/cities.json', 'th'),
        apiUrl('/user_ip_locations.json', 'th'),
        // Country 198 (Singapore) picks its first city: 7.
        apiUrl('/homes/sections.json', 'th', { cityId: 7 }),
        apiUrl('/banners.json', 'th', { cityId: 7 }),
        apiUrl('/restaurants/featured.json', 'th', { cityId: 7, page: { number: 1, size: 20 } }),
        apiUrl('/restaurants/new_compact.json', 'th', { sortBy: 'top', cityId: 7, page: { number: 1, size: 10 } }),
        apiUrl('/restaurants/new_compact.json', 'th', { sortBy: 'new', cityId: 7, page: { number: 1, size: 10 } }),
      ].sort(),
    );
    expect(answers[apiUrl('/cities.json', 'th')]).toEqual({ status: 200, body: { success: true, data: CITIES } });
  });

  it("names the first card's picture: the first section's, from its list when it stands for one", async () => {
    const { dispatch } = cannedDispatch(null);
    expect((await pageBootAnswers('/', new URLSearchParams(), 'en', dispatch)).leadingPicture).toBe('/images/featured-first.webp');
    const { dispatch: noList } = cannedDispatch(null, { '/api/v5/restaurants/featured.json': 503 });
    expect((await pageBootAnswers('/', new URLSearchParams(), 'en', noList)).leadingPicture).toBe('/images/own.webp');
  });

  it('falls back to city 1 without a location, and leaves out answers that were not a 200', async () => {
    const { dispatch, asked } = cannedDispatch(null, { '/api/v5/banners.json': 500 });
    const answers = await home('en', dispatch);
    expect(asked).toContain(apiUrl('/homes/sections.json', 'en', { cityId: 1 }));
    expect(answers[apiUrl('/homes/sections.json', 'en', { cityId: 1 })]).toBeDefined();
    expect(answers[apiUrl('/banners.json', 'en', { cityId: 1 })]).toBeUndefined();
  });

  it("answers the search page's first results for the query in its URL, as the route loader asks", async () => {
    const { dispatch } = cannedDispatch(null);
    const { answers } = await pageBootAnswers('/restaurants/search', new URLSearchParams('name_like=thai&page=2&locale=th'), 'th', dispatch);
    expect(Object.keys(answers)).toContain(
      apiUrl('/restaurants/search.json', 'th', { serviceType: 'dine_in', page: { size: 10, number: 2 }, nameLike: 'thai' }),
    );
    expect(Object.keys(answers)).not.toContain(apiUrl('/cities.json', 'th'));
  });

  it("names the search page's first card's picture, ads placed among the results as the page places them", async () => {
    const result = (id: string, picture: string) => ({ id, type: 'restaurants', attributes: { id: Number(id), image_cover_url: picture } });
    const ad = (id: string, position: number, picture: string) => ({
      id,
      type: 'restaurants',
      attributes: { id: Number(id), position, image_cover_url: picture },
    });
    const searchWith = (body: unknown): Dispatch => (url) =>
      new Response(JSON.stringify(new URL(url, 'http://x').pathname.endsWith('/search.json') ? body : {}), { status: 200 });
    const first = async (body: unknown, query = '') =>
      (await pageBootAnswers('/restaurants/search', new URLSearchParams(query), 'th', searchWith(body))).leadingPicture;
    const results = [result('1', '/images/r1.webp'), result('2', '/images/r2.webp')];
    expect(await first({ data: results, ads: [] })).toBe('/images/r1.webp');
    // An ad at position 1 comes first; one further down leaves the first result first.
    expect(await first({ data: results, ads: [ad('9', 1, '/images/ad.webp')] })).toBe('/images/ad.webp');
    expect(await first({ data: results, ads: [ad('9', 2, '/images/ad.webp')] })).toBe('/images/r1.webp');
    // Page 2 holds positions 11 to 20: an ad at position 1 is not on it.
    expect(await first({ data: results, ads: [ad('9', 1, '/images/ad.webp')] }, 'page=2')).toBe('/images/r1.webp');
    // The map shows no cards, and an empty page has no picture.
    expect(await first({ data: results, ads: [] }, 'view=map')).toBeNull();
    expect(await first({ data: [], ads: [] })).toBeNull();
  });

  it('asks nothing for "near me" before there is a position', async () => {
    const { dispatch, asked } = cannedDispatch(null);
    await pageBootAnswers('/restaurants/search', new URLSearchParams('is_near_me=true'), 'en', dispatch);
    expect(asked).toEqual([apiUrl('/config.json', 'en', { apiMinorVersion: 3 })]);
  });

  it("answers a restaurant page's restaurant, by its name as the router decodes it", async () => {
    const { dispatch, asked } = cannedDispatch(null);
    await pageBootAnswers('/restaurants/%E0%B8%81%20a', new URLSearchParams(), 'th', dispatch);
    expect(asked).toContain(apiUrl('/restaurants/%E0%B8%81%20a.json', 'th'));
  });

  it("answers a restaurant page's voucher offers, by the restaurant's slug, only where it sells vouchers", async () => {
    const restaurantSelling = (accepts: boolean): { dispatch: Dispatch; asked: string[] } => {
      const asked: string[] = [];
      const dispatch: Dispatch = (url) => {
        asked.push(url);
        const { pathname } = new URL(url, 'http://x');
        const body = pathname.startsWith('/api/v5/restaurants/39')
          ? { success: true, data: { id: '39', type: 'restaurants', attributes: { slug: 'ekkamai-thai-kitchen', is_accept_voucher: accepts } } }
          : { success: true, data: [] };
        return new Response(JSON.stringify(body), { status: 200 });
      };
      return { dispatch, asked };
    };
    const offers = apiUrl('/restaurants/ekkamai-thai-kitchen/voucher_offers.json', 'th');
    const selling = restaurantSelling(true);
    const { answers } = await pageBootAnswers('/restaurants/39', new URLSearchParams(), 'th', selling.dispatch);
    expect(Object.keys(answers)).toContain(offers);
    const notSelling = restaurantSelling(false);
    await pageBootAnswers('/restaurants/39', new URLSearchParams(), 'th', notSelling.dispatch);
    expect(notSelling.asked).not.toContain(offers);
    // Its booking steps show no offers.
    const step = restaurantSelling(true);
    await pageBootAnswers('/restaurants/39/mobile-book/step-1', new URLSearchParams(), 'th', step.dispatch);
    expect(step.asked).not.toContain(offers);
  });

  it("answers a phone booking step's restaurant", async () => {
    const { dispatch, asked } = cannedDispatch(null);
    await pageBootAnswers('/restaurants/ekkamai-thai-kitchen/mobile-book/step-1', new URLSearchParams(), 'en', dispatch);
    expect(asked).toContain(apiUrl('/restaurants/ekkamai-thai-kitchen.json', 'en'));
  });
});

describe('restaurantOfPath', () => {
  it("is the restaurant's name for /restaurants/{name}", () => {
    expect(restaurantOfPath('/restaurants/ekkamai-thai-kitchen')).toBe('ekkamai-thai-kitchen');
    expect(restaurantOfPath('/restaurants/search')).toBeNull();
    expect(restaurantOfPath('/restaurants/top/')).toBeNull();
    expect(restaurantOfPath('/restaurants/%E0%A4%A')).toBeNull();
  });

  it('is the restaurant of its booking steps and buy pages, which wait for it too', () => {
    expect(restaurantOfPath('/restaurants/a/book/step-1')).toBe('a');
    expect(restaurantOfPath('/restaurants/a/mobile-book/step-3/')).toBe('a');
    expect(restaurantOfPath('/restaurants/a/buy-voucher')).toBe('a');
    expect(restaurantOfPath('/restaurants/a/mobile-buy-package-voucher')).toBe('a');
  });

  it("is null for a restaurant's other pages, which have their own first calls", () => {
    expect(restaurantOfPath('/restaurants/a/book')).toBeNull();
    expect(restaurantOfPath('/restaurants/a/landing/xyz')).toBeNull();
    expect(restaurantOfPath('/restaurants/a/book/step-1/extra')).toBeNull();
    expect(restaurantOfPath('/restaurants/search/book/step-1')).toBeNull();
  });
});

describe('routerSearch', () => {
  it('parses JSON values and gathers repeated keys, as the router does', () => {
    expect(routerSearch(new URLSearchParams('page=2&name_like=thai&flag=true&c[]=1&c[]=2'))).toEqual({
      page: 2,
      name_like: 'thai',
      flag: true,
      'c[]': [1, 2],
    });
  });
});

describe('bootAnswersScript', () => {
  it('cannot be closed early by a value', () => {
    const script = bootAnswersScript('boot-answers', { '/a': { status: 200, body: { name: '</script><script>alert(1)</script>' } } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ '/a': { status: 200, body: { name: '</script><script>alert(1)</script>' } } });
  });
});

describe('picturePreload', () => {
  it('preloads a picture of this site or an http(s) address, quoted for an attribute', () => {
    expect(picturePreload('/images/a.webp?w=1&h=2')).toBe('<link rel="preload" as="image" href="/images/a.webp?w=1&amp;h=2" fetchpriority="high">');
    expect(picturePreload('https://cdn.example/a".webp')).toContain('href="https://cdn.example/a&quot;.webp"');
  });

  it('preloads nothing else', () => {
    for (const url of [null, '', 'javascript:alert(1)', '//evil.example/a.webp', 'data:image/png;base64,AA']) {
      expect(picturePreload(url)).toBe('');
    }
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, keeps the header order on ties and drops q=0 and *', () => {
    expect(acceptedLanguages('en;q=0.5, th-TH, th;q=0.9, fr;q=0, *')).toEqual(['th-TH', 'th', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('the home page HTML', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'ht-dist-'));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const nav = (extra: Record<string, string> = {}) => ({ headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', ...extra } });

  function build(sectionsHang = false) {
    const fake = fakeContext({});
    // Limits off: this fake has no database to count in (the cap is tests/server/http/inline-limit.test.ts).
    const ctx = { ...fake.ctx, config: { ...fake.ctx.config, rateLimitScale: Number.POSITIVE_INFINITY } };
    return createPlatformApp(ctx, { distDir }, (a) => {
      a.get('/api/v5/config.json', (c) => ok(c, { version: '1' }));
      // A name with replacement patterns in it must reach the page as it is.
      a.get('/api/v5/cities.json', (c) => ok(c, [...CITIES, { id: 9, type: 'cities', attributes: { id: 9, name: "Bob$'s $& $$", country_id: 1 } }]));
      a.get('/api/v5/user_ip_locations.json', (c) => ok(c, null));
      a.get('/api/v5/homes/sections.json', async (c) => {
        if (sectionsHang) await new Promise(() => undefined);
        const title = `city ${c.req.query('city_id')} ${c.req.query('locale')}`;
        return ok(c, { data: [{ attributes: { title, position: 1, restaurants: [card('/images/p.webp')] } }] });
      });
      a.get('/api/v5/banners.json', (c) => ok(c, []));
    });
  }

  function inlined(html: string): Record<string, { status: number; body: unknown }> {
    const match = /<script type="application\/json" id="boot-answers">(.*?)<\/script>/s.exec(html);
    return JSON.parse(match?.[1] ?? '{}') as Record<string, { status: number; body: unknown }>;
  }

  it("carries the first answers in the page's language, as this visitor's own page", async () => {
    const res = await build().request('/?locale=th', nav({ 'Accept-Language': 'en' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await res.text();
    // The first card's picture is preloaded from the head, before the scripts run.
    expect(html.split('</head>')[0]).toContain('<link rel="preload" as="image" href="/images/p.webp" fetchpriority="high">');
    const answers = inlined(html);
    expect(JSON.stringify(answers[apiUrl('/cities.json', 'th')]?.body)).toContain("Bob$'s $& $$");
    expect(answers[apiUrl('/homes/sections.json', 'th', { cityId: 1 })]?.body).toMatchObject({
      data: { data: [{ attributes: { title: 'city 1 th' } }] },
    });
  });

  it('takes the language from Accept-Language when the URL has none, and from a path prefix first', async () => {
    const app = build();
    const byHeader = inlined(await (await app.request('/', nav({ 'Accept-Language': 'en-US,en;q=0.8' }))).text());
    expect(byHeader[apiUrl('/cities.json', 'en')]).toBeDefined();
    const byPrefix = inlined(await (await app.request('/th', nav({ 'Accept-Language': 'en' }))).text());
    expect(byPrefix[apiUrl('/cities.json', 'th')]).toBeDefined();
  });

  it('goes out as it is when the answers miss the time budget', async () => {
    const res = await build(true).request('/?locale=en', nav());
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).not.toContain('boot-answers');
  });

  it('other pages carry config; plain fetches of / get index.html as it is', async () => {
    const app = build();
    const other = inlined(await (await app.request('/promotions?locale=en', nav())).text());
    expect(Object.keys(other)).toEqual([apiUrl('/config.json', 'en', { apiMinorVersion: 3 })]);
    const plain = await app.request('/');
    expect(plain.headers.get('Cache-Control')).toBe('no-cache');
    expect(await plain.text()).not.toContain('boot-answers');
  });
});
