import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The last day each database was re-priced for, so the check runs once a day per database. */
const repricedFor = new WeakMap<Database, string>();

/**
 * restaurants.price_*_minor (the price sort keys) are kept by triggers when packages or pricing rules
 * change; a package that merely expires changes nothing in the database, so the restaurants whose
 * soonest expiry has passed (prices_until < today, indexed) are re-priced here before a price sort.
 * Usually none are: after the first search of the day the check is skipped.
 */
export async function ensurePricesCurrent(db: Database, today: string): Promise<void> {
  if (repricedFor.get(db) === today) return;
  await db.execute(
    sql`select refresh_restaurant_prices(array(select id from restaurants where prices_until < ${today}::date), ${today}::date)`,
  );
  repricedFor.set(db, today);
}
