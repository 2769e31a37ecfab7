import { jsonEndpoint, publicReads } from '@/contract/endpoint';
import { listSchemas } from '@/contract/catalogue-list-schemas';

/**
 * The calls of the catalogue's other pages: search, the restaurant page (the restaurant, its reviews, the
 * lists under it, the visitor's distance), delivery fees and places, taxonomy and landing pages. Kept apart
 * from catalogue.ts and catalogue-lists.ts, which the first bundle carries: a module is bundled whole, so
 * these would ride in it too, although only later pages call them (decision 0064).
 */
const read = publicReads('catalogue', listSchemas);

export const search = /* @__PURE__ */ read('search', '/restaurants/search.json', (s) => ({
  query: s.searchQuerySchema,
  response: s.searchResponseSchema,
}));

/** A price list read for the delivery step: nothing is written. */
export const deliveryFees = jsonEndpoint({
  name: 'catalogue.deliveryFees',
  method: 'POST',
  path: '/restaurants/calc_delivery_fees.json',
  access: 'public',
  schemas: async () => {
    const s = await listSchemas();
    // One text for any wrong field, as the delivery step has always been answered.
    const body = s.refusePaths(s.deliveryFeesBodySchema, () => s.refusal('deliveryFeeBody'));
    return { body, response: s.answerOf(s.deliveryFeesDataSchema) };
  },
});

export const similar = /* @__PURE__ */ read('similar', '/restaurants/{key}/similar.json', (s) => ({
  params: s.restaurantKeyParamsSchema,
  query: s.similarQuerySchema,
  response: s.cardPageSchema,
}));

export const around = /* @__PURE__ */ read('around', '/restaurants/{key}/around_restaurants.json', (s) => ({
  params: s.restaurantKeyParamsSchema,
  response: s.cardListSchema,
}));

export const visitorDistance = /* @__PURE__ */ read(
  'visitorDistance',
  '/restaurants/{key}/find_visitor_distance.json',
  (s) => ({
    params: s.restaurantKeyParamsSchema,
    query: s.latLngQuerySchema,
    response: s.answerOf(s.visitorDistanceSchema),
  }),
);

export const tagGroups = /* @__PURE__ */ read('tagGroups', '/restaurant_tag_groups.json', (s) => ({
  query: s.listPageQuerySchema,
  response: s.pageOf(s.tagGroupResourceSchema),
}));

export const tagGroup = /* @__PURE__ */ read('tagGroup', '/restaurant_tag_groups/{id}.json', (s) => ({
  params: s.numericIdParamsSchema,
  response: s.answerOf(s.tagGroupResourceSchema),
}));

export const tagRestaurants = /* @__PURE__ */ read('tagRestaurants', '/restaurant_tags/{id}/restaurants.json', async (s) => {
  const { z } = await import('zod');
  const response = s.cardPageSchema.extend({
    meta: z.object({
      total: z.number().int().nonnegative(),
      tag: z.object({ id: z.number(), name: z.string() }),
    }),
  });
  return { params: s.numericIdParamsSchema, query: s.tagRestaurantsQuerySchema, response };
});

export const branchRestaurants = /* @__PURE__ */ read('branchRestaurants', '/branch/{id}/restaurants.json', (s) => ({
  params: s.numericIdParamsSchema,
  response: s.cardListSchema,
}));

export const compactRestaurants = /* @__PURE__ */ read('compactRestaurants', '/compact_restaurants.json', (s) => ({
  query: s.branchIdsQuerySchema,
  response: s.cardListSchema,
}));

export const landingPages = /* @__PURE__ */ read('landingPages', '/group_landing_pages.json', async (s) => {
  const { z } = await import('zod');
  return { response: s.answerOf(z.array(s.groupLandingPageResourceSchema)) };
});

export const landingPage = /* @__PURE__ */ read('landingPage', '/group_landing_pages/{key}.json', (s) => ({
  params: s.landingKeyParamsSchema,
  response: s.answerOf(s.groupLandingPageDetailSchema),
}));

export const diningOccasions = /* @__PURE__ */ read('diningOccasions', '/dining_occasions.json', async (s) => {
  const { z } = await import('zod');
  return { response: s.answerOf(z.array(s.diningOccasionSchema)) };
});

export const facilities = /* @__PURE__ */ read('facilities', '/facilities.json', async (s) => {
  const { z } = await import('zod');
  return { response: s.answerOf(z.array(s.facilitySchema)) };
});

export const findPlace = /* @__PURE__ */ read('findPlace', '/google_map/find_place_id.json', (s) => ({
  query: s.latLngQuerySchema,
  response: s.answerOf(s.placeSchema),
}));

const detail = async () => {
  const [queries, d, search, answer] = await Promise.all([
    import('@/contract/catalogue-queries'),
    import('@/contract/restaurant-detail'),
    import('@/contract/search'),
    import('@/contract/answer'),
  ]);
  return { ...queries, ...d, ...search, ...answer };
};
const readDetail = publicReads('catalogue', detail);

/** Reviews, newest first, with the star counts. */
export const reviews = /* @__PURE__ */ readDetail('reviews', '/restaurants/{key}/reviews.json', (s) => ({
  params: s.restaurantKeyParamsSchema,
  query: s.reviewsQuerySchema,
  response: s.reviewsResponseSchema.extend({ links: s.pageLinksSchema }),
}));

/**
 * A restaurant by id or slug. Its path matches any `/restaurants/{name}.json`, so the server mounts it
 * after every other `/restaurants/*.json` call.
 */
export const restaurant = /* @__PURE__ */ readDetail('restaurant', '/restaurants/{key}.json', (s) => ({
  params: s.restaurantKeyParamsSchema,
  response: s.answerOf(s.restaurantDetailResourceSchema),
}));
