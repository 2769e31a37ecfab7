import { z } from 'zod';

/**
 * GET /restaurants/suggestions.json?name_like=&city_id=:
 * matches in Thai and English, per section, with how many restaurants of the city each one leads to.
 * Picking an item builds the search filter of its section (cuisine → cuisine_id[], mrtRoute →
 * mrt_route_id[] …, restaurants → the restaurant page).
 */
export const suggestionSections = [
  'location',
  'cuisine',
  'diningStyle',
  'facility',
  'mrtRoute',
  'shoppingMall',
  'btsRoute',
  'restaurants',
] as const;
export type SuggestionSection = (typeof suggestionSections)[number];

/** Sent per section; the PWA shows 4 and a 'View More' button. */
export const DEFAULT_SUGGESTION_LIMIT = 20;
export const MAX_SUGGESTION_LIMIT = 50;

export const suggestionItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  totalRestaurants: z.number(),
  isAds: z.boolean(),
});
export type SuggestionItem = z.infer<typeof suggestionItemSchema>;

/** Restaurant items also carry what a restaurant link needs (slug; branchId when it is a chain). */
export const restaurantSuggestionSchema = suggestionItemSchema.extend({
  slug: z.string(),
  branchId: z.number().nullable(),
});
export type RestaurantSuggestion = z.infer<typeof restaurantSuggestionSchema>;

export const suggestionsSchema = z.object({
  location: z.array(suggestionItemSchema),
  cuisine: z.array(suggestionItemSchema),
  diningStyle: z.array(suggestionItemSchema),
  facility: z.array(suggestionItemSchema),
  mrtRoute: z.array(suggestionItemSchema),
  shoppingMall: z.array(suggestionItemSchema),
  btsRoute: z.array(suggestionItemSchema),
  restaurants: z.array(restaurantSuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export interface SuggestionQuery {
  nameLike: string;
  cityId: number;
  limit: number;
}
