import { doublePrecision, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { cities } from './geo';

/** Occasions a diner may pick when booking (GET /dining_occasions.json; reservation.diningOccasionId). */
export const diningOccasions = pgTable('dining_occasions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  position: smallint('position').notNull().default(0),
});

/**
 * Named places (landmarks, malls, stations' surroundings) answering GET /google_map/find_place_id.json
 * from this machine instead of a maps service. place_id is our own stable key, not Google's.
 */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    placeId: text('place_id').notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    addressEn: text('address_en').notNull(),
    addressTh: text('address_th').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('places_lat_lng_idx').on(t.lat, t.lng)],
);
