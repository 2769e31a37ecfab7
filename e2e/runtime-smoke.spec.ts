import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The built app (React and react-dom's production builds: docs/decisions/0017-react-in-every-build.md).
 * These walk the shell's interactive paths — rendering, portals, effects, lazy chunks, router
 * navigation, a language reload — and fail on any console error or uncaught exception, so a problem
 * that only the production build has shows up here rather than in a user's browser.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test('home renders cards; the menu opens and closes; client navigation works', async ({ page, gotoApp }) => {
  const errors = collectErrors(page);
  await gotoApp('/?locale=en');

  // The page was rendered by react-dom's createRoot, which marks its container (no other renderer does).
  // The root is created once the language and the saved cache are ready, which may be after `load`.
  await expect
    .poll(() =>
      page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$'))),
    )
    .toBe(true);

  const cards = page.locator('article.restaurant-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  // onLoad reached the component (the skeleton gives way to the picture).
  await expect(cards.first().locator('.retrying-image')).toHaveAttribute('data-state', 'loaded');

  // A controlled <select> (onChange) feeding an external store.
  await page.getByLabel('City').selectOption({ label: 'Singapore' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book the best restaurants in Singapore');
  await page.getByLabel('City').selectOption({ label: 'Bangkok' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book the best restaurants in Bangkok');

  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Focus moves into the dialog (its first focusable element is the close button).
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();

  await hamburger.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  // Client-side navigation to the catch-all page and back home: the marker proves no document reload.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no/such-page/here');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(cards.first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goForward();
  await expect(cards.first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  if (test.info().project.name === 'desktop') {
    // A controlled text input (onChange fires per keystroke, as in React) and a router navigation.
    const search = page.getByRole('combobox', { name: 'Search restaurants' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please type what you are looking for');
    await search.pressSequentially('thai');
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(search).toHaveValue('thai');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/restaurants\/search\?name_like=thai&locale=en/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “thai”');
  }

  expect(errors).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ cookieConsent: 'unanswered' });

  test('asks for cookie consent once; the answer is kept across a reload', async ({ page, gotoApp }) => {
    const errors = collectErrors(page);
    await gotoApp('/?locale=en');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    // The consent bar is a lazy chunk loaded 3 s after the footer mounts, which on a painted page waits
    // until the page has settled (load, 5 s, an idle moment).
    await expect(bar).toBeVisible({ timeout: 25_000 });
    await bar.getByRole('button', { name: 'Accept' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('hh-cookie-consent'))).toBe('accepted');
    await page.reload({ waitUntil: 'load' });
    await expect(page.locator('article.restaurant-card').first()).toBeVisible();
    // Waits past the bar's 3 s delay: answered, it stays away.
    await page.waitForTimeout(4_000);
    await expect(bar).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test('the language switch reloads the page in Thai and back', async ({ page, gotoApp }) => {
  const errors = collectErrors(page);
  await gotoApp('/?locale=en');
  await expect(page.locator('article.restaurant-card').first()).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Language: ไทย$/ })
    .click();
  await expect(page).toHaveURL(/locale=th/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.locator('article.restaurant-card').first()).toBeVisible();

  await page.locator('.navbar__hamburger').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /: English$/ })
    .click();
  await expect(page).toHaveURL(/locale=en/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  expect(errors).toEqual([]);
});
