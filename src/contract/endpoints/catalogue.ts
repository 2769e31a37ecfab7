import { publicReads } from '@/contract/endpoint';

/**
 * The shell's calls (config, cities, service types, the visitor's city, the home, banners). The home's
 * lists are in catalogue-lists.ts; the restaurant page's and the other pages' calls in catalogue-pages.ts.
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
