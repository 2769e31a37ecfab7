import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { homeSectionRestaurants, homeSections } from '../../db/schema/home';
import { packages } from '../../db/schema/packages';
import { restaurantCuisines, restaurantLocations, restaurantTags } from '../../db/schema/restaurant-links';
import { branches, restaurants } from '../../db/schema/restaurants';

/** Restaurant ids of a list page, in order, and how many the whole list holds. */
export interface IdPage {
  ids: number[];
  total: number;
}

export interface Page {
  size: number;
  number: number;
}

/** A restaurant counts as "new" below this many reviews. */
export const NEW_MAX_REVIEWS = 5;

const active = eq(restaurants.isActive, true);

/**
 * The outer row's id in a correlated subquery, always table-qualified: drizzle renders a column of a
 * single-table select unqualified ("id"), which inside the subquery would name the inner table's id.
 */
const OUTER_ID = sql.raw('"restaurants"."id"');

/** Ids of one page plus the total, in one query (count(*) over ()). */
async function pageOfIds(db: Database, where: SQL | undefined, order: SQL[], page: Page): Promise<IdPage> {
  const rows = await db
    .select({ id: restaurants.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(restaurants)
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  // Past the last page: still report the total.
  const [row] = await db.select({ n: count() }).from(restaurants).where(where);
  return { ids: [], total: row?.n ?? 0 };
}

/** A bookable package that has not expired on `day` (YYYY-MM-DD). */
function bookableOn(day: string): SQL {
  return sql`exists (select 1 from packages p where p.restaurant_id = ${OUTER_ID}
    and p.is_bookable and (p.expiry_date is null or p.expiry_date >= ${day}))`;
}

/**
 * Similar restaurants: same city, sharing a cuisine or a location with `restaurantId`, bookable on
 * `day`, itself excluded. Most shared first (cuisine and location), then best reviewed.
 */
export async function similarIds(
  db: Database,
  r: { id: number; cityId: number },
  day: string,
  page: Page,
): Promise<IdPage> {
  const sharesCuisine = sql`exists (select 1 from ${restaurantCuisines} rc where rc.restaurant_id = ${OUTER_ID}
    and rc.cuisine_id in (select own.cuisine_id from ${restaurantCuisines} own where own.restaurant_id = ${r.id}))`;
  const sharesLocation = sql`exists (select 1 from ${restaurantLocations} rl where rl.restaurant_id = ${OUTER_ID}
    and rl.location_id in (select own.location_id from ${restaurantLocations} own where own.restaurant_id = ${r.id}))`;
  return pageOfIds(
    db,
    and(
      active,
      eq(restaurants.cityId, r.cityId),
      ne(restaurants.id, r.id),
      or(sharesCuisine, sharesLocation),
      bookableOn(day),
    ),
    [
      sql`(case when ${sharesCuisine} then 1 else 0 end + case when ${sharesLocation} then 1 else 0 end) desc`,
      desc(restaurants.reviewsScore),
      desc(restaurants.reviewsCount),
      asc(restaurants.id),
    ],
    page,
  );
}

/** Great-circle km from a point, in SQL (same formula as src/domain/geo/haversine.ts). */
export function distanceKmSql(lat: number, lng: number): SQL<number> {
  return sql<number>`(2 * 6371 * asin(least(1, sqrt(
      power(sin(radians(${restaurants.lat} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${restaurants.lat})) * power(sin(radians(${restaurants.lng} - ${lng}) / 2), 2)
    ))))`;
}

/** The nearest active restaurants of the same city, itself excluded, with their distance in km. */
export async function aroundIds(
  db: Database,
  r: { id: number; cityId: number; lat: number; lng: number },
  limit: number,
): Promise<{ id: number; distanceKm: number }[]> {
  const distance = distanceKmSql(r.lat, r.lng);
  const rows = await db
    .select({ id: restaurants.id, d: sql<number>`${distance}`.mapWith(Number) })
    .from(restaurants)
    .where(and(active, eq(restaurants.cityId, r.cityId), ne(restaurants.id, r.id)))
    .orderBy(sql`${distance} asc`, asc(restaurants.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, distanceKm: row.d }));
}

/** Restaurants of a city's featured home sections (section order, then item order), once each. */
export async function featuredEntries(
  db: Database,
  cityId: number,
): Promise<{ restaurantId: number; customTextEn: string | null; customTextTh: string | null }[]> {
  const rows = await db
    .select({
      restaurantId: homeSectionRestaurants.restaurantId,
      customTextEn: homeSectionRestaurants.customTextEn,
      customTextTh: homeSectionRestaurants.customTextTh,
    })
    .from(homeSectionRestaurants)
    .innerJoin(homeSections, eq(homeSections.id, homeSectionRestaurants.sectionId))
    .innerJoin(restaurants, eq(restaurants.id, homeSectionRestaurants.restaurantId))
    .where(
      and(
        eq(homeSections.cityId, cityId),
        eq(homeSections.sectionType, 'featured_restaurants'),
        eq(homeSections.isActive, true),
        active,
      ),
    )
    .orderBy(asc(homeSections.position), asc(homeSectionRestaurants.position));
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.restaurantId) && seen.add(row.restaurantId));
}

