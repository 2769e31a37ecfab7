import type { APIRequestContext, Page } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { bookToStep4, stepPath } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * Partner modes: `partner`, `token` and `layout` in the query put the shell in a partner's header, logo,
 * colours, layout and switches, for the rest of the tab (navigation and reload); the Thai tag partner
 * shows its disclaimer and never reaches the booking's charge step; /openrice leads from a package menu
 * to its booking in the partner's layout.
 */


const header = (page: Page) => page.locator('header.site-header');

test('?partner=openrice&layout=partner: the partner header and switches, kept across pages and a reload', async ({
  page,
  gotoApp,
}) => {
  await gotoApp('/?partner=openrice&layout=partner&locale=en');
  await expect(header(page)).toHaveAttribute('data-partner', 'openrice');
  await expect(header(page)).toHaveAttribute('data-layout', 'partner');
  const logo = header(page).locator('img.partner-logo');
  await expect(logo).toHaveAttribute('src', '/partners/openrice.svg');
  // The logo is a local file, and it loaded.
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(header(page).getByText('OpenRice', { exact: true })).toBeVisible();
  await expect(header(page).getByText('Hungry Table', { exact: true })).toHaveCount(0);
  await expect(header(page)).toHaveCSS('background-color', 'rgb(245, 180, 0)');

  // OpenRice turned delivery off: no delivery link in the menu; dine-in stays.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'All dine-in' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'All delivery' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'See all restaurants' }).click();
  await expect(page).toHaveURL(/\/restaurants\/search/);
  await expect(header(page)).toHaveAttribute('data-partner', 'openrice');

  // A page opened without the query, then reloaded: still the partner's.
  await gotoApp('/restaurants/top?locale=en');
  await expect(header(page)).toHaveAttribute('data-partner', 'openrice');
  await page.reload();
  await expect(header(page)).toHaveAttribute('data-partner', 'openrice');
  await expect(header(page).locator('img.partner-logo')).toBeVisible();
});

test('the embedded layout (venus): no footer, and no menu button on phones', async ({ page, gotoApp, isMobile }) => {
  await gotoApp('/?partner=venus&locale=en');
  await expect(header(page)).toHaveAttribute('data-partner', 'venus');
  await expect(header(page)).toHaveAttribute('data-layout', 'embedded');
  await expect(page.locator('footer.footer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(isMobile ? 0 : 1);
  // Asking for the partner layout brings the footer back.
  await gotoApp('/?partner=venus&layout=partner&locale=en');
  await expect(header(page)).toHaveAttribute('data-layout', 'partner');
  await expect(page.locator('footer.footer')).toHaveCount(1);
});

test('an unknown partner leaves the usual shell', async ({ page, gotoApp }) => {
  await gotoApp('/?partner=nobody&locale=en');
  await expect(page.locator('.navbar__brand', { hasText: 'Hungry Table' })).toBeAttached();
  await expect(header(page)).not.toHaveAttribute('data-partner', /.+/);
});

test('the Thai tag partner: disclaimer and greeting (Thai), and the booking never reaches the charge step', async ({
  page,
  gotoApp,
  isMobile,
}) => {
  await gotoApp('/?partner=tagthai&token=tt-somchai&locale=th');
  await expect(header(page)).toHaveAttribute('data-partner', 'tagthai');
  const notice = page.getByRole('complementary', { name: 'ประกาศจากพาร์ทเนอร์' });
  await expect(notice).toContainText('คุณกำลังใช้งาน Hungry Table ผ่าน TAGTHAi');
  // The greeting has room on wider screens only.
  if (!isMobile) await expect(header(page).getByText('สวัสดี Somchai Jaidee')).toBeVisible();

  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 1 : 2];
  await bookToStep4(page, { slug, isMobile, lang: 'en', daysAhead: 6 });
  await expect(page.getByRole('complementary', { name: 'Partner notice' })).toContainText(
    'You are visiting Hungry Table through TAGTHAi. Online payment is not available in TAGTHAi',
  );
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}(\\?|$)`));
  await expect(page.getByText('Online payment is not available in this partner mode')).toBeVisible();

  // Typed straight in, the charge step is closed too.
  await gotoApp(`/restaurants/${slug}/${isMobile ? 'mobile-book' : 'book'}/step-5?locale=en`);
  await expect(page).not.toHaveURL(stepPath(isMobile, slug, 5));
});

interface WirePackage {
  id: number;
  name: string;
  type_code: string;
  is_bookable: boolean;
  is_ticket: boolean;
}

async function ayceMenu(request: APIRequestContext, slug: string, lang: 'en' | 'th') {
  const res = await request.get(`/api/v5/restaurants/${slug}.json`, { headers: { 'X-HH-Language': lang } });
  const r = ((await res.json()) as { data: { attributes: { name: string; packages: WirePackage[] } } }).data.attributes;
  const pkg = r.packages.find((p) => p.type_code === 'ayce' && p.is_bookable && !p.is_ticket)!;
  return { name: r.name, pkg };
}

test('/openrice: select a menu, view it, continue into the booking, in the partner layout', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 2 : 0];
  const { name, pkg } = await ayceMenu(request, slug, 'en');

  await gotoApp('/openrice?locale=en');
  await expect(page).toHaveURL(/\/openrice\/select-menu/);
  await expect(header(page)).toHaveAttribute('data-partner', 'openrice');
  await expect(page.getByRole('heading', { level: 1, name: 'Select a restaurant' })).toBeVisible();

  await gotoApp(`/openrice/select-menu?restaurant=${slug}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: `Select a menu at ${name}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
  await page.locator(`li[data-package-id="${pkg.id}"]`).getByRole('link', { name: 'View menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/openrice/view-menu\\?.*package=${pkg.id}`));
  await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
  await expect(header(page)).toHaveAttribute('data-partner', 'openrice');

  await page.locator('.package-menu__book').getByRole('link', { name: 'Book' }).click();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 1));
  await expect(header(page)).toHaveAttribute('data-partner', 'openrice');
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

test('/openrice menu pages in Thai', async ({ page, request, gotoApp }) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[0];
  const { name, pkg } = await ayceMenu(request, slug, 'th');
  await gotoApp(`/openrice/select-menu?restaurant=${slug}&locale=th`);
  await expect(page.getByRole('heading', { level: 1, name: `เลือกเมนูที่ ${name}` })).toBeVisible();
  await page.locator(`li[data-package-id="${pkg.id}"]`).getByRole('link', { name: 'ดูเมนู' }).click();
  await expect(page.getByRole('heading', { level: 1, name: pkg.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'เส้นทางนำทาง' })).toBeVisible();
  await expect(page.locator('.package-menu__book').getByRole('link', { name: 'จอง' })).toBeVisible();
});
