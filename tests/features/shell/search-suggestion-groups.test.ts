import { describe, expect, it } from 'vitest';
import type { Suggestions } from '@/contract/suggestions';
import { SUGGESTIONS_PER_SECTION, suggestionGroups } from '@/features/shell/search-suggestion-groups';

const item = (id: number) => ({ id, name: `item ${id}`, totalRestaurants: 3, isAds: false });
const empty: Suggestions = {
  location: [],
  cuisine: [],
  diningStyle: [],
  facility: [],
  mrtRoute: [],
  shoppingMall: [],
  btsRoute: [],
  restaurants: [],
};

describe('suggestionGroups', () => {
  it('orders places and food before restaurants and leaves empty sections out', () => {
    const data: Suggestions = { ...empty, restaurants: [{ ...item(9), slug: 'nine', branchId: null }], cuisine: [item(1)] };
    const groups = suggestionGroups(data, new Set(), 'p');
    expect(groups.map((g) => g.section)).toEqual(['cuisine', 'restaurants']);
    expect(groups[1]?.options[0]).toMatchObject({ kind: 'item', id: 'p-restaurants-9', picked: { section: 'restaurants', item: { slug: 'nine' } } });
  });

  it("shows 4 rows and a 'View More' until the section is expanded", () => {
    const data: Suggestions = { ...empty, cuisine: [1, 2, 3, 4, 5, 6].map(item) };
    const [collapsed] = suggestionGroups(data, new Set(), 'p');
    expect(collapsed?.options).toHaveLength(SUGGESTIONS_PER_SECTION + 1);
    expect(collapsed?.options.at(-1)).toEqual({ kind: 'more', id: 'p-cuisine-more', section: 'cuisine' });
    const [expanded] = suggestionGroups(data, new Set(['cuisine'] as const), 'p');
    expect(expanded?.options).toHaveLength(6);
    expect(expanded?.options.every((o) => o.kind === 'item')).toBe(true);
  });
});
