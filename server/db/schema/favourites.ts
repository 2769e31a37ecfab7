import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { restaurants } from './restaurants';

/**
 * The restaurants a member loves: one row per (member, restaurant), so toggling twice at once can never
 * store two. Newest first on the list (created_at), which the index serves.
 */
export const favouriteRestaurants = pgTable(
  'favourite_restaurants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId], name: 'favourite_restaurants_pkey' }),
    index('favourite_restaurants_user_newest_idx').on(t.userId, t.createdAt.desc(), t.restaurantId.desc()),
  ],
);
