import { z } from 'zod';
import {
  bannerSchema,
  cityQuerySchema,
  citySchema,
  homeSectionSchema,
  serviceTypeSchema,
  userIpLocationSchema,
} from './catalogue';

/**
 * The `data` of each catalogue answer of issue 2, camelCase as the client sees it after camelizing.
 * The server asserts its answers against these in tests; the client may parse with them.
 */

/** GET /cities.json → data: City resources (same shape as config.cities). */
export const cityResourceSchema = z.object({
  id: z.string(),
  type: z.literal('cities'),
  attributes: citySchema,
});
export const citiesDataSchema = z.array(cityResourceSchema);

/** GET /service_types.json?city_id= → data: one entry per service type, with restaurant counts. */
export const serviceTypesDataSchema = z.array(serviceTypeSchema);
export const serviceTypesQuerySchema = cityQuerySchema;

/** GET /user_ip_locations.json → data: { countryId, cityId } (218 / 1 when unknown). */
export const userIpLocationDataSchema = userIpLocationSchema;

/** GET /homes/sections.json?city_id= → data: { data: [home section resources] } (one level deeper). */
export const homeSectionResourceSchema = z.object({
  id: z.string(),
  type: z.literal('home_sections'),
  attributes: homeSectionSchema,
});
export const homeSectionsDataSchema = z.object({ data: z.array(homeSectionResourceSchema) });

/** GET /banners.json?city_id=&restaurant_tag_ids= → data: banners, by orderNumber. */
export const bannersDataSchema = z.array(bannerSchema);
