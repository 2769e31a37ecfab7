import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet } from './support/catalogue-api';
import { expect, test } from './support/fixtures';

/**
 * The server paints home, search and a restaurant's page into their HTML (decision 0059): the page is
 * on screen before its code has run, and without it; once the code runs, React hydrates that markup in
 * place (nothing is drawn twice) and the page works as ever. Its code starts after the first paint
 * (decision 0060). So are the booking steps, without the tab's booking (decision 0062). On a phone and a
 * desktop.
 */

async function firstResult(request: APIRequestContext) {
  const found = await apiGet<{ data: { id: string; attributes: { name: string; slug: string } }[] }>(
    request,
    '/restaurants/search.json?service_type=dine_in&page[size]=10&page[number]=1',
    'th',
  );
  return { ...found.data[0]!.attributes, id: Number(found.data[0]!.id) };
}

/** Step 1 of a restaurant's booking as this viewport opens it: a page of its own on a phone, a sidebar on a desktop. */
function stepOne(slug: string, isMobile: boolean): string {
  return `/restaurants/${slug}/${isMobile ? 'mobile-book' : 'book'}/step-1`;
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

  test('en: a booking step 1 is on screen from its HTML alone, as for a new booking', async ({ page, request, isMobile }) => {
    const top = await firstResult(request);
    await page.goto(`${stepOne(top.slug, isMobile)}?locale=en`);
    // Held hidden from assistive technology until the app takes it over (as above): found by its text.
    await expect(page.locator('h2').getByText('Book a table')).toBeVisible();
    await expect(page.getByText('How many people?')).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toContainText('Step 1:');
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
  const errors = pageErrors(page);
  await rememberFromHtml(page, 'h1');
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
  expect(await stillFromHtml(page, 'h1'), 'the h1 of the HTML is the one on screen: hydrated, not drawn again').toBe(true);
  // Alive: its links navigate within the app.
  await page.getByRole('link', { name: 'หน้าแรก' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('จองร้านอาหารที่ดีที่สุด');
  expect(errors).toEqual([]);
});

// A diner reloads step 1 of a booking for three: the server drew the step as for a new booking (it cannot
// read the tab's booking), the browser hydrates that markup in place and then shows the tab's three adults.
test('th: a reloaded booking step 1 is hydrated in place, then shows the booking of the tab', async ({ page, request, gotoApp, isMobile }) => {
  const top = await firstResult(request);
  const errors = pageErrors(page);
  const booking = {
    version: 1,
    restaurantSlug: top.slug,
    restaurantId: top.id,
    state: { step: 1, packagePreference: 'dine_in', selectedPackages: [], isMobile, adult: 3, kids: 0 },
  };
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('hh-booking')) sessionStorage.setItem('hh-booking', saved);
  }, JSON.stringify(booking));
  await rememberFromHtml(page, 'legend');
  const response = await gotoApp(`${stepOne(top.slug, isMobile)}?locale=th`);
  expect(await response.text(), 'the step came painted').toContain('booking-step__fieldset');
  await expect(page.getByLabel('ผู้ใหญ่')).toHaveValue('3');
  await expect(page).toHaveURL(new RegExp(`${stepOne(top.slug, isMobile)}\\?`));
  expect(await stillFromHtml(page, 'legend'), 'the legend of the HTML is the one on screen: hydrated, not drawn again').toBe(true);
  expect(errors).toEqual([]);
});

// Without a booking in the tab the browser's guard sends the diner to the restaurant page, drawn afresh over
// the painted step (no hydration of a page that is not the one painted, so no error).
test('th: a painted booking step without a booking in the tab leads to the restaurant page', async ({ page, request, isMobile }) => {
  const top = await firstResult(request);
  const errors = pageErrors(page);
  await page.goto(`${stepOne(top.slug, isMobile)}?locale=th`);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${top.slug}\\?locale=th$`));
  await expect(page.getByRole('heading', { level: 1, name: top.name })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(errors).toEqual([]);
});

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Keeps the first element matching `selector` that the HTML brought, before any of the app's code has run. */
async function rememberFromHtml(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as { fromHtml?: Element | null }).fromHtml = document.querySelector(sel);
    });
  }, selector);
}

/** Whether the element kept by rememberFromHtml is still the one on screen (hydrated, not drawn again). */
function stillFromHtml(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const kept = (window as { fromHtml?: Element | null }).fromHtml;
    return kept !== null && kept !== undefined && kept === document.querySelector(sel);
  }, selector);
}
