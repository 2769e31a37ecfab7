import { expect, test } from './support/fixtures';

/**
 * An address the app has no page for ends on "Page not found", in English and Thai: an unknown one-segment
 * path (the group landing short address finds no page by that name) and a page not built yet, whose
 * link the menu does not show.
 */

for (const path of ['/no-such-page-anywhere', '/gift-card']) {
  test(`${path} is not found, in English and Thai`, async ({ page, gotoApp }) => {
    await gotoApp(`${path}?locale=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/(\?|$)/);

    await gotoApp(`${path}?locale=th`);
    await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
  });
}

test('an unknown deeper path is not found too', async ({ page, gotoApp }) => {
  await gotoApp('/restaurants/some-place/no-such-child?locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the menu has no link to a page that does not exist', async ({ page, gotoApp }) => {
  await gotoApp('/?locale=th');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link').first()).toBeVisible();
  const hrefs = await menu.getByRole('link').evaluateAll((links) =>
    links.map((a) => a.getAttribute('href') ?? '').filter((h) => h.startsWith('/')),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    await gotoApp(href);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' }), href).toHaveCount(0);
  }
});
