import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A phone user can type a search (issue 10): on a 390 px phone as on a desktop, the home page and the
 * search page have a search box with the navbar's suggestions — 4 per section, then 'View More', ads
 * marked 'Ad' — usable by keyboard (combobox, listbox, options) and free of axe violations; elsewhere a
 * phone folds it behind the navbar's search button.
 */

type Lang = 'en' | 'th';
type Section =
  | 'location'
  | 'cuisine'
  | 'diningStyle'
  | 'facility'
  | 'mrtRoute'
  | 'shoppingMall'
  | 'btsRoute'
  | 'restaurants';

const TEXT = {
  en: {
    box: 'Search restaurants',
    toggle: 'Search box',
    listbox: 'Search suggestions',
    more: 'View More',
    ad: 'Ad',
    sections: {
      location: 'Location',
      cuisine: 'Cuisine',
      diningStyle: 'Dining Style',
      facility: 'Facility',
      mrtRoute: 'MRT',
      shoppingMall: 'Shopping Mall',
      btsRoute: 'BTS',
      restaurants: 'Restaurants',
    },
    terms: ['a', 'e', 'o', 'i', 'n', 'r', 's', 't'],
  },
  th: {
    box: 'ค้นหาร้านอาหาร',
    toggle: 'ช่องค้นหา',
    listbox: 'คำแนะนำการค้นหา',
    more: 'ดูเพิ่มเติม',
    ad: 'โฆษณา',
    sections: {
      location: 'ทำเล',
      cuisine: 'ประเภทอาหาร',
      diningStyle: 'สไตล์การทานอาหาร',
      facility: 'สิ่งอำนวยความสะดวก',
      mrtRoute: 'MRT',
      shoppingMall: 'ห้างสรรพสินค้า',
      btsRoute: 'BTS',
      restaurants: 'ร้านอาหาร',
    },
    terms: ['า', 'ร', 'น', 'อ', 'ก', 'ม', 'ส'],
  },
} as const;

type WireSuggestions = Record<Section, { name: string; is_ads: boolean }[]>;

/** A one-letter search whose suggestions have a section longer than 4 and an ad restaurant (from the API). */
async function suggestionTerm(request: APIRequestContext, lang: Lang) {
  for (const term of TEXT[lang].terms) {
    const res = await request.get('/api/v5/restaurants/suggestions.json', {
      params: { name_like: term },
      headers: { 'X-HH-Language': lang },
    });
    expect(res.status()).toBe(200);
    const data = ((await res.json()) as { data: WireSuggestions }).data;
    const long = (Object.keys(TEXT[lang].sections) as Section[]).find((s) => data[s].length > 4);
    const ad = data.restaurants.slice(0, 4).find((r) => r.is_ads);
    if (long && ad) return { term, long, longCount: data[long].length, ad: ad.name };
  }
  throw new Error(`no ${lang} letter with a long section and an ad among the suggestions`);
}

async function arrowTo(box: Locator, option: Locator): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if ((await option.getAttribute('aria-selected')) === 'true') return;
    await box.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

for (const lang of ['en', 'th'] as const) {
  test(`the search box and its suggestions, on the home and search pages (${lang})`, async ({
    page,
    request,
    gotoApp,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    const text = TEXT[lang];
    const { term, long, longCount, ad } = await suggestionTerm(request, lang);

    await gotoApp(`/?locale=${lang}`);
    const box = page.getByRole('combobox', { name: text.box });
    await expect(box).toBeVisible();
    // The page opened with the box but without the focus (no keyboard popping up on a phone).
    await expect(box).not.toBeFocused();
    await box.pressSequentially(term, { delay: 20 });
    const listbox = page.getByRole('listbox', { name: text.listbox });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'missing');

    // 4 per section, then View More.
    const group = listbox.getByRole('group', { name: text.sections[long], exact: true });
    const shown = group.getByRole('option').filter({ hasNotText: text.more });
    await expect(shown).toHaveCount(4);
    const more = group.getByRole('option', { name: text.more });
    await expect(more).toBeVisible();
    // Ads are marked.
    const adOption = listbox
      .getByRole('group', { name: text.sections.restaurants, exact: true })
      .getByRole('option')
      .filter({ hasText: ad })
      .first();
    await expect(adOption).toContainText(text.ad);

    const axe = await new AxeBuilder({ page })
      .include('.site-header')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // By keyboard: down to View More, Enter shows the whole section (the box keeps the focus).
    await arrowTo(box, more);
    await expect(box).toHaveAttribute('aria-activedescendant', (await more.getAttribute('id')) ?? 'missing');
    await box.press('Enter');
    await expect(shown).toHaveCount(longCount);
    await expect(box).toBeFocused();

    // The ad restaurant, picked, opens (its own page, or its branches on the search page).
    await adOption.click();
    await expect(page).not.toHaveURL(/\/(\?|$)/);

    // The search page has the box too; a typed search goes to the results.
    await gotoApp(`/restaurants/search?locale=${lang}`);
    await expect(box).toBeVisible();
    await box.fill(term);
    await expect(listbox).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/restaurants\/search\?/);
    expect(new URL(page.url()).searchParams.get('name_like')).toBe(term);

    // Another page: a phone folds the box behind the navbar's search button, which opens it with the
    // focus in the box; a desktop keeps it in the navbar.
    await gotoApp(`/restaurants/top?locale=${lang}`);
    const toggle = page.getByRole('button', { name: text.toggle });
    if (isMobile) {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toBeFocused();
      await box.pressSequentially(term, { delay: 20 });
      await expect(listbox).toBeVisible();
      await box.press('Escape');
      await expect(listbox).toBeHidden();
      await box.press('Escape');
      await expect(box).toBeHidden();
      await expect(toggle).toBeFocused();
    } else {
      await expect(toggle).toBeHidden();
      await expect(box).toBeVisible();
    }
  });
}
