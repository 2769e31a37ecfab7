import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { cachedUrls, waitForServiceWorkerControl } from './support/pwa';
import { goOffline, goOnline, reloadOffline } from './support/offline';

const OFFLINE_BANNER = 'You are offline. Check your internet connection; saved pages are still available.';

/** Account, booking and payment paths: the service worker must never store them (private, per visitor). */
const PRIVATE_API =
  /\/api\/v5\/.*\b(users|reservations|temporary_reservations|payments|vouchers|oauth|pending_transactions|passwords|corporates)\b/;

/**
 * The restaurant names Bangkok's home can show, straight from the API, in the page's language: its
 * sections, and the featured, top and new lists that fill the sections standing for them (or strips of
 * their own) — src/domain/catalogue/home-list-source.ts.
 */
async function seededNames(request: APIRequestContext, lang: string): Promise<string[]> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(path, { headers: { 'X-HH-Language': lang } });
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };
  // The home sections sit one level deeper than other answers: body.data.data.
  const sections = await get<{
    data: { data: { attributes: { restaurants: { attributes: { name: string } }[] } }[] };
  }>('/api/v5/homes/sections.json?city_id=1');
  const lists = await Promise.all(
    [
      '/api/v5/restaurants/featured.json?city_id=1',
      '/api/v5/restaurants/new_compact.json?sort_by=top&city_id=1',
      '/api/v5/restaurants/new_compact.json?sort_by=new&city_id=1',
    ].map((path) => get<{ data: { attributes: { name: string } }[] }>(path)),
  );
  return [
    ...sections.data.data.flatMap((s) => s.attributes.restaurants.map((r) => r.attributes.name)),
    ...lists.flatMap((list) => list.data.map((r) => r.attributes.name)),
  ];
}

/** The names on the restaurant cards the page shows (each card is an article named by its name). */
function cardNames(page: Page): Promise<string[]> {
  return page
    .locator('main article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent?.trim() ?? ''));
}

test('after one online visit the home page works offline, with the offline banner', async ({
  page,
  request,
  gotoApp,
  cspViolations,
  offLoopbackRequests,
}) => {
  await gotoApp('/');
  await waitForServiceWorkerControl(page);

  // Online, under the worker's control: the home sections and lists show seeded restaurants.
  const lang = await page.evaluate(() => document.documentElement.lang);
  const seeded = await seededNames(request, lang);
  expect(seeded.length).toBeGreaterThan(3);
  const firstCard = page.getByRole('article', { name: seeded[0] }).first();
  await expect(firstCard).toBeVisible();
  // The list-backed sections swap in their lists once those answer: read the cards after that.
  await page.waitForLoadState('networkidle');
  const online = await cardNames(page);
  expect(online.length).toBeGreaterThan(3);
  expect(seeded).toEqual(expect.arrayContaining(online));
  // The card pictures went through the worker into its image cache.
  await expect.poll(async () => (await cachedUrls(page))['hh-images-v1']?.length ?? 0).toBeGreaterThan(0);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);

  // Offline: the reload gets the shell from the worker's precache, the sections from the query cache
  // persisted in IndexedDB, the pictures from the image cache; the banner says we are offline.
  await goOffline(page);
  await reloadOffline(page);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  const offlineCard = page.getByRole('article', { name: seeded[0] }).first();
  await expect(offlineCard).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(online);
  // Its picture came from the image cache, not a broken image.
  await expect
    .poll(() => offlineCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Back online: the banner goes away without a reload.
  await goOnline(page);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  await expect(page.getByRole('article', { name: seeded[0] }).first()).toBeVisible();

  expect(cspViolations).toEqual([]);
  expect(offLoopbackRequests).toEqual([]);
});

test('account, booking and payment API answers are never stored in the caches', async ({
  page,
  context,
  gotoApp,
}) => {
  // A first visit installs the worker with its whole precache, then reloads under its control: on a busy
  // 2-core machine that alone has taken 25–30 s, the default test timeout.
  test.setTimeout(60_000);
  await gotoApp('/');
  await waitForServiceWorkerControl(page);
  await expect(page.locator('main article').first()).toBeVisible();
  // Answer the private paths with a cacheable 200 (the foundation has no such endpoints yet), so the
  // test fails if the worker ever stored them. context.route also sees the worker's own requests. It is
  // set once the worker is in control: routed, the worker's install (hundreds of precached files) went
  // through the test runner one request at a time and took most of the test's 30 s on a busy machine.
  await context.route(PRIVATE_API, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":[]}' }),
  );

  const privateUrls = [
    '/api/v5/users/me.json',
    '/api/v5/reservations.json?page=1',
    '/api/v5/restaurants/1/temporary_reservations.json',
    '/api/v5/payments/methods.json',
    '/api/v5/vouchers.json',
  ];
  const statuses = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).status)),
    privateUrls,
  );
  expect(statuses).toEqual(privateUrls.map(() => 200));
  await page.evaluate(async () => {
    // A catalogue path asked with a user's token is personal too…
    await fetch('/api/v5/service_types.json?access_token=secret');
    await fetch('/api/v5/banners.json?city_id=2', { headers: { Authorization: 'Bearer secret' } });
    // …while the same public path is shared, and cached.
    await fetch('/api/v5/cities.json?client_type=web');
  });

  // The public catalogue is cached (so the check below looks at live caches)…
  await expect
    .poll(async () =>
      Object.values(await cachedUrls(page))
        .flat()
        .some((url) => url.includes('/api/v5/cities.json')),
    )
    .toBe(true);
  // …and nothing personal ever is.
  const stored = Object.values(await cachedUrls(page)).flat();
  expect(
    stored.filter((url) => PRIVATE_API.test(url) || /access_token=|banners\.json\?city_id=2/.test(url)),
  ).toEqual([]);
});
