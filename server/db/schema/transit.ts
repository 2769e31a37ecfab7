import { doublePrecision, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { cities, locations } from './geo';

/** BTS / MRT lines (the "BTS/MRT routes" search filters and suggestions). */
export const transitLines = pgTable('transit_lines', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  /** 'BTS' | 'MRT' (Singapore's MRT too). */
  system: text('system').notNull(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  /** Line colour, #rrggbb. */
  color: text('color').notNull(),
});

export const transitStations = pgTable(
  'transit_stations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lineId: integer('line_id')
      .notNull()
      .references(() => transitLines.id),
    /** The operator's station code, e.g. E4 (Asok), BL22 (Sukhumvit). */
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    position: smallint('position').notNull().default(0),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('transit_stations_line_idx').on(t.lineId)],
);

export const shoppingMalls = pgTable(
  'shopping_malls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    locationId: integer('location_id').references(() => locations.id),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('shopping_malls_city_idx').on(t.cityId)],
);
