import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const cards = (page: Page) => page.locator('.search-page__results article.restaurant-card');

for (const lang of ['en', 'th'] as const) {
  test(`list ↔ map: one named marker per result, nothing fetched off the machine, no axe violations (${lang})`, async ({
    page,
    gotoApp,
    offLoopbackRequests,
    cspViolations,
  }) => {
    // Two full axe scans and a map: on a busy 2-core runner this alone takes ~30 s, the default limit.
    test.setTimeout(60_000);
    await gotoApp(`/restaurants/search?locale=${lang}`);
    await expect(cards(page).first()).toBeVisible();
    const names = (await cards(page).locator('.restaurant-card__name').allTextContents()).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('link', { name: lang === 'en' ? 'Map' : 'แผนที่', exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole('region', { name: lang === 'en' ? 'Map of restaurants' : 'แผนที่ร้านอาหาร' });
    await expect(map).toBeVisible();
    const markers = map.getByRole('link');
    await expect(markers).toHaveCount(names.length);
    for (const [i, name] of names.entries()) {
      await expect(markers.nth(i)).toHaveAccessibleName(new RegExp(`^${i + 1}\\. ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    // Every marker sits inside the visible map.
    const box = await map.boundingBox();
    for (const i of [0, names.length - 1]) {
      const m = await markers.nth(i).boundingBox();
      expect(box && m && m.x + m.width / 2 >= box.x && m.x + m.width / 2 <= box.x + box.width).toBe(true);
    }
    await expect(cards(page)).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    // Back to the list.
    await page.getByRole('link', { name: lang === 'en' ? 'List' : 'รายการ', exact: true }).click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(cards(page)).toHaveCount(names.length);

    // A marker opens its restaurant (from the keyboard: markers of one place may overlap for the mouse).
    await page.goBack();
    await expect(markers.first()).toBeVisible();
    const first = await markers.first().getAttribute('href');
    await markers.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^[^?]*${(first ?? '').split('?')[0]}\\?`));

    expect(offLoopbackRequests).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test('near me with location granted searches around the position', async ({ page, context, request, gotoApp }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 13.746_512, longitude: 100.534_787 });
  const res = await request.get('/api/v5/restaurants/search.json?service_type=dine_in&geocode=13.7465,100.5348');
  const expected = (await res.json()) as { meta_data: { total_restaurants: number }; data: { attributes: { name: string } }[] };
  expect(expected.meta_data.total_restaurants).toBeGreaterThan(0);

  await gotoApp('/restaurants/near-me?locale=en');
  await expect(page).toHaveURL(/is_near_me=true/);
  await expect(page).toHaveURL(/geocode=13\.7465%2C100\.5348/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants near you');
  // A distance search scans more rows than most (PGlite has no spatial index): allow a slow shared machine.
  await expect(page.locator('.search-page__count')).toHaveText(`${expected.meta_data.total_restaurants} restaurants found`, {
    timeout: 15_000,
  });
  // The nearest restaurant (ads may come before it), with the distance.
  await expect(cards(page).filter({ hasText: expected.data[0]?.attributes.name ?? '' }).first()).toBeVisible();
  await expect(page.locator('.search-page__distance').first()).toContainText(/km away/);

  // The map marks the visitor's position too.
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Your location' })).toBeVisible();
});

test('near me with location denied asks for location access (th and en)', async ({ page, context, gotoApp }) => {
  await context.clearPermissions();
  await gotoApp('/restaurants/near-me?locale=en');
  await expect(page.getByRole('alert')).toHaveText('Please allow location access in your browser');
  await expect(page).not.toHaveURL(/geocode=/);
  // The plain results still show under the message.
  await expect(cards(page).first()).toBeVisible();

  await gotoApp('/restaurants/near-me?locale=th');
  await expect(page).toHaveURL(/is_near_me=true/);
  await expect(page.getByRole('alert')).toHaveText('กรุณาอนุญาตให้เข้าถึงตำแหน่งในเบราว์เซอร์ของคุณ');
});
