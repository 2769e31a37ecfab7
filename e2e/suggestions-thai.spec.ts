import { apiGet } from './support/catalogue-api';
import { expect, test } from './support/fixtures';

interface WireCard {
  id: number;
  name: string;
  slug: string;
  branch_id: number | null;
}

test('a Thai restaurant name typed in the navbar search, picked from the suggestions, opens that restaurant', async ({
  page,
  request,
  gotoApp,
  offLoopbackRequests,
}) => {
  // A seeded Bangkok restaurant without a branch (its link is its own page), its Thai name from the API.
  const top = await apiGet<{ data: { attributes: WireCard }[] }>(
    request,
    '/restaurants/new_compact.json?sort_by=top&city_id=1&page[size]=20',
    'th',
  );
  const restaurant = top.data.map((r) => r.attributes).find((r) => r.branch_id === null && /[\u0E00-\u0E7F]/.test(r.name));
  if (!restaurant) throw new Error('no seeded restaurant with a Thai name and no branch');

  await gotoApp('/?locale=th');
  const box = page.getByRole('combobox', { name: 'ค้นหาร้านอาหาร' });
  // Typed as a visitor types: the whole Thai name, key by key.
  await box.pressSequentially(restaurant.name, { delay: 20 });
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const option = listbox.getByRole('option').filter({ hasText: restaurant.name }).first();
  await expect(option).toBeVisible();
  await option.click();

  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.slug}\\?locale=th`));
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  expect(offLoopbackRequests).toEqual([]);
});

test('a Thai cuisine typed in the navbar search, picked from the suggestions, filters the results', async ({
  page,
  request,
  gotoApp,
}) => {
  const seeded = await apiGet<{ data: { attributes: { primary_cuisine: { id: number; name: string } | null } }[] }>(
    request,
    '/restaurants/search.json?city_id=1&page[size]=10',
    'th',
  );
  const cuisine = seeded.data.map((r) => r.attributes.primary_cuisine).find((c) => c && /[\u0E00-\u0E7F]/.test(c.name));
  if (!cuisine) throw new Error('no seeded cuisine with a Thai name');
  const expected = await apiGet<{ data: { attributes: { name: string } }[]; meta_data: { total_restaurants: number } }>(
    request,
    `/restaurants/search.json?city_id=1&service_type=dine_in&cuisine_id[]=${cuisine.id}`,
    'th',
  );

  await gotoApp('/?locale=th');
  await page.getByRole('combobox', { name: 'ค้นหาร้านอาหาร' }).pressSequentially(cuisine.name, { delay: 20 });
  const option = page.getByRole('listbox').getByRole('option').filter({ hasText: cuisine.name }).first();
  await expect(option).toBeVisible();
  await option.click();

  await expect(page).toHaveURL(/\/restaurants\/search\?/);
  // One id may be written `cuisine_id[]=5` or, as TanStack writes arrays, `cuisine_id[]=[5]` (decision 0009).
  expect(decodeURIComponent(page.url())).toMatch(new RegExp(`cuisine_id\\[\\]=\\[?${cuisine.id}\\b`));
  const first = expected.data[0]?.attributes.name;
  if (!first) throw new Error('the cuisine has no restaurants');
  await expect(page.locator('.search-page__results article.restaurant-card').filter({ hasText: first }).first()).toBeVisible();
});

test('suggestions search the city chosen on the home page', async ({ page, gotoApp }) => {
  await gotoApp('/?locale=th');
  await page.getByLabel('เมือง').selectOption({ label: 'สิงคโปร์' });
  // The ask for the whole word (a slow device may pause long enough mid-word to ask for a part first).
  const asked = page.waitForRequest(
    (r) =>
      r.url().includes('/api/v5/restaurants/suggestions.json') && new URL(r.url()).searchParams.get('name_like') === 'ซูชิ',
  );
  await page.getByRole('combobox', { name: 'ค้นหาร้านอาหาร' }).pressSequentially('ซูชิ', { delay: 20 });
  const url = new URL((await asked).url());
  expect(url.searchParams.get('city_id')).toBe('5');
});
