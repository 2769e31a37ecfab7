import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, groupLandingPages } from '../../db/schema/home';
import { diningOccasions, places } from '../../db/schema/reference';
import { restaurantTags } from '../../db/schema/restaurant-links';
import { restaurants } from '../../db/schema/restaurants';
import { facilities, tagGroups, tags } from '../../db/schema/taxonomy';

export type TagGroupRow = typeof tagGroups.$inferSelect;
export type TagRow = typeof tags.$inferSelect & { totalRestaurants: number };
export type LandingPageRow = typeof groupLandingPages.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;

export async function listTagGroups(
  db: Database,
  page: { size: number; number: number },
): Promise<{ rows: TagGroupRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tagGroups)
      .orderBy(asc(tagGroups.position), asc(tagGroups.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ n: count() }).from(tagGroups),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTagGroup(db: Database, id: number): Promise<TagGroupRow | undefined> {
  const [row] = await db.select().from(tagGroups).where(eq(tagGroups.id, id)).limit(1);
  return row;
}

/** Tags of the groups, each with how many active restaurants carry it, in display order. */
export async function tagsOfGroups(db: Database, groupIds: readonly number[]): Promise<TagRow[]> {
  if (groupIds.length === 0) return [];
  const counts = db
    .select({ tagId: restaurantTags.tagId, n: count().as('n') })
    .from(restaurantTags)
    .innerJoin(
      restaurants,
      and(eq(restaurants.id, restaurantTags.restaurantId), eq(restaurants.isActive, true)),
    )
    .groupBy(restaurantTags.tagId)
    .as('counts');
  const rows = await db
    .select({ tag: tags, n: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(tags)
    .leftJoin(counts, eq(counts.tagId, tags.id))
    .where(inArray(tags.tagGroupId, [...groupIds]))
    .orderBy(asc(tags.position), asc(tags.id));
  return rows.map((r) => ({ ...r.tag, totalRestaurants: r.n }));
}

export async function findTag(db: Database, id: number): Promise<typeof tags.$inferSelect | undefined> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id)).limit(1);
  return row;
}

export async function listLandingPages(db: Database): Promise<LandingPageRow[]> {
  return db.select().from(groupLandingPages).orderBy(asc(groupLandingPages.id));
}

/** By numeric id or by slug. */
export async function findLandingPage(db: Database, key: string): Promise<LandingPageRow | undefined> {
  const byId = /^\d{1,9}$/.test(key);
  const [row] = await db
    .select()
    .from(groupLandingPages)
    .where(
      byId
        ? or(eq(groupLandingPages.id, Number(key)), eq(groupLandingPages.slug, key))
        : eq(groupLandingPages.slug, key),
    )
    .limit(1);
  return row;
}

export async function listFacilities(db: Database): Promise<(typeof facilities.$inferSelect)[]> {
  return db.select().from(facilities).orderBy(asc(facilities.id));
}

export async function listDiningOccasions(db: Database): Promise<(typeof diningOccasions.$inferSelect)[]> {
  return db.select().from(diningOccasions).orderBy(asc(diningOccasions.position), asc(diningOccasions.id));
}

/**
 * The nearest place to a point within `maxKm`: a bounding box on (lat, lng) first (places_lat_lng_idx),
 * then the exact great-circle distance.
 */
export async function nearestPlace(
  db: Database,
  lat: number,
  lng: number,
  maxKm: number,
): Promise<{ place: PlaceRow; distanceKm: number } | undefined> {
  const dLat = maxKm / 111.32;
  const dLng = maxKm / (111.32 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  const distance = sql<number>`(2 * 6371 * asin(least(1, sqrt(
      power(sin(radians(${places.lat} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${places.lat})) * power(sin(radians(${places.lng} - ${lng}) / 2), 2)
    ))))`;
  const [row] = await db
    .select({ place: places, d: sql<number>`${distance}`.mapWith(Number) })
    .from(places)
    .where(
      sql`${places.lat} between ${lat - dLat} and ${lat + dLat} and ${places.lng} between ${lng - dLng} and ${lng + dLng}
        and ${distance} <= ${maxKm}`,
    )
    .orderBy(sql`${distance} asc`, asc(places.id))
    .limit(1);
  return row ? { place: row.place, distanceKm: row.d } : undefined;
}

/** Every active banner of a city and the global ones (home and tag banners alike), by orderNumber. */
export async function listPromotions(db: Database, cityId: number): Promise<(typeof banners.$inferSelect)[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.isActive, true), or(eq(banners.cityId, cityId), isNull(banners.cityId))))
    .orderBy(asc(banners.orderNumber), asc(banners.id));
}
