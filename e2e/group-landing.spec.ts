import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

interface LandingResource {
  id: string;
  attributes: { slug: string; title: string; restaurants?: { attributes: { name: string } }[] };
}

/** A seeded group landing page that has restaurants, with its title and first restaurant's name (English). */
async function seededLanding(request: APIRequestContext): Promise<{ slug: string; title: string; name: string }> {
  const headers = { 'X-HH-Language': 'en' };
  const list = await request.get('/api/v5/group_landing_pages.json', { headers });
  expect(list.ok()).toBe(true);
  const pages = ((await list.json()) as { data: LandingResource[] }).data;
  for (const p of pages) {
    const res = await request.get(`/api/v5/group_landing_pages/${p.attributes.slug}.json`, { headers });
    const detail = ((await res.json()) as { data: LandingResource }).data;
    const name = detail.attributes.restaurants?.[0]?.attributes.name;
    if (name) return { slug: p.attributes.slug, title: detail.attributes.title, name };
  }
  throw new Error('no seeded group landing page with restaurants');
}

test('a group landing page opens by slug on both addresses and lists its restaurants', async ({
  page,
  request,
  gotoApp,
}) => {
  const landing = await seededLanding(request);
  const cards = page.locator('article.restaurant-card');

  for (const path of [`/restaurants/group/${landing.slug}?locale=en`, `/${landing.slug}?locale=en`]) {
    await gotoApp(path);
    await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    await expect(cards.filter({ hasText: landing.name }).first()).toBeVisible();
  }
});

test('an unknown group landing page shows not found', async ({ page, gotoApp }) => {
  await gotoApp('/restaurants/group/no-such-group-landing?locale=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Data not found')).toBeVisible();

  await gotoApp('/no-such-group-landing?locale=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