/** top: reviewed (≥ 5 reviews) by score then count; new: fewer reviews, newest first. */
export async function topOrNewIds(
  db: Database,
  cityId: number,
  kind: 'top' | 'new',
  page: Page,
): Promise<IdPage> {
  const inCity = and(active, eq(restaurants.cityId, cityId));
  return kind === 'top'
    ? pageOfIds(
        db,
        and(inCity, gte(restaurants.reviewsCount, NEW_MAX_REVIEWS)),
        [desc(restaurants.reviewsScore), desc(restaurants.reviewsCount), asc(restaurants.id)],
        page,
      )
    : pageOfIds(
        db,
        and(inCity, sql`${restaurants.reviewsCount} < ${NEW_MAX_REVIEWS}`),
        [desc(restaurants.createdAt), asc(restaurants.id)],
        page,
      );
}

/** Restaurants carrying any of the tags (optionally in one city), best reviewed first. */
export async function taggedIds(
  db: Database,
  tagIds: readonly number[],
  cityId: number | undefined,
  page: Page,
): Promise<IdPage> {
  if (tagIds.length === 0) return { ids: [], total: 0 };
  const tagged = inArray(
    restaurants.id,
    db
      .select({ id: restaurantTags.restaurantId })
      .from(restaurantTags)
      .where(inArray(restaurantTags.tagId, [...tagIds])),
  );
  return pageOfIds(
    db,
    and(active, tagged, cityId === undefined ? undefined : eq(restaurants.cityId, cityId)),
    [desc(restaurants.reviewsScore), desc(restaurants.reviewsCount), asc(restaurants.id)],
    page,
  );
}

/** Every active restaurant of the branches, by branch then name. */
export async function branchRestaurantIds(db: Database, branchIds: readonly number[]): Promise<number[]> {
  if (branchIds.length === 0) return [];
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(active, inArray(restaurants.branchId, [...branchIds])))
    .orderBy(asc(restaurants.branchId), asc(restaurants.nameEn), asc(restaurants.id));
  return rows.map((r) => r.id);
}

export async function findBranch(
  db: Database,
  id: number,
): Promise<typeof branches.$inferSelect | undefined> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id)).limit(1);
  return row;
}

/** Active restaurants of the same branch as `branchId` with their location (for the nearest branch). */
export async function branchMembers(
  db: Database,
  branchId: number,
): Promise<{ id: number; lat: number; lng: number }[]> {
  return db
    .select({ id: restaurants.id, lat: restaurants.lat, lng: restaurants.lng })
    .from(restaurants)
    .where(and(active, eq(restaurants.branchId, branchId)));
}

/** Restaurants (active) with their position, currency and whether they deliver today. */
export async function deliveryCandidates(
  db: Database,
  ids: readonly number[],
  day: string,
): Promise<{ id: number; lat: number; lng: number; currency: string; delivers: boolean }[]> {
  if (ids.length === 0) return [];
  const [rows, delivering] = await Promise.all([
    db
      .select({
        id: restaurants.id,
        lat: restaurants.lat,
        lng: restaurants.lng,
        currency: restaurants.currency,
      })
      .from(restaurants)
      .where(and(active, inArray(restaurants.id, [...ids]))),
    db
      .selectDistinct({ id: packages.restaurantId })
      .from(packages)
      .where(
        and(
          inArray(packages.restaurantId, [...ids]),
          eq(packages.isBookable, true),
          or(eq(packages.isDelivery, true), eq(packages.typeCode, 'hah')),
          or(isNull(packages.expiryDate), gte(packages.expiryDate, day)),
        ),
      ),
  ]);
  const delivers = new Set(delivering.map((d) => d.id));
  return rows.map((r) => ({ ...r, delivers: delivers.has(r.id) }));
}
