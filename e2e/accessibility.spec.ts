import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { firstCardPictureLoaded } from './support/axe';
import { expect, test } from './support/fixtures';

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const lang of ['en', 'th'] as const) {
  test(`home, menu, search and not-found pages have no axe violations (${lang})`, async ({ page, gotoApp }) => {
    // Four full axe scans: each takes seconds on a loaded 2-core machine.
    test.setTimeout(90_000);
    await gotoApp(`/?locale=${lang}`);
    await firstCardPictureLoaded(page);
    expect(await violations(page)).toEqual([]);

    await page.locator('.navbar__hamburger').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await gotoApp(`/restaurants/search?locale=${lang}`);
    await expect(page.locator('article.restaurant-card').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await gotoApp(`/no-such-page?locale=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}
