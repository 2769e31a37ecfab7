import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A package's own page: /restaurants/{slug}/package/{id} ends on its menu (prices, sections, dishes,
 * limits) with a book button that starts the booking with that package, in English and Thai.
 */

interface WireMenu {
  id: number;
  name: string;
  menus: { id: number; name: string; quantity_limit: number | null }[];
  quantity_limit: number | null;
}
interface WirePackage {
  id: number;
  name: string;
  type_code: string;
  is_bookable: boolean;
  is_ticket: boolean;
  is_delivery: boolean;
  is_expired: boolean;
  menu_sections: WireMenu[];
}

async function detail(request: APIRequestContext, key: string | number, lang: 'en' | 'th') {
  const res = await request.get(`/api/v5/restaurants/${key}.json`, { headers: { 'X-HH-Language': lang } });
  if (res.status() !== 200) return null;
  return ((await res.json()) as {
    data: { attributes: { id: number; slug: string; name: string; is_allow_booking: boolean; packages: WirePackage[] } };
  }).data.attributes;
}

/** A bookable dine-in package with menu sections, at a restaurant that takes bookings (from the API). */
async function packageWithMenu(request: APIRequestContext) {
  for (let id = 1; id <= 150; id++) {
    const r = await detail(request, id, 'en');
    if (!r?.is_allow_booking) continue;
    const pkg = r.packages.find(
      (p) => p.is_bookable && !p.is_ticket && !p.is_delivery && !p.is_expired && p.menu_sections.length > 0,
    );
    if (pkg) {
      const th = await detail(request, id, 'th');
      const thPkg = th?.packages.find((p) => p.id === pkg.id);
      return { slug: r.slug, restaurantName: r.name, pkg, thPkg: thPkg! };
    }
  }
  throw new Error('the seed has no bookable dine-in package with a menu');
}


test('a package address ends on its menu page, whose book button starts the booking with that package', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  const { slug, restaurantName, pkg } = await packageWithMenu(request);
  await gotoApp(`/restaurants/${slug}/package/${pkg.id}?locale=en`);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/package/${pkg.id}/menu(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
  await expect(page.getByRole('link', { name: restaurantName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Prices' })).toBeVisible();
  await expect(page.locator('.package-menu__rules li').first()).toContainText(/(฿|S\$)[\d,]+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
  const section = pkg.menu_sections[0]!;
  await expect(page.getByRole('heading', { level: 3, name: section.name })).toBeVisible();
  await expect(page.getByText(section.menus[0]!.name, { exact: true }).first()).toBeVisible();
  if (section.quantity_limit !== null)
    await expect(page.locator('.package-menu__limit').first()).toContainText(String(section.quantity_limit));

  await page.locator('.package-menu__book').getByRole('link', { name: 'Book' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/${isMobile ? 'mobile-book' : 'book'}/step-1`));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(sessionStorage.getItem('hh-booking') ?? 'null') as {
            state: { selectedPackages: { id: number }[] };
          } | null)?.state.selectedPackages.map((p) => p.id) ?? [],
      ),
    )
    .toEqual([pkg.id]);
});

test('the restaurant page links each package to its menu page', async ({ page, request, gotoApp }) => {
  const { slug, pkg } = await packageWithMenu(request);
  await gotoApp(`/restaurants/${slug}?locale=en`);
  const card = page.locator('article.package-card', { has: page.getByRole('heading', { name: pkg.name, exact: true }) });
  await card.first().getByRole('link', { name: 'See menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/package/${pkg.id}/menu`));
  await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
});

test('the menu page reads in Thai', async ({ page, request, gotoApp }) => {
  const { slug, thPkg } = await packageWithMenu(request);
  await gotoApp(`/restaurants/${slug}/package/${thPkg.id}/menu?locale=th`);
  await expect(page.getByRole('heading', { level: 1, name: thPkg.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'ราคา' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'เมนู' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: thPkg.menu_sections[0]!.name })).toBeVisible();
  await expect(page.locator('.package-menu__book').getByRole('link', { name: 'จอง' })).toBeVisible();
});

test('a package the restaurant does not have is not found', async ({ page, request, gotoApp }) => {
  const { slug } = await packageWithMenu(request);
  await gotoApp(`/restaurants/${slug}/package/999999/menu?locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Package not found' })).toBeVisible();
  await gotoApp(`/restaurants/${slug}/package/abc/menu?locale=th`);
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบแพ็กเกจ' })).toBeVisible();
});
