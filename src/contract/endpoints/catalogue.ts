import { jsonEndpoint } from '@/contract/endpoint';

/**
 * The shell's calls (config, cities, service types, the visitor's city, the home, banners) and the
 * restaurant page's. Lists, search, taxonomy and geo calls are in catalogue-lists.ts.
 */
const shell = async () => {
  const [catalogue, responses, config, answer] = await Promise.all([
    import('@/contract/catalogue'),
    import('@/contract/catalogue-responses'),
    import('@/contract/config'),
    import('@/contract/answer'),
  ]);
  return { ...catalogue, ...responses, ...config, ...answer };
};

export const config = jsonEndpoint({
  name: 'catalogue.config',
  method: 'GET',
  path: '/config.json',
  access: 'public',
  schemas: async () => {
    const s = await shell();
    return { query: s.configQuerySchema, response: s.answerOf(s.configSchema) };
  },
});

export const cities = jsonEndpoint({
  name: 'catalogue.cities',
  method: 'GET',
  path: '/cities.json',
  access: 'public',
  schemas: async () => {
    const s = await shell();
    return { response: s.answerOf(s.citiesDataSchema) };
  },
});

export const serviceTypes = jsonEndpoint({
  name: 'catalogue.serviceTypes',
  method: 'GET',
  path: '/service_types.json',
  access: 'public',
  schemas: async () => {
    const s = await shell();
    return { query: s.serviceTypesQuerySchema, response: s.answerOf(s.serviceTypesDataSchema) };
  },
});

export const userIpLocation = jsonEndpoint({
  name: 'catalogue.userIpLocation',
  method: 'GET',
  path: '/user_ip_locations.json',
  access: 'public',
  schemas: async () => {
    const s = await shell();
    return { response: s.answerOf(s.userIpLocationDataSchema) };
  },
});

export const homeSections = jsonEndpoint({
  name: 'catalogue.homeSections',
  method: 'GET',
  path: '/homes/sections.json',
  access: 'public',
  schemas: async () => {
    const s = await shell();
    return { query: s.cityQuerySchema, response: s.answerOf(s.homeSectionsDataSchema) };
  },
});

export const banners = jsonEndpoint({
  name: 'catalogue.banners',
  method: 'GET',
  path: '/banners.json',
  access: 'public',
  schemas: async () => {
    const s = await shell();
    return { query: s.bannersQuerySchema, response: s.answerOf(s.bannersDataSchema) };
  },
});

const detail = async () => {
  const [queries, d, search] = await Promise.all([
    import('@/contract/catalogue-queries'),
    import('@/contract/restaurant-detail'),
    import('@/contract/search'),
  ]);
  return { ...queries, ...d, ...search };
};

/** Reviews, newest first, with the star counts. */
export const reviews = jsonEndpoint({
  name: 'catalogue.reviews',
  method: 'GET',
  path: '/restaurants/{key}/reviews.json',
  access: 'public',
  schemas: async () => {
    const s = await detail();
    return {
      params: s.restaurantKeyParamsSchema,
      query: s.reviewsQuerySchema,
      response: s.reviewsResponseSchema.extend({ links: s.pageLinksSchema }),
    };
  },
});

/**
 * A restaurant by id or slug. Its path matches any `/restaurants/{name}.json`, so the server mounts it
 * after every other `/restaurants/*.json` call.
 */
export const restaurant = jsonEndpoint({
  name: 'catalogue.restaurant',
  method: 'GET',
  path: '/restaurants/{key}.json',
  access: 'public',
  schemas: async () => {
    const [s, { answerOf }] = await Promise.all([detail(), import('@/contract/answer')]);
    return { params: s.restaurantKeyParamsSchema, response: answerOf(s.restaurantDetailResourceSchema) };
  },
});
