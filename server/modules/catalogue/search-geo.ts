import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restaurants } from '../../db/schema/restaurants';
import { rowsOf } from './restaurant-card-repo';

/** Whether each database has the near-me index (PostgreSQL with cube + earthdistance; PGlite has not). */
const knnReady = new WeakMap<Database, Promise<boolean>>();

/**
 * Near me without a sort must order every restaurant within 25 km by distance — the whole of Bangkok:
 * a seq scan computing 10 000 haversines (40–240 ms). Where migration 0010 could create
 * restaurants_sphere_point_idx (GiST, cube extension: each restaurant as a point on the unit sphere),
 * the index hands them out nearest first and the page stops after a few rows (< 1 ms). Checked once
 * per database.
 */
export function hasNearestIndex(db: Database): Promise<boolean> {
  let ready = knnReady.get(db);
  if (!ready) {
    ready = db
      .execute(sql`select exists (select 1 from pg_indexes where indexname = 'restaurants_sphere_point_idx') as ok`)
      .then((res) => rowsOf<{ ok: boolean }>(res)[0]?.ok === true)
      .catch(() => false);
    knnReady.set(db, ready);
  }
  return ready;
}

/** Rows fetched beyond the page from the index, so that restaurants at exactly equal distances still tie-break by id. */
const TIE_MARGIN = 20;

/** The unit-sphere point of the index expression (migration 0010), in SQL; keep the two identical. */
function spherePoint(): SQL {
  const lat = sql`radians(${restaurants.lat})`;
  const lng = sql`radians(${restaurants.lng})`;
  return sql`cube(array[cos(${lat}) * cos(${lng}), cos(${lat}) * sin(${lng}), sin(${lat})])`;
}

/**
 * The page of a near-me search in distance order, through restaurants_sphere_point_idx. The chord
 * between two points of the unit sphere grows with the great-circle angle, as the haversine does, so
 * the index order is the haversine order; the candidates are then sorted exactly as before (haversine
 * km, then id).
 */
export function nearestPageSql(opts: {
  lat: number;
  lng: number;
  distance: SQL;
  where: SQL;
  size: number;
  offset: number;
}): SQL {
  const { lat, lng, distance, where, size, offset } = opts;
  const [phi, lambda] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180];
  const [x, y, z] = [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
  return sql`select k.id, k.distance from (
      select ${restaurants.id} as id, ${distance} as distance from ${restaurants} where ${where}
      order by ${spherePoint()} <-> cube(array[${x}::float8, ${y}::float8, ${z}::float8])
      limit ${offset + size + TIE_MARGIN}
    ) k order by k.distance, k.id limit ${size} offset ${offset}`;
}
