import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Countries (Thailand is 218, Singapore 198). The app names these ids, so they are inserted explicitly. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  callingCode: text('calling_code').notNull(),
});

/** Cities. Each city prices in one currency (THB or SGD); restaurants copy it. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    homeDescriptionEn: text('home_description_en').notNull().default(''),
    homeDescriptionTh: text('home_description_th').notNull().default(''),
    /** The wire's City.type; 'city' for every seeded row. */
    kind: text('kind').notNull().default('city'),
    currency: text('currency').notNull(),
    isMiniHomepage: boolean('is_mini_homepage').notNull().default(false),
    position: smallint('position').notNull().default(0),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    check('cities_currency_check', sql`${t.currency} in ('THB', 'SGD')`),
    index('cities_country_idx').on(t.countryId),
  ],
);

/** Areas inside a city (Sukhumvit, Siam, Silom …). */
export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [uniqueIndex('locations_city_slug_idx').on(t.cityId, t.slug)],
);

/**
 * IPv4 ranges → country/city for GET /user_ip_locations.json. Bounds are the addresses as unsigned
 * 32-bit numbers (bigint so 255.x fits), inclusive.
 */
export const ipLocations = pgTable(
  'ip_locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rangeStart: bigint('range_start', { mode: 'number' }).notNull(),
    rangeEnd: bigint('range_end', { mode: 'number' }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [index('ip_locations_range_idx').on(t.rangeStart, t.rangeEnd)],
);
