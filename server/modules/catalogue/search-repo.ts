import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PackageTypeCode } from '@/contract/catalogue-constants';
import { DEFAULT_SEARCH_RADIUS_KM, type SearchQuery } from '@/contract/search';
import type { Database } from '../../db/client';
import { inventories, packages, pricingRules } from '../../db/schema/packages';
import {
  restaurantCuisines,
  restaurantDiningStyles,
  restaurantFacilities,
  restaurantLocations,
  restaurantTags,
} from '../../db/schema/restaurant-links';
import { restaurants } from '../../db/schema/restaurants';
import { tags } from '../../db/schema/taxonomy';
import type { RestaurantCardSource } from './restaurant-card';
import { cachedCardSources } from './restaurant-card-cache';
import { rowsOf } from './restaurant-card-repo';
import { hasNearestIndex, nearestPageSql } from './search-geo';
import { ensurePricesCurrent } from './search-prices';

/** Package type codes per service type (hah = delivery, xp = experience, else dine in). */
export const SERVICE_TYPE_CODES: Record<NonNullable<SearchQuery['serviceType']>, readonly PackageTypeCode[]> = {
  dine_in: ['ayce', 'bfp', 'pp', 'hs', 'sm'],
  delivery: ['hah'],
  experience: ['xp'],
};

const LAST_BOOKING_WINDOW_MS = 259_200_000;
const EARTH_RADIUS_KM = 6371;
const NEW_MAX_REVIEWS = 5;

export interface SearchClock {
  /** YYYY-MM-DD in Asia/Bangkok: packages expire by it. */
  today: string;
  now: Date;
}

