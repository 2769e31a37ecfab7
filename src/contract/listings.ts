import { z } from 'zod';
import { bannerSchema, moneySchema } from './catalogue';
import { INT4_MAX } from './fields';
import { pageLinksSchema, searchCardSchema } from './search';

/**
 * Restaurant lists around the catalogue (tests/server/catalogue/listings.test.ts): similar, around, featured,
 * top/new, by tag, by branch, group landing pages, tag groups, promotions, dining occasions, and the geo
 * calls (visitor distance, delivery fees, place id). camelCase as both sides see them.
 */

/** How many restaurants GET /restaurants/{id}/around_restaurants.json lists. */
export const AROUND_LIMIT = 10;
/** A place farther than this from the asked point is "address not found" (km). */
export const PLACE_MAX_DISTANCE_KM = 2;
export const MAX_DELIVERY_FEE_IDS = 100;

export const newCompactSorts = ['top', 'new'] as const;
export type NewCompactSort = (typeof newCompactSorts)[number];

/** A card resource; `distance` (km, one decimal) on lists measured from a point (around). */
export const cardResourceSchema = z.object({
  id: z.string(),
  type: z.enum(['restaurants', 'featured_restaurants']),
  attributes: searchCardSchema,
});
export type CardResource = z.infer<typeof cardResourceSchema>;

/** similar, featured, new_compact, restaurant_tags/{id}/restaurants: a page of cards. */
export const cardPageSchema = z.object({
  data: z.array(cardResourceSchema),
  links: pageLinksSchema,
  meta: z.object({ total: z.number().int().nonnegative() }),
});
export type CardPage = z.infer<typeof cardPageSchema>;

/** around_restaurants, branch/{id}/restaurants, compact_restaurants: every card, no paging. */
export const cardListSchema = z.object({
  data: z.array(cardResourceSchema),
  meta: z.object({ total: z.number().int().nonnegative() }),
});

export const restaurantTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  /** Active restaurants carrying the tag. */
  totalRestaurants: z.number().int().nonnegative(),
});
export type RestaurantTag = z.infer<typeof restaurantTagSchema>;

export const tagGroupSchema = z.object({
  name: z.string(),
  slug: z.string(),
  position: z.number(),
  tags: z.array(restaurantTagSchema),
});
export type TagGroup = z.infer<typeof tagGroupSchema>;
export const tagGroupResourceSchema = z.object({
  id: z.string(),
  type: z.literal('restaurant_tag_groups'),
  attributes: tagGroupSchema,
});

export const groupLandingPageSchema = z.object({
  slug: z.string(),
  branchId: z.number().nullable(),
  title: z.string(),
  description: z.string(),
  tagIds: z.array(z.number()),
  /** ISO 8601; the client's cache refreshes when older than the current hour. */
  updatedAt: z.string(),
  totalRestaurants: z.number().int().nonnegative(),
});
export type GroupLandingPage = z.infer<typeof groupLandingPageSchema>;
export const groupLandingPageResourceSchema = z.object({
  id: z.string(),
  type: z.literal('group_landing_pages'),
  attributes: groupLandingPageSchema,
});
/** GET /group_landing_pages/{id|slug}.json adds the page's restaurants (branch members or tagged). */
export const groupLandingPageDetailSchema = z.object({
  id: z.string(),
  type: z.literal('group_landing_pages'),
  attributes: groupLandingPageSchema.extend({ restaurants: z.array(cardResourceSchema) }),
});

/** GET /promotions.json?city_id= → banners by orderNumber (home and tag banners alike). */
export const promotionsDataSchema = z.array(bannerSchema);

export const diningOccasionSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type DiningOccasion = z.infer<typeof diningOccasionSchema>;

/** GET /facilities.json: every facility a search may filter by (`facility_ids[]`), named per language. */
export const facilitySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });
export type Facility = z.infer<typeof facilitySchema>;

/** GET /restaurants/{id}/find_visitor_distance.json?lat=&lng= (km, two decimals). */
export const visitorDistanceSchema = z.object({
  /** From the visitor to this restaurant. */
  distance: z.number().nonnegative(),
  /** From the visitor to the nearest restaurant of the same branch (this one when it has no branch). */
  minDistance: z.number().nonnegative(),
  minDistanceRestaurantId: z.number(),
});
export type VisitorDistance = z.infer<typeof visitorDistanceSchema>;

/** POST /restaurants/calc_delivery_fees.json body: an array of ids, numeric lat and lng. */
export const deliveryFeesBodySchema = z.object({
  restaurantIds: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(MAX_DELIVERY_FEE_IDS),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type DeliveryFeesBody = z.infer<typeof deliveryFeesBodySchema>;

export const deliveryFeeSchema = z.object({
  restaurantId: z.number(),
  /** Straight-line km, two decimals. */
  distance: z.number().nonnegative(),
  isDeliverable: z.boolean(),
  /** Null when out of the delivery area or the restaurant does not deliver. */
  fee: moneySchema.nullable(),
});
export type DeliveryFeeQuote = z.infer<typeof deliveryFeeSchema>;
export const deliveryFeesDataSchema = z.array(deliveryFeeSchema);

/** GET /google_map/find_place_id.json?lat=&lng= → the nearest known place within 2 km. */
export const placeSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  distance: z.number().nonnegative(),
});
export type Place = z.infer<typeof placeSchema>;
export type GroupLandingPageDetail = z.infer<typeof groupLandingPageDetailSchema>;
