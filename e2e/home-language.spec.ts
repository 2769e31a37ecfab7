import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The seeded restaurants the API returns for the first home section of a city, in one language. */
async function firstSectionNames(request: APIRequestContext, lang: 'en' | 'th', cityId = 1): Promise<string[]> {
  const res = await request.get(`/api/v5/homes/sections.json?city_id=${cityId}`, {
    headers: { 'X-HH-Language': lang },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    data: { data: { attributes: { restaurants: { attributes: { name: string } }[] } }[] };
  };
  const names = body.data.data[0]?.attributes.restaurants.map((r) => r.attributes.name) ?? [];
  expect(names.length).toBeGreaterThan(0);
  return names;
}

test('a new visitor sees seeded restaurants, switches to Thai and sees the Thai UI and names', async ({
  page,
  request,
  gotoApp,
}) => {
  const [en, th] = await Promise.all([firstSectionNames(request, 'en'), firstSectionNames(request, 'th')]);

  // An en-US browser with nothing stored gets English (the browser's language counts if it is en or th).
  await gotoApp('/');
  await expect(page).toHaveURL(/[?&]locale=en\b/);
  const cards = page.locator('article.restaurant-card');
  await expect(cards.filter({ hasText: en[0] }).first()).toBeVisible();
  await expect(cards.first()).toContainText('฿');
  await expect(cards.first()).toContainText(/\b\d\.\d \(\d+ reviews\)/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /^Language: ไทย$/ }).click();

  await expect(page).toHaveURL(/[?&]locale=th\b/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('จองร้านอาหาร');
  await expect(cards.filter({ hasText: th[0] }).first()).toBeVisible();
  // The English name of a restaurant whose Thai name differs is gone.
  if (en[0] !== th[0]) await expect(cards.filter({ hasText: en[0] })).toHaveCount(0);

  // The choice is remembered: a plain reload of / stays Thai.
  await gotoApp('/');
  await expect(page).toHaveURL(/[?&]locale=th\b/);
});

test('a two-letter prefix moves into the locale query; unknown prefixes fall back to Thai', async ({
  page,
  gotoApp,
}) => {
  await gotoApp('/th/anything');
  await expect(page).toHaveURL(/\/anything\?(.*&)?locale=th\b/);
  await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();

  await gotoApp('/en/anything');
  await expect(page).toHaveURL(/\/anything\?(.*&)?locale=en\b/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await gotoApp('/zz/anything');
  await expect(page).toHaveURL(/\/anything\?(.*&)?locale=th\b/);
  await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
});

test('Singapore prices are in S$', async ({ page, gotoApp }) => {
  await gotoApp('/?locale=en');
  await page.getByLabel('City').selectOption({ label: 'Singapore' });
  const card = page.locator('article.restaurant-card').first();
  await expect(card).toContainText('S$');
  await expect(card).not.toContainText('฿');
});

test('the menu holds every label, from "See all restaurants" to the language', async ({ page, gotoApp }) => {
  await gotoApp('/?locale=en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const label of [
    'See all restaurants',
    'All dine-in',
    'All delivery',
    'Support',
    'Group dining',
    'Download app',
    'For restaurants',
    'Sign in / Register',
    'Blog',
    'Help',
  ]) {
    await expect(menu.getByText(label, { exact: true }), label).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: /^Language: / })).toBeVisible();
  // A page that exists gets its link (pages not built yet get none: they would end on "Page not found").
  await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Gift card' })).toHaveAttribute('href', /\/hungrytable-gift-card/);
});

test('redirects that need no screen', async ({ page }) => {
  await page.goto('/restaurants/near-me');
  await expect(page).toHaveURL(/\/restaurants\/search\?(.*&)?is_near_me=true/);
  await page.goto('/restaurants/search.html?name_like=sushi');
  await expect(page).toHaveURL(/\/restaurants\/search\?(.*&)?name_like=sushi/);
});
