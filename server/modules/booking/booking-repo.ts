import { and, asc, eq, inArray } from 'drizzle-orm';
import { INT4_MAX } from '@/contract/fields';
import type { Database } from '../../db/client';
import { menuSections, menus, packages, pricingRules } from '../../db/schema/packages';
import { openingHours } from '../../db/schema/restaurant-content';
import { restaurants } from '../../db/schema/restaurants';

type Db = Database;

export type RestaurantRow = Pick<
  typeof restaurants.$inferSelect,
  | 'id'
  | 'slug'
  | 'nameEn'
  | 'nameTh'
  | 'currency'
  | 'lat'
  | 'lng'
  | 'isActive'
  | 'isAllowBooking'
  | 'isEnableBigGroup'
  | 'isRecordGuest'
  | 'daysInAdvance'
>;

/**
 * By numeric id or slug (the availability paths accept either, like the detail page). Digits past the
 * integer column (99999999999999999999) name no restaurant: null, never a query the database refuses
 * (tests/server/booking/availability.test.ts).
 */
export async function findRestaurant(db: Db, key: string | number): Promise<RestaurantRow | null> {
  const byId = typeof key === 'number' || /^\d+$/.test(key);
  if (byId && !(Number.isInteger(Number(key)) && Number(key) >= 1 && Number(key) <= INT4_MAX)) return null;
  const [row] = await db
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      nameEn: restaurants.nameEn,
      nameTh: restaurants.nameTh,
      currency: restaurants.currency,
      lat: restaurants.lat,
      lng: restaurants.lng,
      isActive: restaurants.isActive,
      isAllowBooking: restaurants.isAllowBooking,
      isEnableBigGroup: restaurants.isEnableBigGroup,
      isRecordGuest: restaurants.isRecordGuest,
      daysInAdvance: restaurants.daysInAdvance,
    })
    .from(restaurants)
    .where(byId ? eq(restaurants.id, Number(key)) : eq(restaurants.slug, String(key)))
    .limit(1);
  return row ?? null;
}

/** Weekdays (0 = Sunday) the restaurant opens. */
export async function openWeekdays(db: Db, restaurantId: number): Promise<Set<number>> {
  const rows = await db
    .select({ weekday: openingHours.weekday })
    .from(openingHours)
    .where(eq(openingHours.restaurantId, restaurantId));
  return new Set(rows.map((r) => r.weekday));
}

export type PackageRow = typeof packages.$inferSelect;

export async function restaurantPackages(db: Db, restaurantId: number): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(eq(packages.restaurantId, restaurantId))
    .orderBy(asc(packages.position), asc(packages.id));
}

export interface PricingRows {
  rules: (typeof pricingRules.$inferSelect)[];
  sections: (typeof menuSections.$inferSelect)[];
  menus: (typeof menus.$inferSelect)[];
}

/** Rules, sections and menus of the packages (what priceBooking needs). */
export async function loadPricingRows(db: Db, packageIds: readonly number[]): Promise<PricingRows> {
  const ids = [...packageIds];
  const [rules, sections] = await Promise.all([
    db
      .select()
      .from(pricingRules)
      .where(inArray(pricingRules.packageId, ids))
      .orderBy(asc(pricingRules.position)),
    db
      .select()
      .from(menuSections)
      .where(inArray(menuSections.packageId, ids))
      .orderBy(asc(menuSections.position)),
  ]);
  const sectionIds = sections.map((s) => s.id);
  const menuRows =
    sectionIds.length === 0
      ? []
      : await db
          .select()
          .from(menus)
          .where(inArray(menus.sectionId, sectionIds))
          .orderBy(asc(menus.position));
  return { rules, sections, menus: menuRows };
}

export async function packagesOf(
  db: Db,
  restaurantId: number,
  ids: readonly number[],
): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.restaurantId, restaurantId), inArray(packages.id, [...ids])));
}
