import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withoutInlinedAnswers } from './support/inlined-answers';

/**
 * /promotions (phone + desktop): the city's promotion banners, the failure message when the list cannot
 * be had, in English and Thai; and the home's first-app-voucher banner, shown on a phone only and only
 * while the config's firstAppVoucher feature is on.
 */


test('promotions list in English and Thai', async ({ page, gotoApp }) => {
  await gotoApp('/promotions?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByTestId('promotions-list').or(page.getByTestId('promotions-empty'))).toBeVisible();
  const listed = await page.getByTestId('promotions-list').count();
  if (listed) await expect(page.getByTestId('promotions-list').getByRole('link').first()).toBeVisible();

  await gotoApp('/promotions?locale=th');
  await expect(page.getByRole('heading', { level: 1, name: 'โปรโมชั่น' })).toBeVisible();
});

test('promotions failure message', async ({ page, gotoApp }) => {
  // A fresh device (no saved list), and the list cannot be had: the catalogue's own message, on the page and not a blank screen.
  await page.route('**/api/v5/promotions.json*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'boom' }) }),
  );
  await gotoApp('/promotions?locale=en');
  await expect(page.getByTestId('promotions-error')).toContainText('failed get promotion list', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

/** Serves config.json with the firstAppVoucher feature switched as given (the deployment's switch). */
async function firstAppVoucher(page: Page, on: boolean): Promise<void> {
  await withoutInlinedAnswers(page);
  await page.route('**/api/v5/config.json*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { features: Record<string, boolean> } };
    body.data.features.first_app_voucher = on;
    await route.fulfill({ response: res, body: JSON.stringify(body) });
  });
}

test('the first-app-voucher banner shows on a phone only while the feature is on', async ({ page, isMobile, gotoApp }) => {
  await firstAppVoucher(page, true);
  const config = page.waitForResponse((res) => res.url().includes('/api/v5/config.json'));
  await gotoApp('/?locale=en');
  await config;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByTestId('first-app-voucher-banner');
  if (isMobile) {
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toHaveAttribute('href', /\/download/);
    await gotoApp('/?locale=th');
    await expect(banner).toContainText('รับบัตรกำนัลสำหรับการจองครั้งแรกในแอป');
  } else {
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(banner).toHaveCount(0);
  }
});

test('no first-app-voucher banner while the feature is off', async ({ page, gotoApp }) => {
  await firstAppVoucher(page, false);
  const config = page.waitForResponse((res) => res.url().includes('/api/v5/config.json'));
  await gotoApp('/?locale=en');
  await config;
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByTestId('first-app-voucher-banner')).toHaveCount(0);
});
