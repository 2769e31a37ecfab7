import type { Page } from '@playwright/test';
import { axeViolations, firstCardPictureLoaded } from './support/axe';
import { cardPage, homeSections, type Lang, type WireSection } from './support/catalogue-api';
import { expect, test } from './support/fixtures';

/** The names on the restaurant cards inside `scope`, in order (each card is an article with an h3). */
function names(scope: ReturnType<Page['locator']>): Promise<string[]> {
  return scope.locator('article').evaluateAll((cards) => cards.map((c) => c.querySelector('h3')?.textContent?.trim() ?? ''));
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The title of the home section standing for a list (same rule as src/domain/catalogue/home-list-source.ts). */
function sectionTitle(sections: WireSection[], list: 'featured' | 'top' | 'new'): string {
  const found = sections.find((s) =>
    list === 'featured'
      ? s.section_type === 'featured_restaurants'
      : list === 'top'
        ? s.view_all_path?.startsWith('/restaurants/top')
        : s.view_all_path?.includes('section=new'),
  );
  if (!found) throw new Error(`no ${list} section seeded`);
  return found.title;
}

for (const lang of ['en', 'th'] as const satisfies readonly Lang[]) {
  const th = lang === 'th';

  test(`home shows the featured, top and new lists; View all pages through the top list (${lang})`, async ({
    page,
    request,
    gotoApp,
    offLoopbackRequests,
  }) => {
    const sections = await homeSections(request, lang);
    const [featured, top, fresh, top2] = await Promise.all([
      cardPage(request, '/restaurants/featured.json?city_id=1', lang),
      cardPage(request, '/restaurants/new_compact.json?sort_by=top&city_id=1', lang),
      cardPage(request, '/restaurants/new_compact.json?sort_by=new&city_id=1', lang),
      cardPage(request, '/restaurants/new_compact.json?sort_by=top&city_id=1&page[number]=2', lang),
    ]);
    expect(featured.cards.length).toBeGreaterThan(3);
    expect(top.total, 'enough top restaurants for two pages').toBeGreaterThan(10);
    expect(fresh.cards.length).toBeGreaterThan(0);

    await gotoApp(`/?locale=${lang}`);
    const featuredRegion = region(page, sectionTitle(sections, 'featured'));
    const topRegion = region(page, sectionTitle(sections, 'top'));
    const newRegion = region(page, sectionTitle(sections, 'new'));
    // Each strip shows its list, in the list's order, with the seeded names in the page's language.
    await expect.poll(() => names(featuredRegion), { timeout: 15_000 }).toEqual(featured.cards.map((c) => c.name));
    await expect.poll(() => names(topRegion)).toEqual(top.cards.map((c) => c.name));
    await expect.poll(() => names(newRegion)).toEqual(fresh.cards.map((c) => c.name));

    await topRegion.getByRole('link', { name: new RegExp(th ? '^ดูทั้งหมด' : '^View all') }).click();
    await expect(page).toHaveURL(/\/restaurants\/top\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th ? /^ร้านยอดนิยม/ : /^Top restaurants/);
    const list = page.locator('.top-page__list');
    await expect.poll(() => names(list)).toEqual(top.cards.map((c) => c.name));
    await page.getByRole('button', { name: th ? 'โหลดเพิ่มเติม' : 'Load more' }).click();
    await expect.poll(() => names(list)).toEqual([...top.cards, ...top2.cards].map((c) => c.name));
    await expect(page.locator('.top-page__count')).toContainText(String(top.total));

    // The other list of the same page: sort_by=new.
    await page.getByRole('link', { name: th ? 'ใหม่' : 'New', exact: true }).click();
    await expect(page).toHaveURL(/sort_by=new/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th ? /^ร้านใหม่/ : /^New restaurants/);
    await expect.poll(() => names(list)).toEqual(fresh.cards.map((c) => c.name));
    expect(offLoopbackRequests).toEqual([]);
  });

  test(`top brands, download and error pages (${lang})`, async ({ page, request, gotoApp, offLoopbackRequests }) => {
    const landing = await request.get('/api/v5/group_landing_pages.json', { headers: { 'X-HH-Language': lang } });
    const pages = ((await landing.json()) as { data: { attributes: { slug: string; title: string; branch_id: number | null; total_restaurants: number } }[] }).data
      .map((p) => p.attributes)
      .filter((p) => p.branch_id !== null && p.total_restaurants > 0);
    expect(pages.length).toBeGreaterThan(0);

    await gotoApp(`/top-brands?locale=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: th ? 'แบรนด์ยอดนิยม' : 'Top brands' })).toBeVisible();
    const brands = region(page, th ? 'แบรนด์ร้านอาหาร' : 'Restaurant brands');
    for (const brand of pages) await expect(brands.getByRole('link', { name: new RegExp(brand.title) })).toBeVisible();
    const first = pages.sort((a, b) => b.total_restaurants - a.total_restaurants)[0]!;
    await brands.getByRole('link', { name: new RegExp(first.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/group/${first.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.locator('article.restaurant-card')).toHaveCount(first.total_restaurants);

    await gotoApp(`/download?locale=${lang}`);
    await expect(
      page.getByRole('heading', { level: 1, name: th ? 'ดาวน์โหลดแอป Hungry Table' : 'Download the Hungry Table app' }),
    ).toBeVisible();
    await expect.poll(() => page.locator('.download-page__icon').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: th ? 'ดาวน์โหลดบน App Store' : 'Download on the App Store' })).toHaveAttribute('href', /^https:/);
    // Every picture of the page came from this server.
    const imageHosts = await page.locator('img').evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).hostname));
    expect(imageHosts.every((h) => h === '127.0.0.1')).toBe(true);

    await gotoApp(`/error/PAY-1042?locale=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th ? /.+/ : 'Oops, something went wrong');
    await expect(page.locator('.error-page__id')).toHaveText('PAY-1042');
    await page.getByRole('link', { name: th ? 'กลับหน้าแรก' : 'Back to home' }).click();
    await expect(page).toHaveURL(/\/(\?|$)/);
    expect(offLoopbackRequests).toEqual([]);
  });

  const axePages: [string, string, (page: Page) => Promise<void>][] = [
    ['lists', '/', firstCardPictureLoaded],
    ['lists', '/restaurants/top', (page) => expect(page.locator('.top-page__list article').first()).toBeVisible()],
    ['lists', '/restaurants/top?sort_by=new', (page) => expect(page.locator('.top-page__list article').first()).toBeVisible()],
    ['landing', '/restaurants/group/sabai-shabu', (page) => expect(page.locator('article.restaurant-card').first()).toBeVisible()],
    ['landing', '/top-brands', (page) => expect(page.locator('.brand-card').first()).toBeVisible()],
    ['utility', '/download', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['utility', '/error/PAY-1042', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ];
  for (const group of ['lists', 'landing', 'utility']) {
    test(`axe finds no violations on the ${group} pages (${lang})`, async ({ page, gotoApp }) => {
      test.setTimeout(90_000);
      for (const [, path, ready] of axePages.filter(([g]) => g === group)) {
        await gotoApp(`${path}${path.includes('?') ? '&' : '?'}locale=${lang}`);
        await ready(page);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
}
