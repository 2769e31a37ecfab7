import { jsonEndpoint, publicReads } from '@/contract/endpoint';

/** Search, suggestions, restaurant lists, taxonomy, landing pages and the geo calls. */
const schemas = async () => {
  const [queries, listings, search, suggestions, answer, refusal] = await Promise.all([
    import('@/contract/catalogue-queries'),
    import('@/contract/listings'),
    import('@/contract/search'),
    import('@/contract/suggestions'),
    import('@/contract/answer'),
    import('@/contract/refusal'),
  ]);
  return { ...queries, ...listings, ...search, ...suggestions, ...answer, ...refusal };
};
const read = publicReads('catalogue', schemas);

export const search = /* @__PURE__ */ read('search', '/restaurants/search.json', (s) => ({
  query: s.searchQuerySchema,
  response: s.searchResponseSchema,
}));

export const suggestions = /* @__PURE__ */ read('suggestions', '/restaurants/suggestions.json', (s) => ({
  query: s.suggestionQuerySchema,
  response: s.answerOf(s.suggestionsSchema),
}));

export const featured = /* @__PURE__ */ read('featured', '/restaurants/featured.json', (s) => ({
  query: s.featuredQuerySchema,
  response: s.cardPageSchema,
}));

export const newCompact = /* @__PURE__ */ read('newCompact', '/restaurants/new_compact.json', (s) => ({
  query: s.newCompactQuerySchema,
  response: s.cardPageSchema,
}));

/** A price list read for the delivery step: nothing is written. */
export const deliveryFees = jsonEndpoint({
  name: 'catalogue.deliveryFees',
  method: 'POST',
  path: '/restaurants/calc_delivery_fees.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
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

export const promotions = /* @__PURE__ */ read('promotions', '/promotions.json', (s) => ({
  query: s.cityIdQuerySchema,
  response: s.answerOf(s.promotionsDataSchema),
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
