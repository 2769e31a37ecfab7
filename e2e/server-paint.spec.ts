import type { APIRequestContext } from '@playwright/test';
import { apiGet } from './support/catalogue-api';
import { expect, test } from './support/fixtures';

/**
 * The server paints home, search and a restaurant's page into their HTML (decision 0059): the page is
 * on screen before its code has run, and without it; once the code runs, React hydrates that markup in
 * place (nothing is drawn twice) and the page works as ever. Its code starts after the first paint
 * (decision 0060). On a phone and a desktop.
 */

async function firstResult(request: APIRequestContext) {
  const found = await apiGet<{ data: { attributes: { name: string; slug: string } }[] }>(
    request,
    '/restaurants/search.json?service_type=dine_in&page[size]=10&page[number]=1',
    'th',
  );
  return found.data[0]!.attributes;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // page.goto, not gotoApp: gotoApp waits for the app to take the page over, which never happens here.
  test("th: a restaurant's page is on screen from its HTML alone, held until the app takes it over", async ({ page, request }) => {
    const top = await firstResult(request);
    await page.goto(`/restaurants/${top.slug}?locale=th`);
    await expect(page.locator('h1')).toHaveText(top.name);
    await expect(page.getByText('แพ็กเกจ').first()).toBeVisible();
    // Its buttons would do nothing before the app runs: the page waits inert, unread by screen readers.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
  });

  test('en: home and search are on screen from their HTML alone', async ({ page }) => {
    await page.goto('/?locale=en');
    await expect(page.locator('h1')).toContainText('Book the best restaurants');
    await expect(page.locator('article.restaurant-card').first()).toBeVisible();
    await page.goto('/restaurants/search?locale=en');
    await expect(page.locator('h1')).toHaveText('Search restaurants');
    await expect(page.locator('.search-page__results article.restaurant-card').first()).toBeVisible();
  });
});

test("th: the painted restaurant page is hydrated in place, without an error, and works", async ({ page, request, gotoApp }) => {
  const top = await firstResult(request);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The heading the HTML brought, kept before any of the app's code has run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { paintedHeading?: Element | null }).paintedHeading = document.querySelector('h1');
    });
  });
  const htmlResponse = page.waitForResponse((res) => res.request().isNavigationRequest() && res.url().includes(`/restaurants/${top.slug}`));
  await gotoApp(`/restaurants/${top.slug}?locale=th`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The app's code was not in the HTML: an inline loader started it after the first paint (decision 0060),
  // allowed by this response's CSP nonce (a refused script would have logged an error below).
  const html = await (await htmlResponse).text();
  const nonce = /'nonce-([^']+)'/.exec((await htmlResponse).headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`<script type="module" nonce="${nonce}">`);
  expect(html).not.toMatch(/<script type="module" crossorigin src=/);
  await expect(page.getByRole('heading', { level: 1, name: top.name })).toBeVisible();
  expect(
    await page.evaluate(() => {
      const painted = (window as { paintedHeading?: Element | null }).paintedHeading;
      return painted !== null && painted !== undefined && painted === document.querySelector('h1');
    }),
    'the h1 of the HTML is the one on screen: hydrated, not drawn again',
  ).toBe(true);
  // Alive: its links navigate within the app.
  await page.getByRole('link', { name: 'หน้าแรก' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('จองร้านอาหารที่ดีที่สุด');
  expect(errors).toEqual([]);
});
