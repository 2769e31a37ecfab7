import { jsonEndpoint } from '@/contract/endpoint';

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

export const search = jsonEndpoint({
  name: 'catalogue.search',
  method: 'GET',
  path: '/restaurants/search.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { query: s.searchQuerySchema, response: s.searchResponseSchema };
  },
});

export const suggestions = jsonEndpoint({
  name: 'catalogue.suggestions',
  method: 'GET',
  path: '/restaurants/suggestions.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { query: s.suggestionQuerySchema, response: s.answerOf(s.suggestionsSchema) };
  },
});

export const featured = jsonEndpoint({
  name: 'catalogue.featured',
  method: 'GET',
  path: '/restaurants/featured.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { query: s.featuredQuerySchema, response: s.cardPageSchema };
  },
});

export const newCompact = jsonEndpoint({
  name: 'catalogue.newCompact',
  method: 'GET',
  path: '/restaurants/new_compact.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { query: s.newCompactQuerySchema, response: s.cardPageSchema };
  },
});

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

export const similar = jsonEndpoint({
  name: 'catalogue.similar',
  method: 'GET',
  path: '/restaurants/{key}/similar.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.restaurantKeyParamsSchema, query: s.similarQuerySchema, response: s.cardPageSchema };
  },
});

export const around = jsonEndpoint({
  name: 'catalogue.around',
  method: 'GET',
  path: '/restaurants/{key}/around_restaurants.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.restaurantKeyParamsSchema, response: s.cardListSchema };
  },
});

export const visitorDistance = jsonEndpoint({
  name: 'catalogue.visitorDistance',
  method: 'GET',
  path: '/restaurants/{key}/find_visitor_distance.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.restaurantKeyParamsSchema, query: s.latLngQuerySchema, response: s.answerOf(s.visitorDistanceSchema) };
  },
});

export const tagGroups = jsonEndpoint({
  name: 'catalogue.tagGroups',
  method: 'GET',
  path: '/restaurant_tag_groups.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { query: s.listPageQuerySchema, response: s.pageOf(s.tagGroupResourceSchema) };
  },
});

export const tagGroup = jsonEndpoint({
  name: 'catalogue.tagGroup',
  method: 'GET',
  path: '/restaurant_tag_groups/{id}.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.numericIdParamsSchema, response: s.answerOf(s.tagGroupResourceSchema) };
  },
});

export const tagRestaurants = jsonEndpoint({
  name: 'catalogue.tagRestaurants',
  method: 'GET',
  path: '/restaurant_tags/{id}/restaurants.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    const { z } = await import('zod');
    const response = s.cardPageSchema.extend({
      meta: z.object({ total: z.number().int().nonnegative(), tag: z.object({ id: z.number(), name: z.string() }) }),
    });
    return { params: s.numericIdParamsSchema, query: s.tagRestaurantsQuerySchema, response };
  },
});

export const branchRestaurants = jsonEndpoint({
  name: 'catalogue.branchRestaurants',
  method: 'GET',
  path: '/branch/{id}/restaurants.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.numericIdParamsSchema, response: s.cardListSchema };
  },
});

export const compactRestaurants = jsonEndpoint({
  name: 'catalogue.compactRestaurants',
  method: 'GET',
  path: '/compact_restaurants.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { query: s.branchIdsQuerySchema, response: s.cardListSchema };
  },
});

export const landingPages = jsonEndpoint({
  name: 'catalogue.landingPages',
  method: 'GET',
  path: '/group_landing_pages.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    const { z } = await import('zod');
    return { response: s.answerOf(z.array(s.groupLandingPageResourceSchema)) };
  },
});

export const landingPage = jsonEndpoint({
  name: 'catalogue.landingPage',
  method: 'GET',
  path: '/group_landing_pages/{key}.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { params: s.landingKeyParamsSchema, response: s.answerOf(s.groupLandingPageDetailSchema) };
  },
});

export const promotions = jsonEndpoint({
  name: 'catalogue.promotions',
  method: 'GET',
  path: '/promotions.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { query: s.cityIdQuerySchema, response: s.answerOf(s.promotionsDataSchema) };
  },
});

export const diningOccasions = jsonEndpoint({
  name: 'catalogue.diningOccasions',
  method: 'GET',
  path: '/dining_occasions.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    const { z } = await import('zod');
    return { response: s.answerOf(z.array(s.diningOccasionSchema)) };
  },
});

export const facilities = jsonEndpoint({
  name: 'catalogue.facilities',
  method: 'GET',
  path: '/facilities.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    const { z } = await import('zod');
    return { response: s.answerOf(z.array(s.facilitySchema)) };
  },
});

export const findPlace = jsonEndpoint({
  name: 'catalogue.findPlace',
  method: 'GET',
  path: '/google_map/find_place_id.json',
  access: 'public',
  schemas: async () => {
    const s = await schemas();
    return { query: s.latLngQuerySchema, response: s.answerOf(s.placeSchema) };
  },
});
