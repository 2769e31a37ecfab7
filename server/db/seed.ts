import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { cities, countries, ipLocations, locations } from './schema/geo';
import { banners, groupLandingPages, homeSectionRestaurants, homeSections } from './schema/home';
import { inventories, menuSections, menus, packages, pricingRules } from './schema/packages';
import { openingHours, pictures, reviews } from './schema/restaurant-content';
import {
  restaurantCuisines,
  restaurantDiningStyles,
  restaurantFacilities,
  restaurantLocations,
  restaurantTags,
} from './schema/restaurant-links';
import { branches, restaurants } from './schema/restaurants';
import { diningOccasions, places } from './schema/reference';
import { cuisines, diningStyles, facilities, tagGroups, tags } from './schema/taxonomy';
import { shoppingMalls, transitLines, transitStations } from './schema/transit';
import { corporateEventPackages, corporateEvents } from './schema/booking';
import { CORPORATE_EVENT_PACKAGES, CORPORATE_EVENTS } from './seed/booking-corporate';
import { withPrepayment } from './seed/booking-prepayment';
import { buildCatalogue } from './seed/build-catalogue';
import { bangkokDate } from './seed/dates';
import { CITIES, COUNTRIES, IP_LOCATIONS, LOCATIONS } from './seed/geo-data';
import { DINING_OCCASIONS, PLACES } from './seed/reference-data';
import { BRANCHES } from './seed/restaurant-specs';
import { CUISINES, DINING_STYLES, FACILITIES, TAGS, TAG_GROUPS } from './seed/taxonomy-data';
import { SHOPPING_MALLS, TRANSIT_LINES, TRANSIT_STATIONS } from './seed/transit-data';

export interface SeedOptions {
  /** "Today" in Asia/Bangkok (YYYY-MM-DD) that seeded dates are relative to; default: the real today. */
  today?: string;
}

/** A lock id only the seed takes, so two processes starting on one PostgreSQL seed once. */
const SEED_LOCK = 7_242_001;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK = 500;

/**
 * Seeds the catalogue when it is empty (no restaurants), in one transaction. Deterministic: the same
 * `today` gives the same rows (server/db/seed/build-catalogue.ts).
 */
export async function seedIfEmpty(db: Database, opts: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const today = opts.today ?? bangkokDate(new Date());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(restaurants);
    if ((existing?.n ?? 0) > 0) {
      // A database seeded before these tables existed still gets them.
      await seedReferenceTables(tx);
      return { seeded: false };
    }

    const rows = buildCatalogue(today);
    const steps: [PgTable, readonly object[]][] = [
      [countries, COUNTRIES],
      [cities, CITIES],
      [locations, LOCATIONS],
      [ipLocations, IP_LOCATIONS],
      [cuisines, CUISINES],
      [diningStyles, DINING_STYLES],
      [facilities, FACILITIES],
      [tagGroups, TAG_GROUPS],
      [tags, TAGS],
      [transitLines, TRANSIT_LINES],
      [transitStations, TRANSIT_STATIONS],
      [shoppingMalls, SHOPPING_MALLS],
      [branches, BRANCHES],
      [restaurants, rows.restaurants],
      [restaurantCuisines, rows.restaurantCuisines],
      [restaurantLocations, rows.restaurantLocations],
      [restaurantFacilities, rows.restaurantFacilities],
      [restaurantDiningStyles, rows.restaurantDiningStyles],
      [restaurantTags, rows.restaurantTags],
      [pictures, rows.pictures],
      [reviews, rows.reviews],
      [openingHours, rows.openingHours],
      [packages, withPrepayment(rows.packages)],
      [pricingRules, rows.pricingRules],
      [menuSections, rows.menuSections],
      [menus, rows.menus],
      [inventories, rows.inventories],
      [homeSections, rows.homeSections],
      [homeSectionRestaurants, rows.homeSectionRestaurants],
      [banners, rows.banners],
      [groupLandingPages, rows.groupLandingPages],
    ];
    for (const [table, list] of steps) {
      for (let i = 0; i < list.length; i += CHUNK) {
        await tx.insert(table).values(list.slice(i, i + CHUNK));
      }
    }
    // Ids were given explicitly (tests and links rely on them): move identity sequences past them.
    for (const name of IDENTITY_TABLES) await resetSequence(tx, name);
    await seedReferenceTables(tx);
    return { seeded: true };
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function resetSequence(tx: Tx, name: string): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
  );
}

/** Small reference tables (dining occasions, places, corporate events), each filled when it is empty. */
async function seedReferenceTables(tx: Tx): Promise<void> {
  const tables: [PgTable, string | null, readonly object[]][] = [
    [diningOccasions, 'dining_occasions', DINING_OCCASIONS],
    [places, 'places', PLACES],
    // Booking (issue 4): corporate events, also added to databases seeded before they existed.
    [corporateEvents, 'corporate_events', CORPORATE_EVENTS],
    [corporateEventPackages, null, CORPORATE_EVENT_PACKAGES],
  ];
  for (const [table, name, list] of tables) {
    const [row] = await tx.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) continue;
    await tx.insert(table).values([...list]);
    if (name) await resetSequence(tx, name);
  }
}

const IDENTITY_TABLES = [
  'cities',
  'locations',
  'ip_locations',
  'cuisines',
  'dining_styles',
  'facilities',
  'tag_groups',
  'tags',
  'transit_lines',
  'transit_stations',
  'shopping_malls',
  'branches',
  'restaurants',
  'pictures',
  'reviews',
  'opening_hours',
  'packages',
  'pricing_rules',
  'menu_sections',
  'menus',
  'inventories',
  'home_sections',
  'banners',
  'group_landing_pages',
] as const;
