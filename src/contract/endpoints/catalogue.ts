import { publicReads } from '@/contract/endpoint';

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
const readShell = publicReads('catalogue', shell);

export const config = /* @__PURE__ */ readShell('config', '/config.json', (s) => ({
  query: s.configQuerySchema,
  response: s.answerOf(s.configSchema),
}));

export const cities = /* @__PURE__ */ readShell('cities', '/cities.json', (s) => ({
  response: s.answerOf(s.citiesDataSchema),
}));

export const serviceTypes = /* @__PURE__ */ readShell('serviceTypes', '/service_types.json', (s) => ({
  query: s.serviceTypesQuerySchema,
  response: s.answerOf(s.serviceTypesDataSchema),
}));

export const userIpLocation = /* @__PURE__ */ readShell('userIpLocation', '/user_ip_locations.json', (s) => ({
  response: s.answerOf(s.userIpLocationDataSchema),
}));

export const homeSections = /* @__PURE__ */ readShell('homeSections', '/homes/sections.json', (s) => ({
  query: s.cityQuerySchema,
  response: s.answerOf(s.homeSectionsDataSchema),
}));

export const banners = /* @__PURE__ */ readShell('banners', '/banners.json', (s) => ({
  query: s.bannersQuerySchema,
  response: s.answerOf(s.bannersDataSchema),
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
