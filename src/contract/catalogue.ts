import { z } from 'zod';
import { packageTypeCodes, serviceTypeCodes } from './catalogue-constants';
import { INT4_MAX } from './fields';

/** Shapes of the catalogue calls (cards, packages, cities, config), camelCase as both sides see them. */

export const pricingTypes = ['per_person', 'per_set', 'per_pack'] as const;
export type PricingType = (typeof pricingTypes)[number];

/** Restaurants are priced in THB or SGD; USD ('$') is a currency the wire may carry too. */
export const currencyCodes = ['THB', 'SGD', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export const moneySchema = z.object({
  amount: z.number(),
  currency: z.enum(currencyCodes),
  symbol: z.string(),
  /** Server-side preformatted text in the request language, e.g. "฿1,299" / "S$45.00". */
  format: z.string(),
});
export type Money = z.infer<typeof moneySchema>;

const idName = z.object({ id: z.number(), name: z.string() });

export const restaurantCardSchema = z.object({
  id: z.number(),
  type: z.enum(['restaurants', 'featured_restaurants']),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  description: z.string(),
  earnPoint: z.number(),
  reviewsCount: z.number(),
  reviewsScore: z.number(),
  branchId: z.number().nullable(),
  expiryDate: z.string().nullable(),
  pricingType: z.enum(pricingTypes),
  primaryCuisine: idName.nullable(),
  primaryLocation: idName.nullable(),
  imageCoverUrl: z.string(),
  /** ISO 8601 instant of the newest booking, or null. */
  lastBookingWasMade: z.string().nullable(),
  totalCovers: z.number(),
  availablePackageTypes: z.array(z.enum(packageTypeCodes)),
  price: moneySchema,
  tags: z.array(z.string()),
  openingHoursShort: z.string(),
  acceptVoucher: z.boolean(),
  isAds: z.boolean(),
  priceSummaries: z.array(
    z.object({ typeCode: z.enum(packageTypeCodes), pricingType: z.enum(pricingTypes), price: moneySchema }),
  ),
  /** Catalogue (featured) variant only. */
  customText: z.string().nullable().optional(),
  totalLocations: z.number().optional(),
});
export type RestaurantCard = z.infer<typeof restaurantCardSchema>;

export const citySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  homeDescription: z.string(),
  icon: z.string(),
  countryId: z.number(),
  countryIcon: z.string(),
  isMiniHomepage: z.boolean(),
  currency: z.enum(currencyCodes),
});
export type City = z.infer<typeof citySchema>;

export const serviceTypeSchema = z.object({
  code: z.enum(serviceTypeCodes),
  name: z.string(),
  totalRestaurants: z.number(),
});
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const userIpLocationSchema = z.object({ countryId: z.number(), cityId: z.number() });
export type UserIpLocation = z.infer<typeof userIpLocationSchema>;

export const bannerSchema = z.object({
  name: z.string(),
  imageUrl: z.string(),
  mobileImageUrl: z.string(),
  link: z.string(),
  orderNumber: z.number(),
  cityId: z.number().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const homeSectionTypes = ['restaurants', 'featured_restaurants', 'tag_group'] as const;
export const homeSectionSchema = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  sectionType: z.enum(homeSectionTypes),
  position: z.number(),
  cityId: z.number(),
  /** Where "view all" leads, a path inside the app. */
  viewAllPath: z.string().nullable(),
  restaurants: z.array(z.object({ id: z.string(), type: z.string(), attributes: restaurantCardSchema })),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

/** Query of GET /homes/sections.json and /banners.json. */
export const cityQuerySchema = z.object({ cityId: z.coerce.number().int().positive().max(INT4_MAX).optional() });
export const bannersQuerySchema = cityQuerySchema.extend({
  restaurantTagIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'restaurant_tag_ids must be comma-separated ids')
    // Each id within the integer column: a larger one is bad input, not a query the database refuses.
    .refine((ids) => ids.split(',').every((id) => id.length <= 10 && Number(id) <= INT4_MAX), 'restaurant_tag_ids must be comma-separated ids')
    .optional(),
});
