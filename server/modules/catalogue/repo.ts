import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, ipLocations } from '../../db/schema/geo';
import { banners, homeSectionRestaurants, homeSections } from '../../db/schema/home';
import { packages } from '../../db/schema/packages';
import { pictures } from '../../db/schema/restaurant-content';
import { restaurants } from '../../db/schema/restaurants';
import { SERVICE_TYPE_CODES } from './search-repo';

export type CityRow = typeof cities.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type HomeSectionRow = typeof homeSections.$inferSelect;

export async function listCities(db: Database): Promise<CityRow[]> {
  return db.select().from(cities).orderBy(asc(cities.position), asc(cities.id));
}

export async function findCity(db: Database, id: number): Promise<CityRow | undefined> {
  const [row] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return row;
}

export async function findCountry(
  db: Database,
  id: number,
): Promise<typeof countries.$inferSelect | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row;
}

/**
 * Active restaurants of a city per service, with the search's meaning of `service_type`
 * (SERVICE_TYPE_CODES): dine in (ayce, bfp, pp, hs, sm), delivery (hah), experience (xp), so a tab's
 * count equals the total its search finds. Packages must be bookable and not expired by `today`.
 */
export async function countServiceTypes(
  db: Database,
  cityId: number,
  today: string,
): Promise<{ dineIn: number; delivery: number; experience: number }> {
  const of = (codes: readonly string[]) =>
    sql<number>`count(distinct ${restaurants.id}) filter (where ${inArray(packages.typeCode, [...codes])})`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      dineIn: of(SERVICE_TYPE_CODES.dine_in),
      delivery: of(SERVICE_TYPE_CODES.delivery),
      experience: of(SERVICE_TYPE_CODES.experience),
    })
    .from(restaurants)
    .innerJoin(packages, eq(packages.restaurantId, restaurants.id))
    .where(
      and(
        eq(restaurants.cityId, cityId),
        eq(restaurants.isActive, true),
        eq(packages.isBookable, true),
        or(isNull(packages.expiryDate), gte(packages.expiryDate, today)),
      ),
    );
  return { dineIn: row?.dineIn ?? 0, delivery: row?.delivery ?? 0, experience: row?.experience ?? 0 };
}

/** The seeded range holding this IPv4 address (as a number), if any. */
export async function findIpLocation(
  db: Database,
  ip: number,
): Promise<{ countryId: number; cityId: number } | undefined> {
  const [row] = await db
    .select({ countryId: ipLocations.countryId, cityId: ipLocations.cityId })
    .from(ipLocations)
    .where(and(lte(ipLocations.rangeStart, ip), gte(ipLocations.rangeEnd, ip)))
    .orderBy(asc(ipLocations.rangeEnd))
    .limit(1);
  return row;
}

export async function listHomeSections(
  db: Database,
  cityId: number,
): Promise<
  {
    section: HomeSectionRow;
    items: { restaurantId: number; customTextEn: string | null; customTextTh: string | null }[];
  }[]
> {
  const sections = await db
    .select()
    .from(homeSections)
    .where(and(eq(homeSections.cityId, cityId), eq(homeSections.isActive, true)))
    .orderBy(asc(homeSections.position), asc(homeSections.id));
  if (sections.length === 0) return [];
  const items = await db
    .select({
      sectionId: homeSectionRestaurants.sectionId,
      restaurantId: homeSectionRestaurants.restaurantId,
      customTextEn: homeSectionRestaurants.customTextEn,
      customTextTh: homeSectionRestaurants.customTextTh,
    })
    .from(homeSectionRestaurants)
    .where(
      inArray(
        homeSectionRestaurants.sectionId,
        sections.map((s) => s.id),
      ),
    )
    .orderBy(asc(homeSectionRestaurants.position), asc(homeSectionRestaurants.restaurantId));
  return sections.map((section) => ({
    section,
    items: items.filter((i) => i.sectionId === section.id),
  }));
}

/**
 * Banners of a city (and the ones shown everywhere). With tag ids: banners tied to any of those
 * restaurant tags; without: the home banners (tied to no tag).
 */
export async function listBanners(
  db: Database,
  cityId: number,
  tagIds: readonly number[] | null,
): Promise<BannerRow[]> {
  const tagFilter =
    tagIds && tagIds.length > 0
      ? sql`${banners.restaurantTagIds} && ${sql.raw(`ARRAY[${tagIds.filter(Number.isSafeInteger).join(',')}]`)}::integer[]`
      : sql`cardinality(${banners.restaurantTagIds}) = 0`;
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.isActive, true), or(eq(banners.cityId, cityId), isNull(banners.cityId)), tagFilter))
    .orderBy(asc(banners.orderNumber), asc(banners.id));
}

export interface PictureArt {
  id: number;
  kind: string;
  artSeed: number;
  title: string;
}

/** What the renderer needs to draw a restaurant picture. */
export async function findPictureArt(db: Database, id: number): Promise<PictureArt | undefined> {
  const [row] = await db
    .select({ id: pictures.id, kind: pictures.kind, artSeed: pictures.artSeed, title: restaurants.nameEn })
    .from(pictures)
    .innerJoin(restaurants, eq(restaurants.id, pictures.restaurantId))
    .where(eq(pictures.id, id))
    .limit(1);
  return row;
}

export async function findBanner(db: Database, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row;
}
