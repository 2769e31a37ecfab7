import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants';

/**
 * Pictures are rendered locally (server/modules/catalogue/picture-render.ts) from these rows: nothing
 * is fetched. kind: cover (the card image; one per restaurant), gallery, logo (chains).
 */
export const pictures = pgTable(
  'pictures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: smallint('position').notNull().default(0),
    captionEn: text('caption_en').notNull().default(''),
    captionTh: text('caption_th').notNull().default(''),
    /** Varies the rendered artwork (hue, dish shape) so pictures of one restaurant differ. */
    artSeed: integer('art_seed').notNull().default(0),
  },
  (t) => [
    check('pictures_kind_check', sql`${t.kind} in ('cover', 'gallery', 'logo')`),
    index('pictures_restaurant_idx').on(t.restaurantId, t.kind, t.position),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    text: text('text').notNull().default(''),
    reviewerName: text('reviewer_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_score_check', sql`${t.score} between 1 and 5`),
    index('reviews_restaurant_idx').on(t.restaurantId, t.createdAt),
  ],
);

/** Weekly opening hours; weekday 0 = Sunday … 6 = Saturday; times 'HH:mm' in Asia/Bangkok (or the city's zone). */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    openTime: text('open_time').notNull(),
    closeTime: text('close_time').notNull(),
  },
  (t) => [
    check('opening_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'opening_hours_time_check',
      sql`${t.openTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.closeTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
    index('opening_hours_restaurant_idx').on(t.restaurantId, t.weekday),
  ],
);
