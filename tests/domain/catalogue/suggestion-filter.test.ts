import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '@/domain/catalogue/parse-search-params';
import { suggestionHref } from '@/domain/catalogue/suggestion-filter';

const item = { id: 12, name: 'Thai food', totalRestaurants: 34, isAds: false };

function queryOf(href: string): URLSearchParams {
  return new URL(href, 'http://x').searchParams;
}

describe('suggestionHref', () => {
  it.each([
    ['cuisine', 'cuisine_id[]'],
    ['location', 'location_id[]'],
    ['diningStyle', 'dining_style_id[]'],
    ['facility', 'facility_ids[]'],
    ['mrtRoute', 'mrt_route_id[]'],
    ['btsRoute', 'bts_route_id[]'],
    ['shoppingMall', 'shopping_mall_id[]'],
  ] as const)('%s builds the %s filter with name and count', (section, key) => {
    const href = suggestionHref({ section, item }, 'en');
    expect(href.startsWith('/restaurants/search?')).toBe(true);
    const q = queryOf(href);
    expect(q.getAll(key)).toEqual(['12']);
    expect(q.get('name')).toBe('Thai food');
    expect(q.get('total_restaurants')).toBe('34');
    expect(q.get('locale')).toBe('en');
  });

  it('leaves the count out when there is none', () => {
    const q = queryOf(suggestionHref({ section: 'cuisine', item: { ...item, totalRestaurants: 0 } }, 'th'));
    expect(q.has('total_restaurants')).toBe(false);
  });

  it('is read back by the search page', () => {
    const q = queryOf(suggestionHref({ section: 'cuisine', item }, 'en'));
    expect(parseSearchParams({ 'cuisine_id[]': q.get('cuisine_id[]'), name: q.get('name') })).toMatchObject({
      cuisineIds: [12],
      filterName: 'Thai food',
    });
  });

  it('opens a restaurant page, or its branch search', () => {
    const r = { ...item, slug: 'som-tam', branchId: null };
    expect(suggestionHref({ section: 'restaurants', item: r }, 'th')).toBe('/restaurants/som-tam?locale=th');
    expect(suggestionHref({ section: 'restaurants', item: { ...r, branchId: 4 } }, 'en')).toBe(
      '/restaurants/search?branch_id=4&locale=en',
    );
  });
});
