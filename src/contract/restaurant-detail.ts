import { z } from 'zod';
import { moneySchema, pricingTypes, restaurantCardSchema } from './catalogue';
import { packageTypeCodes } from './catalogue-constants';

/**
 * GET /restaurants/{slug}.json (also by numeric id): the card fields plus the restaurant's detail
 * (tests/server/catalogue/restaurant-detail.test.ts), camelCase as both sides see it.
 */

const idName = z.object({ id: z.number(), name: z.string() });

export const pricingRuleSchema = z.object({
  id: z.number(),
  /** Adult price (per person, per set, or per pack of `perPack` people). */
  price: moneySchema,
  /** Percent of the adult price a kid pays; null = full price. */
  kidsPriceRate: z.number().nullable(),
  minSeat: z.number().nullable(),
  maxSeat: z.number().nullable(),
  perPack: z.number().nullable(),
});
export type PricingRule = z.infer<typeof pricingRuleSchema>;

export const menuItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  quantityLimit: z.number().nullable(),
});

export const menuSectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  quantityLimit: z.number().nullable(),
  menus: z.array(menuItemSchema),
});

export const restaurantPackageSchema = z.object({
  id: z.number(),
  typeCode: z.enum(packageTypeCodes),
  name: z.string(),
  description: z.string(),
  pricingType: z.enum(pricingTypes),
  /** The lowest rule price ("from"). */
  price: moneySchema,
  isBookable: z.boolean(),
  isAcceptManyQuantity: z.boolean(),
  isAllowMix: z.boolean(),
  /** Spelled "Ala": isALaCarte would not survive the snake_case round trip (is_a_l_a_carte → isALACarte). */
  isAlaCarte: z.boolean(),
  kidsPriceRate: z.number().nullable(),
  expiryDate: z.string().nullable(),
  isExpired: z.boolean(),
  isDelivery: z.boolean(),
  isSelfPickup: z.boolean(),
  /** Sold as a prepaid ticket: the book button says "buy". */
  isTicket: z.boolean(),
  /** Paid when booking (the reservation waits for payment); false = pay at the restaurant (decision 0010). */
  requiresPrepayment: z.boolean(),
  position: z.number(),
  pricingRules: z.array(pricingRuleSchema),
  menuSections: z.array(menuSectionSchema),
});
export type RestaurantPackage = z.infer<typeof restaurantPackageSchema>;

export const restaurantPictureSchema = z.object({
  id: z.number(),
  kind: z.enum(['cover', 'gallery', 'logo']),
  caption: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});

export const restaurantDetailSchema = restaurantCardSchema.extend({
  isReservationSystemOnly: z.boolean(),
  isRecordGuest: z.boolean(),
  isAcceptKids: z.boolean(),
  isAcceptVoucher: z.boolean(),
  isAllowBooking: z.boolean(),
  selfPickupMessage: z.string().nullable(),
  customSeats: z.number().nullable(),
  customSectionTitle: z.string().nullable(),
  customSectionContent: z.string().nullable(),
  largestTable: z.number(),
  smallestTable: z.number(),
  mapLocation: z.object({ lat: z.number(), lng: z.number() }),
  isEnableBigGroup: z.boolean(),
  canonicalLink: z.string(),
  openingHours: z.array(z.object({ weekday: z.number(), openTime: z.string(), closeTime: z.string() })),
  hashtags: z.array(idName),
  videos: z.array(z.string()),
  locations: z.array(idName),
  cuisines: z.array(idName),
  diningStyles: z.array(idName),
  facilities: z.array(idName),
  address: z.string(),
  parking: z.string().nullable(),
  phone: z.string().nullable(),
  cityId: z.number(),
  daysInAdvance: z.number(),
  ambience: z.string().nullable(),
  /** schema.org Restaurant as JSON text, ready for a <script type="application/ld+json">. */
  jsonld: z.string(),
  seo: z.object({ title: z.string(), description: z.string() }),
  /** Public key of the card payment provider's browser script, when it needs one. */
  paymentPublicKey: z.string().nullable(),
  hasDeliveryPricingTier: z.boolean(),
  acceptedCreditCards: z.array(z.string()),
  pictures: z.array(restaurantPictureSchema),
  /** Not expired, in display order (ayce, bfp, pp, xp, hs, hah, sm), then position. */
  packages: z.array(restaurantPackageSchema),
  expiredPackages: z.array(restaurantPackageSchema),
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;

export const restaurantDetailResourceSchema = z.object({
  id: z.string(),
  type: z.literal('restaurants'),
  attributes: restaurantDetailSchema,
});

/** GET /restaurants/{id}/reviews.json */
export const reviewSchema = z.object({
  score: z.number(),
  text: z.string(),
  reviewerName: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({
  data: z.array(z.object({ id: z.string(), type: z.literal('reviews'), attributes: reviewSchema })),
  meta: z.object({
    totalReviews: z.number(),
    reviewsScore: z.number(),
    /** From 5 stars down to 1. */
    starCounts: z.array(z.object({ star: z.number(), count: z.number() })),
  }),
});
export const REVIEWS_PAGE_SIZE = 10;
