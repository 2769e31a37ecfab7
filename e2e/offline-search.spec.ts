import type { Page } from '@playwright/test';
import { apiGet, type Lang } from './support/catalogue-api';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/pwa';
import { goOffline, goOnline, gotoOffline, reloadOffline, storedText } from './support/offline';

const OFFLINE_BANNER: Record<Lang, string> = {
  en: 'You are offline. Check your internet connection; saved pages are still available.',
  th: 'คุณออฟไลน์อยู่ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต หน้าที่บันทึกไว้ยังคงใช้งานได้',
};

interface WireCard {
  id: number;
  name: string;
  primary_cuisine: { id: number; name: string } | null;
}

const results = (page: Page) => page.locator('.search-page__results article.restaurant-card');
const shownNames = (page: Page) =>
  results(page).evaluateAll((cards) => cards.map((c) => c.querySelector('h3')?.textContent?.trim() ?? ''));

for (const lang of ['th', 'en'] as const) {
  test(`search results seen online reopen offline, with the offline banner (${lang})`, async ({
    page,
    request,
    gotoApp,
    offLoopbackRequests,
  }) => {
    // A seeded restaurant (its name in this language) and its cuisine, from the real API.
    const seeded = await apiGet<{ data: { attributes: WireCard }[] }>(
      request,
      '/restaurants/search.json?service_type=dine_in&page[size]=10',
      lang,
    );
    const first = seeded.data.map((r) => r.attributes).find((r) => r.primary_cuisine);
    if (!first?.primary_cuisine) throw new Error('no seeded restaurant with a cuisine');
    const byName = `/restaurants/search?name_like=${encodeURIComponent(first.name)}&locale=${lang}`;
    const byCuisine = `/restaurants/search?cuisine_id[]=${first.primary_cuisine.id}&locale=${lang}`;

    // Online: two result pages, the second under the service worker's control.
    await gotoApp(byName);
    await expect(results(page).filter({ hasText: first.name }).first()).toBeVisible();
    const nameResults = await shownNames(page);
    const nameCount = await page.locator('.search-page__count').textContent();
    // The cache is written to IndexedDB at most once a second (src/lib/query/persister.ts): wait for this
    // search to be there before the next full page load ends this document.
    await expect
      .poll(async () => (await storedText(page)).includes(`"nameLike":${JSON.stringify(first.name)}`))
      .toBe(true);

    await gotoApp(byCuisine);
    await waitForServiceWorkerControl(page);
    await expect(results(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cuisineResults = await shownNames(page);
    const cuisineCount = await page.locator('.search-page__count').textContent();
    expect(cuisineResults.length).toBeGreaterThan(0);
    expect(cuisineCount).toMatch(/\d/);

    // Both searches are in the persisted query cache (keys ['catalogue', 'search', …]).
    await expect
      .poll(async () => {
        const cache = await storedText(page);
        const resultKeys = cache.match(/"queryKey":\["catalogue","search","results"/g) ?? [];
        return resultKeys.length >= 2 && cache.includes(`"nameLike":${JSON.stringify(first.name)}`);
      })
      .toBe(true);

    // Offline: reload the cuisine results, then reopen the name search by its address.
    await goOffline(page);
    await reloadOffline(page);
    await expect(page.getByText(OFFLINE_BANNER[lang])).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual(cuisineResults);
    await expect(page.locator('.search-page__count')).toHaveText(cuisineCount ?? '');

    await gotoOffline(page, byName);
    await expect(page.getByText(OFFLINE_BANNER[lang])).toBeVisible();
    await expect.poll(() => shownNames(page)).toEqual(nameResults);
    await expect(page.locator('.search-page__count')).toHaveText(nameCount ?? '');

    await goOnline(page);
    expect(offLoopbackRequests).toEqual([]);
  });
}
