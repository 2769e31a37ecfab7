import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Cuisines. Ids are fixed by the seed (the app treats 461 as Staycation). */
export const cuisines = pgTable('cuisines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
});

export const diningStyles = pgTable('dining_styles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
});

export const facilities = pgTable('facilities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
});

/** Groups of restaurant tags (e.g. "Occasions", "Hashtags"), shown as home sections and filters. */
export const tagGroups = pgTable('tag_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  position: smallint('position').notNull().default(0),
});

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tagGroupId: integer('tag_group_id')
      .notNull()
      .references(() => tagGroups.id),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('tags_group_idx').on(t.tagGroupId)],
);