function list(values: readonly (number | string)[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** A package that can be booked on `onDate` (not expired, bookable), optionally of these types. */
function bookablePackage(alias: string, onDate: string, codes?: readonly PackageTypeCode[]): SQL {
  const p = sql.raw(alias);
  return sql`${p}.is_bookable and (${p}.expiry_date is null or ${p}.expiry_date >= ${onDate})${
    codes ? sql` and ${p}.type_code in ${list(codes)}` : sql``
  }`;
}

function haversineKm(lat: number, lng: number): SQL<number> {
  return sql<number>`(${EARTH_RADIUS_KM} * 2 * asin(sqrt(
      power(sin(radians(${restaurants.lat} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${restaurants.lat})) * power(sin(radians(${restaurants.lng} - ${lng}) / 2), 2)
    )))`;
}

/** Inventory with a free seat on `date` (dated rows override the weekday rows of that package that day). */
function openOn(
  date: string,
  time: string | undefined,
  codes: readonly PackageTypeCode[] | undefined,
  today: string,
): SQL {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return sql`exists (
    select 1 from ${inventories} i join ${packages} p on p.id = i.package_id
    where i.restaurant_id = ${restaurants.id} and i.seats > 0 and ${bookablePackage('p', date, codes)}
      ${time ? sql`and i.start_time = ${time}` : sql``}
      and (i.date = ${date} or (i.date is null and i.weekday = ${weekday} and not exists (
        select 1 from ${inventories} o where o.package_id = i.package_id and o.date = ${date})))
  ) and ${date}::date >= ${today}::date and ${date}::date <= ${today}::date + ${restaurants.daysInAdvance}::integer`;
}

/** WHERE of a search (every filter of search.json), shared by the result list and its ads. */
export function searchConditions(q: SearchQuery, clock: SearchClock): SQL[] {
  const codes = q.serviceType ? SERVICE_TYPE_CODES[q.serviceType] : undefined;
  const conds: SQL[] = [eq(restaurants.isActive, true)];
  const link = (table: SQL, column: string, ids: readonly number[]): SQL =>
    sql`exists (select 1 from ${table} l where l.restaurant_id = ${restaurants.id} and l.${sql.raw(column)} in ${list(ids)})`;

  if (q.cityId !== undefined) conds.push(eq(restaurants.cityId, q.cityId));
  if (q.geocode && (q.radiusKm !== undefined || q.cityId === undefined)) {
    const km = q.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM;
    // A bounding box first (restaurants_lat_lng_idx), then the exact distance.
    const dLat = km / 111.32;
    const dLng = km / (111.32 * Math.max(0.01, Math.cos((q.geocode.lat * Math.PI) / 180)));
    conds.push(
      sql`${restaurants.lat} between ${q.geocode.lat - dLat} and ${q.geocode.lat + dLat}`,
      sql`${restaurants.lng} between ${q.geocode.lng - dLng} and ${q.geocode.lng + dLng}`,
      sql`${haversineKm(q.geocode.lat, q.geocode.lng)} <= ${km}`,
    );
  }
  if (q.branchIdEq !== undefined) conds.push(eq(restaurants.branchId, q.branchIdEq));
  if (q.nameLike !== undefined) {
    const pattern = `%${q.nameLike.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(sql`(lower(${restaurants.nameEn}) like ${pattern} or lower(${restaurants.nameTh}) like ${pattern})`);
  }
  if (codes) {
    conds.push(
      sql`exists (select 1 from ${packages} p where p.restaurant_id = ${restaurants.id} and ${bookablePackage('p', clock.today, codes)})`,
    );
  }
  if (q.groupTagIdsEq) {
    conds.push(sql`exists (select 1 from ${restaurantTags} rt join ${tags} t on t.id = rt.tag_id
      where rt.restaurant_id = ${restaurants.id} and t.tag_group_id in ${list(q.groupTagIdsEq)})`);
  }
  if (q.tagIds) conds.push(link(sql`${restaurantTags}`, 'tag_id', q.tagIds));
  if (q.facilityIds) conds.push(link(sql`${restaurantFacilities}`, 'facility_id', q.facilityIds));
  if (q.cuisineIds) conds.push(link(sql`${restaurantCuisines}`, 'cuisine_id', q.cuisineIds));
  if (q.locationIds) conds.push(link(sql`${restaurantLocations}`, 'location_id', q.locationIds));
  if (q.diningStyleIds) conds.push(link(sql`${restaurantDiningStyles}`, 'dining_style_id', q.diningStyleIds));
  // A station picked from the MRT or the BTS section: either one's restaurants.
  const stations = [...(q.mrtRouteIds ?? []), ...(q.btsRouteIds ?? [])];
  if (stations.length > 0) conds.push(sql`${restaurants.transitStationId} in ${list(stations)}`);
  if (q.shoppingMallIds) conds.push(sql`${restaurants.shoppingMallId} in ${list(q.shoppingMallIds)}`);

  if (q.date) conds.push(openOn(q.date, q.startTime, codes, clock.today));
  else if (q.startTime) {
    conds.push(sql`exists (select 1 from ${inventories} i join ${packages} p on p.id = i.package_id
      where i.restaurant_id = ${restaurants.id} and i.seats > 0 and i.start_time = ${q.startTime}
        and (i.date is null or i.date >= ${clock.today}) and ${bookablePackage('p', clock.today, codes)})`);
  }

  if (q.section === 'new') conds.push(sql`${restaurants.reviewsCount} < ${NEW_MAX_REVIEWS}`);
  if (q.section === 'top') conds.push(sql`${restaurants.reviewsCount} >= ${NEW_MAX_REVIEWS}`);
  if (q.section === 'trending') {
    conds.push(sql`${restaurants.lastBookingAt} >= ${new Date(clock.now.getTime() - LAST_BOOKING_WINDOW_MS).toISOString()}`);
  }

  if (q.multiplePricing !== undefined) {
    const many = sql`exists (select 1 from ${packages} p where p.restaurant_id = ${restaurants.id}
      and ${bookablePackage('p', clock.today)}
      and (select count(*) from ${pricingRules} pr where pr.package_id = p.id) > 1)`;
    conds.push(q.multiplePricing ? many : sql`not ${many}`);
  }
  if (q.offerTicket !== undefined) {
    const ticket = sql`exists (select 1 from ${packages} p where p.restaurant_id = ${restaurants.id}
      and p.is_ticket and ${bookablePackage('p', clock.today)})`;
    conds.push(q.offerTicket ? ticket : sql`not ${ticket}`);
  }
  return conds;
}

/**
 * The "from" price a card shows (restaurant-card.ts) for the service type searched: the stored column
 * kept by triggers (migration 0004), re-priced for expired packages by search-prices.ts.
 */
function priceKey(serviceType: SearchQuery['serviceType']): SQL {
  switch (serviceType) {
    case 'dine_in':
      return sql`${restaurants.priceDineInMinor}`;
    case 'delivery':
      return sql`${restaurants.priceDeliveryMinor}`;
    case 'experience':
      return sql`${restaurants.priceExperienceMinor}`;
    default:
      return sql`${restaurants.priceAnyMinor}`;
  }
}

/**
 * ORDER BY of the page (before the id tie-break). With name_like the sort keys are read as `key + 0`:
 * the planner then takes the trigram indexes and sorts the matches, instead of walking a sort index
 * and filtering names row by row — which it likes because it overestimates how many names match, and
 * which reads most of the city when a name is rare (60 ms instead of 0.5 ms).
 */
function orderOf(q: SearchQuery): SQL[] {
  const key = (column: SQL): SQL => (q.nameLike === undefined ? sql`${column}` : sql`(${column} + 0)`);
  switch (q.sort) {
    case 'price asc':
      return [sql`${key(priceKey(q.serviceType))} asc nulls last`];
    case 'price desc':
      return [sql`${key(priceKey(q.serviceType))} desc nulls last`];
    case 'reviews_score desc':
      return [sql`${key(sql`${restaurants.reviewsScore}`)} desc`, sql`${key(sql`${restaurants.reviewsCount}`)} desc`];
    case 'most_reviewed':
      return [sql`${key(sql`${restaurants.reviewsCount}`)} desc`, sql`${key(sql`${restaurants.reviewsScore}`)} desc`];
    default:
      // Near me: nearest first. Otherwise the most booked first.
      return q.geocode
        ? [sql`${haversineKm(q.geocode.lat, q.geocode.lng)} asc`]
        : [sql`${key(sql`${restaurants.totalCovers}`)} desc`];
  }
}

export interface SearchRows {
  /** The page's cards in order, with the distance from the geocode (km, one decimal) when one was given. */
  hits: { source: RestaurantCardSource; distanceKm: number | null }[];
  /** Ads matching the same filters whose 1-based position falls on this page, by position. */
  ads: { source: RestaurantCardSource; position: number }[];
}

interface PageRow {
  id: number;
  ord: number | string | null;
  distance: number | null;
  position: number | null;
}

/**
 * One page of matching restaurants in order and the ads placed on it (an ad moves to its stated
 * position within the current page's range), with every card's source. The page (walking
 * an index in sort order, stopping after `size` rows) and the ads are one statement; the cards come from
 * restaurant-card-cache.ts (one more statement for those not cached). How many match in all is
 * countRestaurants (search-count.ts caches it).
 */
export async function searchRows(db: Database, q: SearchQuery, clock: SearchClock): Promise<SearchRows> {
  const where = sql.join(
    searchConditions(q, clock).map((c) => sql`(${c})`),
    sql` and `,
  );
  if (q.sort === 'price asc' || q.sort === 'price desc') await ensurePricesCurrent(db, clock.today);
  const distance = q.geocode ? haversineKm(q.geocode.lat, q.geocode.lng) : sql`null::double precision`;
  const offset = (q.page.number - 1) * q.page.size;
  const first = offset + 1;
  const last = q.page.number * q.page.size;
  const order = sql.join([...orderOf(q), asc(restaurants.id)], sql`, `);
  const pageSql =
    q.geocode && q.sort === undefined && (await hasNearestIndex(db))
      ? nearestPageSql({ ...q.geocode, distance, where, size: q.page.size, offset })
      : sql`select ${restaurants.id} as id, ${distance} as distance from ${restaurants}
          where ${where} order by ${order} limit ${q.page.size} offset ${offset}`;
  const statement = sql`select s.id, row_number() over () as ord, s.distance, null::smallint as position
      from (${pageSql}) s
    union all
    select ${restaurants.id}, null, null, ${restaurants.adPosition} from ${restaurants}
      where ${where} and ${restaurants.isAds} and ${restaurants.adPosition} between ${first} and ${last}`;
  const rows = rowsOf<PageRow>(await db.execute(statement));
  const sources = await cachedCardSources(
    db,
    rows.map((r) => r.id),
    clock.today,
  );
  const hits = rows
    .filter((r) => r.ord !== null)
    .sort((a, b) => Number(a.ord) - Number(b.ord))
    .flatMap((r) => {
      const source = sources.get(r.id);
      const distanceKm = r.distance === null ? null : Math.round(Number(r.distance) * 10) / 10;
      return source ? [{ source, distanceKm }] : [];
    });
  const ads = rows
    .filter((r) => r.position !== null)
    .sort((a, b) => Number(a.position) - Number(b.position) || a.id - b.id)
    .flatMap((r) => {
      const source = sources.get(r.id);
      return source ? [{ source, position: Number(r.position) }] : [];
    });
  return { hits, ads };
}

/** How many restaurants match (the filters of searchConditions; paging and sort do not matter). */
export async function countRestaurants(db: Database, q: SearchQuery, clock: SearchClock): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(restaurants)
    .where(and(...searchConditions(q, clock)));
  return row?.n ?? 0;
}
