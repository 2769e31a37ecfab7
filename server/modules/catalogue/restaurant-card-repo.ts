import { sql, type SQL } from 'drizzle-orm';
import type { PricingType } from '@/contract/catalogue';
import type { PackageTypeCode } from '@/contract/catalogue-constants';
import type { Database } from '../../db/client';
import { asCurrency } from './money';
import type { RestaurantCardSource } from './restaurant-card';

/** One row of cardSourcesSql, as both drivers return it (json columns parsed, timestamps as Date). */
export interface CardSourceRow {
  id: number;
  slug: string;
  name_en: string;
  name_th: string;
  description_en: string;
  description_th: string;
  lat: number;
  lng: number;
  currency: string;
  earn_point: number;
  reviews_count: number;
  reviews_score: number;
  branch_id: number | null;
  is_accept_voucher: boolean;
  is_ads: boolean;
  last_booking_at: Date | string | null;
  total_covers: number;
  /** [id, name_en, name_th] */
  primary_cuisine: [number, string, string] | null;
  primary_location: [number, string, string] | null;
  cover_picture_id: number | null;
  logo_picture_id: number | null;
  /** [type_code, pricing_type, lowest rule price (minor), expiry_date], in package display order. */
  packages: [string, string, number | null, string | null][] | null;
  /** [name_en, name_th], tag group then tag order. */
  tags: [string, string][] | null;
  /** [weekday, open_time, close_time] */
  hours: [number, string, string][] | null;
  branch_size: number | string;
}

/**
 * SELECT of card sources (one row per active restaurant whose id is in `ids`, a list or a subquery) with
 * everything a card needs gathered by correlated subqueries into json: the page of cards is one
 * statement and one round trip instead of one query per related table. `today` (YYYY-MM-DD, Asia/Bangkok)
 * decides which packages have expired. Search embeds it after its page and ads (search-repo.ts).
 */
export function cardSourcesSql(ids: SQL, today: string): SQL {
  return sql`select r.id, r.slug, r.name_en, r.name_th, r.description_en, r.description_th, r.lat, r.lng,
    r.currency, r.earn_point, r.reviews_count, r.reviews_score, r.branch_id, r.is_accept_voucher, r.is_ads,
    r.last_booking_at, r.total_covers,
    (select json_build_array(c.id, c.name_en, c.name_th) from restaurant_cuisines rc join cuisines c on c.id = rc.cuisine_id
      where rc.restaurant_id = r.id and rc.is_primary order by rc.cuisine_id limit 1) as primary_cuisine,
    (select json_build_array(l.id, l.name_en, l.name_th) from restaurant_locations rl join locations l on l.id = rl.location_id
      where rl.restaurant_id = r.id and rl.is_primary order by rl.location_id limit 1) as primary_location,
    (select p.id from pictures p where p.restaurant_id = r.id and p.kind = 'cover' order by p.position, p.id limit 1) as cover_picture_id,
    (select p.id from pictures p where p.restaurant_id = r.id and p.kind = 'logo' order by p.position, p.id limit 1) as logo_picture_id,
    (select json_agg(json_build_array(x.type_code, x.pricing_type, x.from_minor, x.expiry_date) order by x.position, x.id)
      from (select p.id, p.position, p.type_code, p.pricing_type, p.expiry_date, min(pr.price_minor) as from_minor
              from packages p join pricing_rules pr on pr.package_id = p.id
             where p.restaurant_id = r.id and p.is_bookable and (p.expiry_date is null or p.expiry_date >= ${today}::date)
             group by p.id) x) as packages,
    (select json_agg(json_build_array(t.name_en, t.name_th) order by g.position, t.position, t.id)
      from restaurant_tags rt join tags t on t.id = rt.tag_id join tag_groups g on g.id = t.tag_group_id
     where rt.restaurant_id = r.id) as tags,
    (select json_agg(json_build_array(h.weekday, h.open_time, h.close_time)) from opening_hours h
      where h.restaurant_id = r.id) as hours,
    case when r.branch_id is null then 1
      else (select count(*) from restaurants b where b.branch_id = r.branch_id and b.is_active) end as branch_size
  from restaurants r where r.is_active and r.id in ${ids}`;
}

/** The rows of `db.execute` (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function toCardSource(r: CardSourceRow): RestaurantCardSource {
  const cuisine = r.primary_cuisine;
  const location = r.primary_location;
  return {
    id: r.id,
    slug: r.slug,
    nameEn: r.name_en,
    nameTh: r.name_th,
    descriptionEn: r.description_en,
    descriptionTh: r.description_th,
    lat: Number(r.lat),
    lng: Number(r.lng),
    currency: asCurrency(r.currency),
    earnPoint: r.earn_point,
    reviewsCount: r.reviews_count,
    reviewsScore: Number(r.reviews_score),
    branchId: r.branch_id,
    isAcceptVoucher: r.is_accept_voucher,
    isAds: r.is_ads,
    lastBookingAt: r.last_booking_at === null ? null : new Date(r.last_booking_at),
    totalCovers: r.total_covers,
    primaryCuisine: cuisine ? { id: cuisine[0], nameEn: cuisine[1], nameTh: cuisine[2] } : null,
    primaryLocation: location ? { id: location[0], nameEn: location[1], nameTh: location[2] } : null,
    coverPictureId: r.cover_picture_id,
    logoPictureId: r.logo_picture_id,
    packages: (r.packages ?? []).map(([typeCode, pricingType, fromPriceMinor, expiryDate]) => ({
      typeCode: typeCode as PackageTypeCode,
      pricingType: pricingType as PricingType,
      fromPriceMinor: fromPriceMinor ?? 0,
      expiryDate,
    })),
    tags: (r.tags ?? []).map(([nameEn, nameTh]) => ({ nameEn, nameTh })),
    hours: (r.hours ?? []).map(([weekday, openTime, closeTime]) => ({ weekday, openTime, closeTime })),
    branchSize: Number(r.branch_size),
  };
}

/**
 * Loads card sources for the given restaurant ids in one query, whatever the count. `today`
 * (YYYY-MM-DD, Asia/Bangkok) decides which packages have expired. Inactive or unknown ids are left
 * out of the map.
 */
export async function loadRestaurantCardSources(
  db: Database,
  ids: readonly number[],
  today: string,
): Promise<Map<number, RestaurantCardSource>> {
  const out = new Map<number, RestaurantCardSource>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const rows = rowsOf<CardSourceRow>(await db.execute(cardSourcesSql(sql`${unique}`, today)));
  for (const row of rows) out.set(row.id, toCardSource(row));
  return out;
}
