import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import * as geo from '@server/db/schema/geo';
import * as home from '@server/db/schema/home';
import * as packages from '@server/db/schema/packages';
import * as reference from '@server/db/schema/reference';
import * as restaurantContent from '@server/db/schema/restaurant-content';
import * as restaurantLinks from '@server/db/schema/restaurant-links';
import * as restaurants from '@server/db/schema/restaurants';
import * as taxonomy from '@server/db/schema/taxonomy';
import * as transit from '@server/db/schema/transit';

/**
 * What "a refused request changes nothing" compares (contract-fuzz.test.ts). Two kinds of tables:
 * - the seeded catalogue (these schema modules): read-only to every endpoint and large, so hashed before
 *   and after the whole run;
 * - every other table, a new module's included without a change here: bookings, payments, accounts…,
 *   hashed around every request (row counts and a sum of row hashes, so an update shows as well as an
 *   insert or a delete). The stored answers of idempotent requests count only when they are successes (a
 *   refusal's answer is stored on purpose, so a retry gets it again); rate-limit counters not at all
 *   (counting attempts, refused ones too, is their job).
 */
const CATALOGUE_SCHEMAS = [
  geo,
  home,
  packages,
  reference,
  restaurantContent,
  restaurantLinks,
  restaurants,
  taxonomy,
  transit,
];

export interface FingerprintPlan {
  state: string[];
  catalogue: string[];
}

export async function fingerprintPlan(db: Database): Promise<FingerprintPlan> {
  const catalogue = new Set(
    CATALOGUE_SCHEMAS.flatMap((module) =>
      Object.values(module)
        .filter((v) => is(v, PgTable))
        .map((t) => getTableName(t)),
    ),
  );
  const rows = await rowsOf<{ t: string }>(
    db,
    `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const all = rows.map((r) => r.t).sort();
  const skip = new Set(['idempotency_keys', 'rate_limit_hits']);
  return {
    state: all.filter((t) => !catalogue.has(t) && !skip.has(t) && !t.startsWith('__')),
    catalogue: all.filter((t) => catalogue.has(t)),
  };
}

const hashed = (table: string, where = '') =>
  `('${table}=' || (select count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) from "${table}" x ${where}))`;

/** The state tables (a few ms: taken after every request). */
export function stateFingerprint(db: Database, plan: FingerprintPlan): Promise<string> {
  return fingerprint(db, [
    ...plan.state.map((t) => hashed(t)),
    hashed('idempotency_keys', 'where status_code < 400'),
  ]);
}

/** The catalogue tables (slow: taken before and after the whole run). */
export function catalogueFingerprint(db: Database, plan: FingerprintPlan): Promise<string> {
  return fingerprint(
    db,
    plan.catalogue.map((t) => hashed(t)),
  );
}

async function fingerprint(db: Database, parts: string[]): Promise<string> {
  const rows = await rowsOf<{ f: string }>(db, `select concat_ws('|', ${parts.join(', ')}) as f`);
  return rows[0]?.f ?? '';
}

async function rowsOf<T>(db: Database, query: string): Promise<T[]> {
  // Both drivers answer `{ rows }`.
  const result: unknown = await db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}
