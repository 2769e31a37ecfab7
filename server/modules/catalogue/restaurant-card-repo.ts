import { and, asc, count, eq, gte, inArray, isNull, min, or } from 'drizzle-orm';
import type { PackageTypeCode, PricingType } from '@/contract/catalogue';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema/geo';
import { packages, pricingRules } from '../../db/schema/packages';
import { openingHours, pictures } from '../../db/schema/restaurant-content';
import { restaurantCuisines, restaurantLocations, restaurantTags } from '../../db/schema/restaurant-links';
import { restaurants } from '../../db/schema/restaurants';
import { cuisines, tagGroups, tags } from '../../db/schema/taxonomy';
import { asCurrency } from './money';
import type { RestaurantCardSource } from './restaurant-card';

/**
 * Loads card sources for the given restaurant ids in a fixed number of queries (no N+1), whatever
 * the count. `today` (YYYY-MM-DD, Asia/Bangkok) decides which packages have expired. Inactive or
 * unknown ids are left out of the map.
 */
export async function loadRestaurantCardSources(
  db: Database,
  ids: readonly number[],
  today: string,
): Promise<Map<number, RestaurantCardSource>> {
  const out = new Map<number, RestaurantCardSource>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;

  const [base, cuisineRows, locationRows, pictureRows, packageRows, tagRows, hourRows] = await Promise.all([
    db
      .select()
      .from(restaurants)
      .where(and(inArray(restaurants.id, unique), eq(restaurants.isActive, true))),
    db
      .select({
        restaurantId: restaurantCuisines.restaurantId,
        id: cuisines.id,
        nameEn: cuisines.nameEn,
        nameTh: cuisines.nameTh,
      })
      .from(restaurantCuisines)
      .innerJoin(cuisines, eq(cuisines.id, restaurantCuisines.cuisineId))
      .where(and(inArray(restaurantCuisines.restaurantId, unique), eq(restaurantCuisines.isPrimary, true))),
    db
      .select({
        restaurantId: restaurantLocations.restaurantId,
        id: locations.id,
        nameEn: locations.nameEn,
        nameTh: locations.nameTh,
      })
      .from(restaurantLocations)
      .innerJoin(locations, eq(locations.id, restaurantLocations.locationId))
      .where(and(inArray(restaurantLocations.restaurantId, unique), eq(restaurantLocations.isPrimary, true))),
    db
      .select({ id: pictures.id, restaurantId: pictures.restaurantId, kind: pictures.kind })
      .from(pictures)
      .where(and(inArray(pictures.restaurantId, unique), inArray(pictures.kind, ['cover', 'logo'])))
      .orderBy(asc(pictures.position), asc(pictures.id)),
    db
      .select({
        restaurantId: packages.restaurantId,
        typeCode: packages.typeCode,
        pricingType: packages.pricingType,
        expiryDate: packages.expiryDate,
        fromPriceMinor: min(pricingRules.priceMinor),
      })
      .from(packages)
      .innerJoin(pricingRules, eq(pricingRules.packageId, packages.id))
      .where(
        and(
          inArray(packages.restaurantId, unique),
          eq(packages.isBookable, true),
          or(isNull(packages.expiryDate), gte(packages.expiryDate, today)),
        ),
      )
      .groupBy(packages.id)
      .orderBy(asc(packages.position), asc(packages.id)),
    db
      .select({ restaurantId: restaurantTags.restaurantId, nameEn: tags.nameEn, nameTh: tags.nameTh })
      .from(restaurantTags)
      .innerJoin(tags, eq(tags.id, restaurantTags.tagId))
      .innerJoin(tagGroups, eq(tagGroups.id, tags.tagGroupId))
      .where(inArray(restaurantTags.restaurantId, unique))
      .orderBy(asc(tagGroups.position), asc(tags.position), asc(tags.id)),
    db
      .select({
        restaurantId: openingHours.restaurantId,
        weekday: openingHours.weekday,
        openTime: openingHours.openTime,
        closeTime: openingHours.closeTime,
      })
      .from(openingHours)
      .where(inArray(openingHours.restaurantId, unique)),
  ]);

  const branchIds = [...new Set(base.map((r) => r.branchId).filter((b): b is number => b !== null))];
  const branchSizes = new Map<number, number>();
  if (branchIds.length > 0) {
    const rows = await db
      .select({ branchId: restaurants.branchId, n: count() })
      .from(restaurants)
      .where(and(inArray(restaurants.branchId, branchIds), eq(restaurants.isActive, true)))
      .groupBy(restaurants.branchId);
    for (const row of rows) if (row.branchId !== null) branchSizes.set(row.branchId, row.n);
  }

  const group = <T extends { restaurantId: number }>(rows: T[]): Map<number, T[]> => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.restaurantId, [...(map.get(row.restaurantId) ?? []), row]);
    return map;
  };
  const cuisineBy = group(cuisineRows);
  const locationBy = group(locationRows);
  const pictureBy = group(pictureRows);
  const packageBy = group(packageRows);
  const tagBy = group(tagRows);
  const hourBy = group(hourRows);

  for (const r of base) {
    const pics = pictureBy.get(r.id) ?? [];
    const cuisine = cuisineBy.get(r.id)?.[0];
    const location = locationBy.get(r.id)?.[0];
    out.set(r.id, {
      id: r.id,
      slug: r.slug,
      nameEn: r.nameEn,
      nameTh: r.nameTh,
      descriptionEn: r.descriptionEn,
      descriptionTh: r.descriptionTh,
      lat: r.lat,
      lng: r.lng,
      currency: asCurrency(r.currency),
      earnPoint: r.earnPoint,
      reviewsCount: r.reviewsCount,
      reviewsScore: r.reviewsScore,
      branchId: r.branchId,
      isAcceptVoucher: r.isAcceptVoucher,
      isAds: r.isAds,
      lastBookingAt: r.lastBookingAt,
      totalCovers: r.totalCovers,
      primaryCuisine: cuisine ? { id: cuisine.id, nameEn: cuisine.nameEn, nameTh: cuisine.nameTh } : null,
      primaryLocation: location
        ? { id: location.id, nameEn: location.nameEn, nameTh: location.nameTh }
        : null,
      coverPictureId: pics.find((p) => p.kind === 'cover')?.id ?? null,
      logoPictureId: pics.find((p) => p.kind === 'logo')?.id ?? null,
      packages: (packageBy.get(r.id) ?? []).map((p) => ({
        typeCode: p.typeCode as PackageTypeCode,
        pricingType: p.pricingType as PricingType,
        fromPriceMinor: p.fromPriceMinor ?? 0,
        expiryDate: p.expiryDate,
      })),
      tags: (tagBy.get(r.id) ?? []).map((t) => ({ nameEn: t.nameEn, nameTh: t.nameTh })),
      hours: (hourBy.get(r.id) ?? []).map((h) => ({
        weekday: h.weekday,
        openTime: h.openTime,
        closeTime: h.closeTime,
      })),
      branchSize: r.branchId === null ? 1 : (branchSizes.get(r.branchId) ?? 1),
    });
  }
  return out;
}
