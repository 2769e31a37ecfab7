import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities } from './geo';
import { branches, restaurants } from './restaurants';
import { tagGroups } from './taxonomy';

/** Sections of a city's home page (GET /homes/sections.json). */
export const homeSections = pgTable(
  'home_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    titleEn: text('title_en').notNull(),
    titleTh: text('title_th').notNull(),
    subtitleEn: text('subtitle_en'),
    subtitleTh: text('subtitle_th'),
    /** restaurants | featured_restaurants | tag_group (contract homeSectionTypes). */
    sectionType: text('section_type').notNull(),
    /** For tag_group sections: the group whose restaurants are shown. */
    tagGroupId: integer('tag_group_id').references(() => tagGroups.id),
    /** Where "view all" leads (a path inside the app), or null. */
    viewAllPath: text('view_all_path'),
    position: smallint('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check(
      'home_sections_type_check',
      sql`${t.sectionType} in ('restaurants', 'featured_restaurants', 'tag_group')`,
    ),
    index('home_sections_city_idx').on(t.cityId, t.position),
  ],
);

/** The ordered restaurants of a home section; custom text is the featured card's customText. */
export const homeSectionRestaurants = pgTable(
  'home_section_restaurants',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => homeSections.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    customTextEn: text('custom_text_en'),
    customTextTh: text('custom_text_th'),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.restaurantId] }),
    index('home_section_restaurants_pos_idx').on(t.sectionId, t.position),
  ],
);

/** Promotion banners, shown by orderNumber. Images are rendered locally from the title. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** null = shown in every city. */
    cityId: integer('city_id').references(() => cities.id),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    /** A path inside the app (or an absolute URL). */
    link: text('link').notNull(),
    orderNumber: smallint('order_number').notNull().default(0),
    /** Restaurant tag ids this banner belongs to (GET /banners.json?restaurant_tag_ids=); empty = home. */
    restaurantTagIds: integer('restaurant_tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('banners_city_idx').on(t.cityId, t.orderNumber)],
);

/** Group landing pages (id, slug, branchId): a chain's or a theme's page, by slug. */
export const groupLandingPages = pgTable('group_landing_pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  branchId: integer('branch_id').references(() => branches.id),
  titleEn: text('title_en').notNull(),
  titleTh: text('title_th').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionTh: text('description_th').notNull().default(''),
  tagIds: integer('tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
