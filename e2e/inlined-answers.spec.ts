import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, homeSections } from './support/catalogue-api';
import { expect, test } from './support/fixtures';

/**
 * A first visit (no service worker yet) paints content from the answers the server put into the page's
 * HTML (decision 0053): home, search and a restaurant page show their content without asking the
 * network for the calls the HTML already answered, in Thai and in English, on a phone and a desktop.
 */

const INLINED_ON_HOME = ['/config.json', '/cities.json', '/user_ip_locations.json', '/homes/sections.json', '/banners.json'];

/** The /api/v5 paths the page (or its worker) asked the network for. */
function apiPathsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v5/')) asked.push(url.pathname.slice('/api/v5'.length));
  });
  return asked;
}

for (const lang of ['th', 'en'] as const) {
  test(`${lang}: home shows its first section without asking for what its HTML answered`, async ({ page, request, gotoApp }) => {
    const [first] = await homeSections(request, lang);
    expect(first).toBeDefined();
    const asked = apiPathsAsked(page);
    await gotoApp(`/?locale=${lang}`);
    await expect(page.getByRole('heading', { name: first!.title }).first()).toBeVisible();
    await expect(page.locator('article.restaurant-card').first()).toBeVisible();
    for (const path of INLINED_ON_HOME) expect(asked, path).not.toContain(path);
  });
}

/** The first result of the seeded search, as the search page shows it first. */
async function firstResult(request: APIRequestContext) {
  const found = await apiGet<{ data: { id: string; attributes: { name: string; slug: string } }[] }>(
    request,
    '/restaurants/search.json?service_type=dine_in&page[size]=10&page[number]=1',
    'th',
  );
  return { ...found.data[0]!.attributes, id: Number(found.data[0]!.id) };
}

// Each page is a first visit of its own (a new browser context): once the service worker controls a
// tab, its navigations get the precached HTML, which carries no answers.
test('th: the search page shows its first results from its HTML', async ({ page, request, gotoApp }) => {
  const top = await firstResult(request);
  const asked = apiPathsAsked(page);
  await gotoApp('/restaurants/search?locale=th');
  await expect(page.getByRole('article', { name: top.name }).first()).toBeVisible();
  expect(asked).not.toContain('/restaurants/search.json');
  expect(asked).not.toContain('/config.json');
});

test('th: a restaurant page shows its restaurant from its HTML', async ({ page, request, gotoApp }) => {
  const top = await firstResult(request);
  const asked = apiPathsAsked(page);
  await gotoApp(`/restaurants/${top.slug}?locale=th`);
  await expect(page.getByRole('heading', { level: 1, name: top.name })).toBeVisible();
  expect(asked).not.toContain(`/restaurants/${top.slug}.json`);
  expect(asked).not.toContain('/config.json');
});

// A diner who chose "dine in" and reloads step 1 (the tab keeps the booking): the step's first render
// waits for the restaurant, which the HTML carries as it does for the restaurant page.
test('en: a reloaded booking step 1 shows its restaurant from its HTML', async ({ page, request, gotoApp, isMobile }) => {
  const top = await firstResult(request);
  const booking = {
    version: 1,
    restaurantSlug: top.slug,
    restaurantId: top.id,
    state: { step: 1, packagePreference: 'dine_in', selectedPackages: [], isMobile },
  };
  await page.addInitScript((saved) => sessionStorage.setItem('hh-booking', saved), JSON.stringify(booking));
  const asked = apiPathsAsked(page);
  const step1 = `/restaurants/${top.slug}/${isMobile ? 'mobile-book' : 'book'}/step-1`;
  await gotoApp(`${step1}?locale=en`);
  await expect(page.getByLabel('Adults')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${step1}\\?`));
  expect(asked).not.toContain(`/restaurants/${top.slug}.json`);
  expect(asked).not.toContain('/config.json');
});

// The first card's picture is the page's largest paint on a phone: the HTML preloads it (sponsored cards
// placed among the results as the page places them), so it loads beside the scripts, not after the render.
test("th: the search page's HTML preloads its first card's picture", async ({ page, gotoApp }) => {
  await gotoApp('/restaurants/search?locale=th');
  const firstPicture = page.locator('.search-page__results article.restaurant-card img').first();
  await expect(firstPicture).toBeVisible();
  const preload = await page.locator('head link[rel="preload"][as="image"]').getAttribute('href');
  expect(preload, 'a picture preload in the HTML').toBeTruthy();
  expect(await firstPicture.getAttribute('src')).toBe(preload);
});

// The page's own code comes with its HTML (decision 0058): the route's chunks are preloaded from the head
// beside the app's one stylesheet (decision 0059), put there once the painted page is on screen (decision
// 0060), and each is fetched once: a preload the page could not reuse (another request mode, say) would be
// fetched a second time when the page asks for it.
test("th: a restaurant page's HTML preloads its own code, each file fetched once", async ({ page, request, gotoApp }) => {
  const top = await firstResult(request);
  const fetched: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/assets/')) fetched.push(url.pathname);
  });
  await gotoApp(`/restaurants/${top.slug}?locale=th`);
  await expect(page.getByRole('heading', { level: 1, name: top.name })).toBeVisible();
  const preloaded = await page
    .locator('head link[rel="modulepreload"][fetchpriority="low"], head link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.length, 'the route chunks, the catalogue and the stylesheet').toBeGreaterThan(5);
  for (const path of preloaded) expect(fetched.filter((f) => f === path), path).toHaveLength(1);
});
