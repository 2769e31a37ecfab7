import { boolean, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { locations } from './geo';
import { restaurants } from './restaurants';
import { cuisines, diningStyles, facilities, tags } from './taxonomy';

// Many-to-many links of a restaurant. `is_primary` marks the one a card shows (primaryCuisine,
// primaryLocation); the seed gives every restaurant exactly one primary cuisine and location.

export const restaurantCuisines = pgTable(
  'restaurant_cuisines',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    cuisineId: integer('cuisine_id')
      .notNull()
      .references(() => cuisines.id),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.cuisineId] }),
    index('restaurant_cuisines_cuisine_idx').on(t.cuisineId),
  ],
);

export const restaurantLocations = pgTable(
  'restaurant_locations',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.locationId] }),
    index('restaurant_locations_location_idx').on(t.locationId),
  ],
);

export const restaurantFacilities = pgTable(
  'restaurant_facilities',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.facilityId] }),
    index('restaurant_facilities_facility_idx').on(t.facilityId),
  ],
);

export const restaurantDiningStyles = pgTable(
  'restaurant_dining_styles',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    diningStyleId: integer('dining_style_id')
      .notNull()
      .references(() => diningStyles.id),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.diningStyleId] }),
    index('restaurant_dining_styles_style_idx').on(t.diningStyleId),
  ],
);

export const restaurantTags = pgTable(
  'restaurant_tags',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.tagId] }), index('restaurant_tags_tag_idx').on(t.tagId)],
);
