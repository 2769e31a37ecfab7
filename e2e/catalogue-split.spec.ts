import { expect, test } from './support/fixtures';

/**
 * The language catalogue comes in two parts (decision 0066): home needs only its start part, and every
 * chunk that shows a message of the rest waits for the rest before it runs. So a first visit to home
 * fetches one Thai catalogue file, and what opens after it (the menu, another page) still reads Thai, not
 * message ids. On a phone and a desktop.
 */

const THAI_CATALOGUE = /^\/assets\/th-[^/]+\.js$/;

test('th: home asks for the start part alone; the menu and the next page bring the rest and read Thai', async ({ page, gotoApp }) => {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (THAI_CATALOGUE.test(path)) fetched.add(path);
  });
  await gotoApp('/?locale=th');
  await expect(page.locator('article.restaurant-card').first()).toBeVisible();

  // The home page's HTML names one Thai catalogue file, and that is the one the page has asked for.
  const named = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
      .map((link) => new URL(link.href).pathname)
      .filter((path) => path.startsWith('/assets/th-')),
  );
  expect(named).toHaveLength(1);
  expect([...fetched]).toContain(named[0]);

  // The menu's chunk uses messages of the rest: it opens in Thai, once the rest has come.
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนู' });
  await expect(menu.getByText('ดูร้านอาหารทั้งหมด')).toBeVisible();
  expect(fetched.size).toBe(2);
  await menu.getByText('ดูร้านอาหารทั้งหมด').click();
  await expect(page).toHaveURL(/\/restaurants\/search\b/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No message shows as its id: Lingui writes ids of six base64 characters.
  const idLike = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, button, label')].map((e) => e.textContent?.trim() ?? '').filter((t) => /^[A-Za-z0-9+/]{6}$/.test(t)),
  );
  expect(idLike).toEqual([]);
});

test('th: a page other than home names the rest in its HTML, so its chunks do not wait a round trip for it', async ({ page, gotoApp }) => {
  await gotoApp('/restaurants/search?locale=th');
  const named = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
      .map((link) => new URL(link.href).pathname)
      .filter((path) => path.startsWith('/assets/th-')),
  );
  expect(named).toHaveLength(2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
