import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { INT4_MAX } from '@/contract/fields';
import type { Database } from '../../db/client';
import { cities, locations } from '../../db/schema/geo';
import { menuSections, menus, packages, pricingRules } from '../../db/schema/packages';
import { pictures, reviews } from '../../db/schema/restaurant-content';
import {
  restaurantCuisines,
  restaurantDiningStyles,
  restaurantFacilities,
  restaurantLocations,
  restaurantTags,
} from '../../db/schema/restaurant-links';
import { restaurants } from '../../db/schema/restaurants';
import { cuisines, diningStyles, facilities, tagGroups, tags } from '../../db/schema/taxonomy';

export type RestaurantRow = typeof restaurants.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;
export type PricingRuleRow = typeof pricingRules.$inferSelect;
export type MenuSectionRow = typeof menuSections.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;

export interface Named {
  id: number;
  nameEn: string;
  nameTh: string;
}

/**
 * An active restaurant by numeric id or by slug. Digits past the integer column are looked up as a
 * slug (none has that form): not found, never a query the database refuses.
 */
export async function findRestaurant(db: Database, key: string): Promise<RestaurantRow | undefined> {
  const byId = /^\d{1,10}$/.test(key) && Number(key) <= INT4_MAX;
  const [row] = await db
    .select()
    .from(restaurants)
    .where(and(byId ? eq(restaurants.id, Number(key)) : eq(restaurants.slug, key), eq(restaurants.isActive, true)))
    .limit(1);
  return row;
}

export interface DetailExtras {
  cityName: { en: string; th: string };
  cuisines: (Named & { isPrimary: boolean })[];
  locations: (Named & { isPrimary: boolean })[];
  diningStyles: Named[];
  facilities: Named[];
  tags: Named[];
  pictures: { id: number; kind: string; captionEn: string; captionTh: string }[];
  packages: PackageRow[];
  rules: PricingRuleRow[];
  sections: MenuSectionRow[];
  menus: MenuRow[];
}

/** Everything of the detail page beyond the card, in a fixed number of queries. */
export async function loadDetailExtras(db: Database, r: RestaurantRow): Promise<DetailExtras> {
  const id = r.id;
  const [city, cuisineRows, locationRows, styleRows, facilityRows, tagRows, pictureRows, packageRows] =
    await Promise.all([
      db.select({ en: cities.nameEn, th: cities.nameTh }).from(cities).where(eq(cities.id, r.cityId)),
      db
        .select({ id: cuisines.id, nameEn: cuisines.nameEn, nameTh: cuisines.nameTh, isPrimary: restaurantCuisines.isPrimary })
        .from(restaurantCuisines)
        .innerJoin(cuisines, eq(cuisines.id, restaurantCuisines.cuisineId))
        .where(eq(restaurantCuisines.restaurantId, id))
        .orderBy(desc(restaurantCuisines.isPrimary), asc(cuisines.id)),
      db
        .select({ id: locations.id, nameEn: locations.nameEn, nameTh: locations.nameTh, isPrimary: restaurantLocations.isPrimary })
        .from(restaurantLocations)
        .innerJoin(locations, eq(locations.id, restaurantLocations.locationId))
        .where(eq(restaurantLocations.restaurantId, id))
        .orderBy(desc(restaurantLocations.isPrimary), asc(locations.id)),
      db
        .select({ id: diningStyles.id, nameEn: diningStyles.nameEn, nameTh: diningStyles.nameTh })
        .from(restaurantDiningStyles)
        .innerJoin(diningStyles, eq(diningStyles.id, restaurantDiningStyles.diningStyleId))
        .where(eq(restaurantDiningStyles.restaurantId, id))
        .orderBy(desc(restaurantDiningStyles.isPrimary), asc(diningStyles.id)),
      db
        .select({ id: facilities.id, nameEn: facilities.nameEn, nameTh: facilities.nameTh })
        .from(restaurantFacilities)
        .innerJoin(facilities, eq(facilities.id, restaurantFacilities.facilityId))
        .where(eq(restaurantFacilities.restaurantId, id))
        .orderBy(desc(restaurantFacilities.isPrimary), asc(facilities.id)),
      db
        .select({ id: tags.id, nameEn: tags.nameEn, nameTh: tags.nameTh })
        .from(restaurantTags)
        .innerJoin(tags, eq(tags.id, restaurantTags.tagId))
        .innerJoin(tagGroups, eq(tagGroups.id, tags.tagGroupId))
        .where(eq(restaurantTags.restaurantId, id))
        .orderBy(asc(tagGroups.position), asc(tags.position), asc(tags.id)),
      db
        .select({ id: pictures.id, kind: pictures.kind, captionEn: pictures.captionEn, captionTh: pictures.captionTh })
        .from(pictures)
        .where(eq(pictures.restaurantId, id))
        .orderBy(sql`case ${pictures.kind} when 'cover' then 0 when 'gallery' then 1 else 2 end`, asc(pictures.position), asc(pictures.id)),
      db.select().from(packages).where(eq(packages.restaurantId, id)).orderBy(asc(packages.position), asc(packages.id)),
    ]);
  const packageIds = packageRows.map((p) => p.id);
  const [rules, sections] =
    packageIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(pricingRules)
            .where(inArray(pricingRules.packageId, packageIds))
            .orderBy(asc(pricingRules.position), asc(pricingRules.id)),
          db
            .select()
            .from(menuSections)
            .where(inArray(menuSections.packageId, packageIds))
            .orderBy(asc(menuSections.position), asc(menuSections.id)),
        ]);
  const menuRows =
    sections.length === 0
      ? []
      : await db
          .select()
          .from(menus)
          .where(inArray(menus.sectionId, sections.map((s) => s.id)))
          .orderBy(asc(menus.position), asc(menus.id));
  return {
    cityName: city[0] ?? { en: '', th: '' },
    cuisines: cuisineRows,
    locations: locationRows,
    diningStyles: styleRows,
    facilities: facilityRows,
    tags: tagRows,
    pictures: pictureRows,
    packages: packageRows,
    rules,
    sections,
    menus: menuRows,
  };
}

/** A page of a restaurant's reviews (newest first), the total, and how many reviews gave each star. */
export async function loadReviews(
  db: Database,
  restaurantId: number,
  page: { size: number; number: number },
): Promise<{ rows: (typeof reviews.$inferSelect)[]; stars: Map<number, number> }> {
  const [rows, starRows] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.restaurantId, restaurantId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ score: reviews.score, n: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(eq(reviews.restaurantId, restaurantId))
      .groupBy(reviews.score),
  ]);
  return { rows, stars: new Map(starRows.map((s) => [s.score, s.n])) };
}
