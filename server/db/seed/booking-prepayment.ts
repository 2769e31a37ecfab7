import type { packages } from '../schema/packages';

/**
 * Which seeded packages are paid when booking (requires_prepayment) — decision 0010. Experiences (xp),
 * delivery (hah) and tickets are always prepaid; the AYCE of the restaurants below too (hotel buffets
 * that sell in advance). Every other package is paid at the restaurant, so a booking of it is confirmed
 * at once. Among those, these Bangkok AYCE restaurants have evening inventory every day and are what the
 * booking e2e books: sabai-shabu-emquartier (19:00, 21:00), golden-dragon-dim-sum-silom (18:30, 20:30),
 * ratchada-korean-bbq (17:30, 19:00, 20:00, 21:30) — see tests/server/booking/seed.test.ts.
 */
export const PREPAID_AYCE_RESTAURANT_IDS: ReadonlySet<number> = new Set([51, 53]);

export const PAY_AT_RESTAURANT_AYCE_SLUGS = [
  'sabai-shabu-emquartier',
  'golden-dragon-dim-sum-silom',
  'ratchada-korean-bbq',
] as const;

type PackageRow = typeof packages.$inferInsert;

export function requiresPrepayment(pkg: PackageRow): boolean {
  if (pkg.typeCode === 'xp' || pkg.typeCode === 'hah' || pkg.isTicket === true) return true;
  return pkg.typeCode === 'ayce' && PREPAID_AYCE_RESTAURANT_IDS.has(pkg.restaurantId);
}

/** The package rows with requiresPrepayment set (pure; the seed inserts the result). */
export function withPrepayment(rows: readonly PackageRow[]): PackageRow[] {
  return rows.map((p) => ({ ...p, requiresPrepayment: requiresPrepayment(p) }));
}
