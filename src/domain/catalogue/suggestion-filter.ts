import type { Language } from '@/contract/envelope';
import type { RestaurantSuggestion, SuggestionItem, SuggestionSection } from '@/contract/suggestions';
import { restaurantLink } from '@/domain/catalogue/restaurant-link';
import { searchPageHref, type ArrayFilterField } from '@/domain/catalogue/search-params';

/** Which array filter each suggestion section builds (tests/domain/catalogue/suggestion-filter.test.ts). */
export const SECTION_FILTER: Record<Exclude<SuggestionSection, 'restaurants'>, ArrayFilterField> = {
  location: 'locationIds',
  cuisine: 'cuisineIds',
  diningStyle: 'diningStyleIds',
  // Facilities are their own table on the server, filtered by facility_ids[] (tag_id[] is hashtags).
  facility: 'facilityIds',
  mrtRoute: 'mrtRouteIds',
  btsRoute: 'btsRouteIds',
  shoppingMall: 'shoppingMallIds',
};

export type PickedSuggestion =
  | { section: 'restaurants'; item: RestaurantSuggestion }
  | { section: Exclude<SuggestionSection, 'restaurants'>; item: SuggestionItem };

/**
 * Where picking a suggestion goes: a restaurant opens its page (branch rule included); any other section
 * opens /restaurants/search with its array filter, the item's name, and its restaurant count when known.
 */
export function suggestionHref(picked: PickedSuggestion, lang: Language): string {
  if (picked.section === 'restaurants') return restaurantLink(picked.item, lang);
  const { item } = picked;
  return searchPageHref(
    {
      [SECTION_FILTER[picked.section]]: [item.id],
      filterName: item.name,
      ...(item.totalRestaurants > 0 ? { totalRestaurants: item.totalRestaurants } : {}),
    },
    lang,
  );
}
