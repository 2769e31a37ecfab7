import { and, asc, countDistinct, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema/geo';
import {
  restaurantCuisines,
  restaurantDiningStyles,
  restaurantFacilities,
  restaurantLocations,
} from '../../db/schema/restaurant-links';
import { restaurants } from '../../db/schema/restaurants';
import { cuisines, diningStyles, facilities } from '../../db/schema/taxonomy';
import { shoppingMalls, transitLines, transitStations } from '../../db/schema/transit';

export interface SuggestionRow {
  id: number;
  nameEn: string;
  nameTh: string;
  total: number;
}

/** Case-insensitive substring of the English or the Thai name (LIKE wildcards in the text are literal). */
export function nameMatches(en: AnyColumn, th: AnyColumn, text: string): SQL {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return sql`(lower(${en}) like ${pattern} or lower(${th}) like ${pattern})`;
}

const inCity = (cityId: number): SQL | undefined =>
  and(eq(restaurants.cityId, cityId), eq(restaurants.isActive, true));

type LinkTable = typeof restaurantCuisines | typeof restaurantDiningStyles | typeof restaurantFacilities;
type NamedTable = typeof cuisines | typeof diningStyles | typeof facilities;

/** Cuisines, dining styles or facilities matching the text, with their restaurant count in the city. */
async function viaLink(
  db: Database,
  table: NamedTable,
  link: LinkTable,
  linkColumn: PgColumn,
  text: string,
  cityId: number,
  limit: number,
): Promise<SuggestionRow[]> {
  const total = countDistinct(restaurants.id);
  return db
    .select({ id: table.id, nameEn: table.nameEn, nameTh: table.nameTh, total })
    .from(table)
    .innerJoin(link, eq(linkColumn, table.id))
    .innerJoin(restaurants, and(eq(restaurants.id, link.restaurantId), inCity(cityId)))
    .where(nameMatches(table.nameEn, table.nameTh, text))
    .groupBy(table.id)
    .orderBy(desc(total), asc(table.id))
    .limit(limit);
}

export function cuisineSuggestions(db: Database, text: string, cityId: number, limit: number) {
  return viaLink(db, cuisines, restaurantCuisines, restaurantCuisines.cuisineId, text, cityId, limit);
}

export function diningStyleSuggestions(db: Database, text: string, cityId: number, limit: number) {
  return viaLink(db, diningStyles, restaurantDiningStyles, restaurantDiningStyles.diningStyleId, text, cityId, limit);
}

export function facilitySuggestions(db: Database, text: string, cityId: number, limit: number) {
  return viaLink(db, facilities, restaurantFacilities, restaurantFacilities.facilityId, text, cityId, limit);
}

export async function locationSuggestions(
  db: Database,
  text: string,
  cityId: number,
  limit: number,
): Promise<SuggestionRow[]> {
  const total = countDistinct(restaurants.id);
  return db
    .select({ id: locations.id, nameEn: locations.nameEn, nameTh: locations.nameTh, total })
    .from(locations)
    .innerJoin(restaurantLocations, eq(restaurantLocations.locationId, locations.id))
    .innerJoin(restaurants, and(eq(restaurants.id, restaurantLocations.restaurantId), inCity(cityId)))
    .where(nameMatches(locations.nameEn, locations.nameTh, text))
    .groupBy(locations.id)
    .orderBy(desc(total), asc(locations.id))
    .limit(limit);
}

export async function mallSuggestions(
  db: Database,
  text: string,
  cityId: number,
  limit: number,
): Promise<SuggestionRow[]> {
  const total = countDistinct(restaurants.id);
  return db
    .select({ id: shoppingMalls.id, nameEn: shoppingMalls.nameEn, nameTh: shoppingMalls.nameTh, total })
    .from(shoppingMalls)
    .innerJoin(restaurants, and(eq(restaurants.shoppingMallId, shoppingMalls.id), inCity(cityId)))
    .where(nameMatches(shoppingMalls.nameEn, shoppingMalls.nameTh, text))
    .groupBy(shoppingMalls.id)
    .orderBy(desc(total), asc(shoppingMalls.id))
    .limit(limit);
}

/** Stations of the BTS or MRT lines whose name (or whose line's name) matches, with the restaurants near them. */
export async function stationSuggestions(
  db: Database,
  system: 'BTS' | 'MRT',
  text: string,
  cityId: number,
  limit: number,
): Promise<SuggestionRow[]> {
  const total = countDistinct(restaurants.id);
  return db
    .select({ id: transitStations.id, nameEn: transitStations.nameEn, nameTh: transitStations.nameTh, total })
    .from(transitStations)
    .innerJoin(transitLines, eq(transitLines.id, transitStations.lineId))
    .innerJoin(restaurants, and(eq(restaurants.transitStationId, transitStations.id), inCity(cityId)))
    .where(
      and(
        eq(transitLines.system, system),
        sql`(${nameMatches(transitStations.nameEn, transitStations.nameTh, text)} or ${nameMatches(transitLines.nameEn, transitLines.nameTh, text)} or lower(${transitStations.code}) = ${text.toLowerCase()})`,
      ),
    )
    .groupBy(transitStations.id)
    .orderBy(desc(total), asc(transitStations.id))
    .limit(limit);
}

export interface RestaurantSuggestionRow {
  id: number;
  nameEn: string;
  nameTh: string;
  slug: string;
  branchId: number | null;
  isAds: boolean;
  branchSize: number;
}

/** Restaurants of the city by name; ads first (by their position), then the most booked. */
export async function restaurantSuggestions(
  db: Database,
  text: string,
  cityId: number,
  limit: number,
): Promise<RestaurantSuggestionRow[]> {
  return db
    .select({
      id: restaurants.id,
      nameEn: restaurants.nameEn,
      nameTh: restaurants.nameTh,
      slug: restaurants.slug,
      branchId: restaurants.branchId,
      isAds: restaurants.isAds,
      branchSize: sql<number>`case when ${restaurants.branchId} is null then 1 else (
        select count(*) from ${restaurants} b where b.branch_id = ${restaurants.branchId} and b.is_active) end`.mapWith(
        Number,
      ),
    })
    .from(restaurants)
    .where(and(inCity(cityId), nameMatches(restaurants.nameEn, restaurants.nameTh, text)))
    .orderBy(desc(restaurants.isAds), sql`${restaurants.adPosition} asc nulls last`, desc(restaurants.totalCovers), asc(restaurants.id))
    .limit(limit);
}
