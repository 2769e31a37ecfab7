import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities } from './geo';
import { shoppingMalls, transitStations } from './transit';

/** A chain: several restaurants share a branch (the card's branchId, /branch/{id}/restaurants.json). */
export const branches = pgTable('branches', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
});

export const restaurants = pgTable(
  'restaurants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    addressTh: text('address_th').notNull().default(''),
    parkingEn: text('parking_en'),
    parkingTh: text('parking_th'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** Copied from the city so pricing never needs the join: THB or SGD. */
    currency: text('currency').notNull(),
    branchId: integer('branch_id').references(() => branches.id),
    shoppingMallId: integer('shopping_mall_id').references(() => shoppingMalls.id),
    /** Nearest BTS/MRT station. */
    transitStationId: integer('transit_station_id').references(() => transitStations.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone'),
    /** Denormalised from `reviews` (kept in step by whoever writes reviews): average 0–5, one decimal. */
    reviewsScore: real('reviews_score').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** Points earned by booking (and promised to reviewers of a new restaurant). */
    earnPoint: integer('earn_point').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isAcceptKids: boolean('is_accept_kids').notNull().default(true),
    isAllowBooking: boolean('is_allow_booking').notNull().default(true),
    isAcceptVoucher: boolean('is_accept_voucher').notNull().default(true),
    isReservationSystemOnly: boolean('is_reservation_system_only').notNull().default(false),
    isRecordGuest: boolean('is_record_guest').notNull().default(false),
    isEnableBigGroup: boolean('is_enable_big_group').notNull().default(false),
    largestTable: smallint('largest_table').notNull().default(10),
    smallestTable: smallint('smallest_table').notNull().default(1),
    /** How many days ahead a booking may be made. */
    daysInAdvance: smallint('days_in_advance').notNull().default(30),
    selfPickupMessageEn: text('self_pickup_message_en'),
    selfPickupMessageTh: text('self_pickup_message_th'),
    lastBookingAt: timestamp('last_booking_at', { withTimezone: true, mode: 'date' }),
    /** People booked in total ("Popular! Booked by {count} people"). */
    totalCovers: integer('total_covers').notNull().default(0),
    /** Card brands accepted at the table, e.g. {visa,mastercard,jcb}. */
    acceptedCreditCards: text('accepted_credit_cards')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Search advertising: isAds + 1-based position in the whole result list. */
    isAds: boolean('is_ads').notNull().default(false),
    adPosition: smallint('ad_position'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The card's "from" price per service type, kept by triggers on packages and pricing_rules
     * (migration 0003): the lowest rule price of the bookable, unexpired packages — any = dine-in
     * (incl. experience) else delivery; dine_in = ayce/bfp/pp/hs/sm; delivery = hah; experience = xp.
     * Search sorts by these instead of a subquery per restaurant.
     */
    priceAnyMinor: integer('price_any_minor'),
    priceDineInMinor: integer('price_dine_in_minor'),
    priceDeliveryMinor: integer('price_delivery_minor'),
    priceExperienceMinor: integer('price_experience_minor'),
    /** The soonest expiry among the packages priced above: after that day the prices are recomputed. */
    pricesUntil: date('prices_until', { mode: 'string' }),
  },
  (t) => [
    check('restaurants_currency_check', sql`${t.currency} in ('THB', 'SGD')`),
    check('restaurants_tables_check', sql`${t.smallestTable} <= ${t.largestTable}`),
    index('restaurants_city_idx').on(t.cityId),
    index('restaurants_branch_idx').on(t.branchId),
    index('restaurants_mall_idx').on(t.shoppingMallId),
    index('restaurants_station_idx').on(t.transitStationId),
    // Search by name: case-insensitive prefix/equality; pg_trgm is not available in PGlite.
    index('restaurants_lower_name_en_idx').on(sql`lower(${t.nameEn})`),
    index('restaurants_name_th_idx').on(t.nameTh),
    index('restaurants_reviews_idx').on(t.reviewsScore, t.reviewsCount),
    index('restaurants_ads_idx').on(t.cityId, t.isAds, t.adPosition),
    // Search: near-me bounding box, and the default / review sorts inside a city.
    index('restaurants_lat_lng_idx').on(t.lat, t.lng),
    index('restaurants_city_covers_idx').on(t.cityId, t.totalCovers),
    index('restaurants_city_reviews_count_idx').on(t.cityId, t.reviewsCount),
    // Search: price sorts inside a city, and the daily re-pricing of restaurants whose package expired.
    index('restaurants_city_price_any_idx').on(t.cityId, t.priceAnyMinor),
    index('restaurants_city_price_dine_in_idx').on(t.cityId, t.priceDineInMinor),
    index('restaurants_city_price_delivery_idx').on(t.cityId, t.priceDeliveryMinor),
    index('restaurants_city_price_experience_idx').on(t.cityId, t.priceExperienceMinor),
    // 'price desc' puts restaurants without a price last: an ascending index read backwards would give
    // them first, so the descending sorts have their own (desc nulls last) indexes.
    index('restaurants_city_price_any_desc_idx').on(t.cityId, t.priceAnyMinor.desc().nullsLast()),
    index('restaurants_city_price_dine_in_desc_idx').on(t.cityId, t.priceDineInMinor.desc().nullsLast()),
    index('restaurants_city_price_delivery_desc_idx').on(t.cityId, t.priceDeliveryMinor.desc().nullsLast()),
    index('restaurants_city_price_experience_desc_idx').on(t.cityId, t.priceExperienceMinor.desc().nullsLast()),
    index('restaurants_prices_until_idx').on(t.pricesUntil),
    // Search counts: an index-only count of a city's active restaurants, and their ids for the
    // semi-joins of the filters (cuisine, package type …) without reading the wide rows.
    index('restaurants_city_active_id_idx').on(t.cityId, t.isActive, t.id),
  ],
);
