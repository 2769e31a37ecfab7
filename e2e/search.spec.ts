import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

interface WireCard {
  id: number;
  name: string;
  primary_cuisine: { id: number; name: string } | null;
}
interface WireSearch {
  data: { attributes: WireCard }[];
  meta_data: { total_restaurants: number };
}

/** The seeded search answer, as the page asks for it (dine in by default). */
async function apiSearch(request: APIRequestContext, lang: 'en' | 'th', query: string): Promise<WireSearch> {
  const res = await request.get(`/api/v5/restaurants/search.json?service_type=dine_in&${query}`, {
    headers: { 'X-HH-Language': lang },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as WireSearch;
}

/** A seeded restaurant with its Thai and English names (the first whose names differ). */
async function seededNames(request: APIRequestContext): Promise<{ en: string; th: string; cuisine: { id: number; name: string } }> {
  const [en, th] = await Promise.all([
    apiSearch(request, 'en', 'page[size]=20'),
    apiSearch(request, 'th', 'page[size]=20'),
  ]);
  for (const r of en.data) {
    const thai = th.data.find((t) => t.attributes.id === r.attributes.id)?.attributes;
    if (thai && thai.name !== r.attributes.name && r.attributes.primary_cuisine) {
      return { en: r.attributes.name, th: thai.name, cuisine: r.attributes.primary_cuisine };
    }
  }
  throw new Error('no seeded restaurant with distinct Thai and English names');
}

const cards = (page: Page) => page.locator('.search-page__results article.restaurant-card');

test('search results by Thai name and by English name (phone and desktop)', async ({ page, request, gotoApp }) => {
  const names = await seededNames(request);

  await gotoApp(`/restaurants/search?name_like=${encodeURIComponent(names.th)}&locale=th`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(names.th);
  await expect(cards(page).filter({ hasText: names.th }).first()).toBeVisible();
  await expect(page.locator('.search-page__count')).toContainText(/พบ \d+ ร้าน/);
  await expect(page.getByRole('link', { name: 'ทานที่ร้าน' })).toHaveAttribute('aria-current', 'page');

  await gotoApp(`/restaurants/search?name_like=${encodeURIComponent(names.en)}&locale=en`);
  await expect(cards(page).filter({ hasText: names.en }).first()).toBeVisible();
  await expect(page.locator('.search-page__count')).toContainText(/\d+ restaurants found/);

  // Sorting keeps the search and puts the sort into the URL.
  await page.getByLabel('Sort by').selectOption('most_reviewed');
  await expect(page).toHaveURL(/sort=most_reviewed/);
  await expect(page).toHaveURL(/name_like=/);
  await expect(cards(page).filter({ hasText: names.en }).first()).toBeVisible();

  // A name nothing matches shows the empty state.
  await gotoApp('/restaurants/search?name_like=zzqqxx-no-such-restaurant&locale=en');
  await expect(page.getByText('No result found')).toBeVisible();
});

test('a cuisine suggestion leads to cuisine-filtered results (phone and desktop)', async ({ page, request, gotoApp }) => {
  const { cuisine } = await seededNames(request);
  const expected = await apiSearch(request, 'en', `cuisine_id[]=${cuisine.id}`);

  await gotoApp('/?locale=en');
  const box = page.getByRole('combobox', { name: 'Search restaurants' });
  await box.fill(cuisine.name);
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox).toBeVisible();
  const group = listbox.getByRole('group', { name: 'Cuisine' });
  const option = group.getByRole('option').filter({ hasText: cuisine.name }).first();
  await expect(option).toBeVisible();
  expect(await group.getByRole('option').filter({ hasNotText: 'View More' }).count()).toBeLessThanOrEqual(4);

  // Keyboard: arrow down to the cuisine option, Enter picks it.
  for (let i = 0; i < 40; i += 1) {
    if ((await option.getAttribute('aria-selected')) === 'true') break;
    await box.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/restaurants/search\\?.*cuisine_id%5B%5D=${cuisine.id}(&|$)`));
  await expect(page.locator('.search-page__count')).toHaveText(
    `${expected.meta_data.total_restaurants} restaurants found`,
  );
  const first = expected.data[0]?.attributes.name;
  expect(first).toBeTruthy();
  await expect(cards(page).filter({ hasText: first ?? '' }).first()).toBeVisible();
});

test('an empty search is refused (phone and desktop)', async ({ page, gotoApp }) => {
  await gotoApp('/?locale=en');
  const box = page.getByRole('combobox', { name: 'Search restaurants' });
  await box.press('Enter');
  await expect(page).toHaveURL(/^[^?]*\/\?/);
  await expect(page.getByRole('alert')).toContainText('Please type what you are looking for');
});

/** Tomorrow on the Bangkok clock, YYYY-MM-DD. */
function bangkokTomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(Date.now() + 86_400_000);
}

test('a date and time filter narrows the results', async ({ page, request, gotoApp }) => {
  const all = await apiSearch(request, 'en', '');
  const date = bangkokTomorrow();
  let time = '';
  let narrowed: WireSearch | undefined;
  for (const candidate of ['19:00', '18:00', '12:00', '11:30', '20:00']) {
    const answer = await apiSearch(request, 'en', `date=${date}&start_time=${encodeURIComponent(candidate)}`);
    if (answer.meta_data.total_restaurants > 0 && answer.meta_data.total_restaurants < all.meta_data.total_restaurants) {
      time = candidate;
      narrowed = answer;
      break;
    }
  }
  expect(narrowed, 'a seeded date and time with some but not all restaurants free').toBeTruthy();

  await gotoApp('/restaurants/search?locale=en');
  await expect(page.locator('.search-page__count')).toHaveText(`${all.meta_data.total_restaurants} restaurants found`);
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).selectOption(time);
  await page.getByRole('button', { name: 'Apply filters' }).click();

  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(page).toHaveURL(/start_time=/);
  await expect(page.locator('.search-page__count')).toHaveText(
    `${narrowed?.meta_data.total_restaurants} restaurants found`,
  );
  await expect(cards(page).filter({ hasText: narrowed?.data[0]?.attributes.name ?? '' }).first()).toBeVisible();
  // The applied filters show, and clearing them brings every restaurant back.
  await expect(page.getByText('Filters (2)')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page.locator('.search-page__count')).toHaveText(`${all.meta_data.total_restaurants} restaurants found`);
});

test('new restaurants (section=new) and a tag-group link (th)', async ({ page, request, gotoApp }) => {
  const res = await request.get('/api/v5/restaurants/search.json?service_type=dine_in&section=new', {
    headers: { 'X-HH-Language': 'th' },
  });
  const fresh = (await res.json()) as WireSearch;
  await gotoApp('/restaurants/search?section=new&locale=th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ร้านใหม่');
  await expect(page.locator('.search-page__count')).toContainText(`พบ ${fresh.meta_data.total_restaurants} ร้าน`);

  const tags = page.getByRole('navigation', { name: 'เลือกดูตามแท็ก' });
  const rooftop = tags.getByRole('link', { name: 'รูฟท็อป' });
  await expect(rooftop).toHaveAttribute('href', '/restaurants/group/rooftop-dining?locale=th');
  const halal = tags.getByRole('link', { name: 'ฮาลาล' });
  await expect(halal).toHaveAttribute('href', /\/restaurants\/search\?tag_id%5B%5D=\d+&name=.+&locale=th/);
  await halal.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ฮาลาล');
  await expect(halal).toHaveAttribute('aria-current', 'true');
});

/** The search page asks for this many results a page (DEFAULT_PAGE_SIZE, src/contract/catalogue-constants.ts). */
const DEFAULT_PAGE_SIZE = 10;

test('the pager leads to the next page of results and back (th)', async ({ page, request, gotoApp }) => {
  const [first, second] = await Promise.all([
    apiSearch(request, 'th', `page[number]=1&page[size]=${DEFAULT_PAGE_SIZE}`),
    apiSearch(request, 'th', `page[number]=2&page[size]=${DEFAULT_PAGE_SIZE}`),
  ]);
  const pages = Math.ceil(first.meta_data.total_restaurants / DEFAULT_PAGE_SIZE);
  // The seed has more restaurants than one page holds; without a second page this checks nothing.
  expect(pages).toBeGreaterThan(1);

  // The first page also shows the sponsored cards, so the results are found by name, not by position.
  const card = (name: string) => cards(page).filter({ hasText: name }).first();
  await gotoApp('/restaurants/search?locale=th');
  await expect(card(first.data[0]!.attributes.name)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'หน้า' });
  await expect(pager).toContainText(`หน้า 1 จาก ${pages}`);
  await pager.getByRole('link', { name: 'ถัดไป' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager).toContainText(`หน้า 2 จาก ${pages}`);
  await expect(card(second.data[0]!.attributes.name)).toBeVisible();
  await expect(card(first.data[0]!.attributes.name)).toHaveCount(0);
  await pager.getByRole('link', { name: 'ก่อนหน้า' }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(card(first.data[0]!.attributes.name)).toBeVisible();
});
