import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/pwa';
import { goOffline, goOnline, reloadOffline } from './support/offline';

const OFFLINE_BANNER = 'You are offline. Check your internet connection; saved pages are still available.';
const DISPLAY_ORDER = ['ayce', 'bfp', 'pp', 'xp', 'hs', 'hah', 'sm'];
const TYPE_NAMES: Record<string, string> = {
  ayce: 'All You Can Eat',
  bfp: 'Buffet Plus',
  pp: 'Party Pack',
  xp: 'Xperience',
  hs: 'Hungry Lunch',
  hah: 'Hungry@Home',
  sm: 'Set Menu',
};

interface SeededPackage {
  typeCode: string;
  pricingType: string;
  isTicket: boolean;
  isDelivery: boolean;
}

/** A seeded restaurant with packages of at least two types, learnt from the API (home sections → detail). */
async function seededRestaurant(request: APIRequestContext) {
  const res = await request.get('/api/v5/homes/sections.json?city_id=1', {
    headers: { 'X-HH-Language': 'en' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    data: { data: { attributes: { restaurants: { attributes: { slug: string } }[] } }[] };
  };
  const slugs = [
    ...new Set(body.data.data.flatMap((s) => s.attributes.restaurants.map((r) => r.attributes.slug))),
  ];
  let best: { slug: string; name: string; packages: SeededPackage[] } | null = null;
  for (const slug of slugs.slice(0, 20)) {
    const detail = await request.get(`/api/v5/restaurants/${slug}.json`, {
      headers: { 'X-HH-Language': 'en' },
    });
    if (detail.status() !== 200) continue;
    const json = (await detail.json()) as {
      data: {
        attributes: {
          name: string;
          packages: { type_code: string; pricing_type: string; is_ticket: boolean; is_delivery: boolean }[];
        };
      };
    };
    const a = json.data.attributes;
    const packages = a.packages.map((p) => ({
      typeCode: p.type_code,
      pricingType: p.pricing_type,
      isTicket: p.is_ticket,
      isDelivery: p.is_delivery,
    }));
    const types = new Set(packages.map((p) => p.typeCode)).size;
    if (!best || types > new Set(best.packages.map((p) => p.typeCode)).size)
      best = { slug, name: a.name, packages };
    if (types >= 3) break;
  }
  expect(best?.packages.length ?? 0).toBeGreaterThan(0);
  return best!;
}

test('a restaurant page shows its packages in display order, and renders offline after one visit', async ({
  page,
  request,
  gotoApp,
  cspViolations,
  offLoopbackRequests,
}) => {
  const restaurant = await seededRestaurant(request);
  await gotoApp(`/restaurants/${restaurant.slug}?locale=en`);
  await waitForServiceWorkerControl(page);

  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  const expectedTypes = DISPLAY_ORDER.filter((code) => restaurant.packages.some((p) => p.typeCode === code));
  const groups = page.locator('section[data-type-code]');
  await expect(groups).toHaveCount(expectedTypes.length);
  expect(await groups.evaluateAll((els) => els.map((el) => el.getAttribute('data-type-code')))).toEqual(
    expectedTypes,
  );
  for (const code of expectedTypes) {
    await expect(page.locator(`section[data-type-code="${code}"] > h3`)).toHaveText(TYPE_NAMES[code]!);
  }

  // Every package card carries its pricing label and its button label.
  const cards = page.locator('section[data-type-code] article.package-card');
  await expect(cards).toHaveCount(restaurant.packages.length);
  const byType = expectedTypes.flatMap((code) => restaurant.packages.filter((p) => p.typeCode === code));
  for (const [i, pkg] of byType.entries()) {
    const card = cards.nth(i);
    await expect(card).toContainText(pkg.pricingType === 'per_person' ? 'NET/person' : 'NET/set');
    await expect(card).toContainText(pkg.isTicket ? 'Buy' : pkg.isDelivery ? 'Order' : 'Book');
  }

  // Search-engine head: title, canonical link and the JSON-LD data block (not executed, no CSP error).
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  const jsonld = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonld ?? 'null') as unknown).toBeTruthy();

  // Offline: the page comes from the worker's precache and the persisted query cache.
  await goOffline(page);
  await reloadOffline(page);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(groups).toHaveCount(expectedTypes.length);
  await goOnline(page);

  expect(cspViolations).toEqual([]);
  expect(offLoopbackRequests).toEqual([]);
});

test('an unknown restaurant shows the not-found state', async ({ page, gotoApp }) => {
  await gotoApp('/restaurants/no-such-restaurant-anywhere?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant not found' })).toBeVisible();
});

test('the restaurant page speaks Thai and has no axe violations', async ({ page, request, gotoApp }) => {
  const restaurant = await seededRestaurant(request);
  await gotoApp(`/restaurants/${restaurant.slug}?locale=th`);
  await expect(page.getByRole('heading', { level: 2, name: 'แพ็กเกจ' })).toBeVisible();
  const labels = await page.locator('.package-card__label').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.every((l) => l === 'สุทธิ/ท่าน' || l === 'สุทธิ/เซ็ต')).toBe(true);
  await expect(page.locator('section[data-type-code]').first()).toBeVisible();
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('below the packages: the reviews, similar restaurants and restaurants nearby, each as the API lists them', async ({
  page,
  request,
  gotoApp,
}) => {
  const restaurant = await seededRestaurant(request);
  const headers = { 'X-HH-Language': 'en' };
  const detail = (await (await request.get(`/api/v5/restaurants/${restaurant.slug}.json`, { headers })).json()) as {
    data: { id: string };
  };
  const id = Number(detail.data.id);
  const reviews = (await (await request.get(`/api/v5/restaurants/${id}/reviews.json?page=1`, { headers })).json()) as {
    data: unknown[];
  };
  const around = (await (await request.get(`/api/v5/restaurants/${id}/around_restaurants.json`, { headers })).json()) as {
    data: { id: string; attributes: { name: string } }[];
  };
  const nearby = around.data.filter((r) => Number(r.id) !== id);
  // The seed gives the restaurants of the home sections reviews and neighbours; without them this checks nothing.
  expect(reviews.data.length).toBeGreaterThan(0);
  expect(nearby.length).toBeGreaterThan(0);

  await gotoApp(`/restaurants/${restaurant.slug}?locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  // These sections render after the header and packages and skip layout while off screen: scrolled to, they show.
  const reviewsSection = page.locator('section[aria-labelledby="restaurant-reviews"]');
  await reviewsSection.scrollIntoViewIfNeeded();
  await expect(reviewsSection.getByRole('heading', { level: 2, name: /^Reviews/ })).toBeVisible();
  await expect(reviewsSection.locator('.restaurant__review')).toHaveCount(reviews.data.length);
  const nearbySection = page.locator('section[aria-labelledby="restaurant-around"]');
  await nearbySection.scrollIntoViewIfNeeded();
  await expect(nearbySection.getByRole('heading', { level: 2, name: 'Restaurants nearby' })).toBeVisible();
  await expect(nearbySection.getByRole('heading', { level: 3, name: nearby[0]!.attributes.name })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="restaurant-similar"]')).toHaveCount(await similarCount(request, id));
});

/** 1 when the API lists a similar restaurant other than this one for today (Bangkok), else 0. */
async function similarCount(request: APIRequestContext, id: number): Promise<number> {
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/v5/restaurants/${id}/similar.json?page=1&date=${today}`, {
    headers: { 'X-HH-Language': 'en' },
  });
  const body = (await res.json()) as { data: { id: string }[] };
  return body.data.some((r) => Number(r.id) !== id) ? 1 : 0;
}
