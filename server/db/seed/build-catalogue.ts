import { buildHome, type HomeRows } from './build-home';
import { buildPackages, type PackageRows } from './build-packages';
import { buildRestaurants, type RestaurantRows } from './build-restaurants';
import { assertIsoDate } from './dates';
import { createPrng, SEED } from './prng';
import { restaurantSpecs } from './restaurant-specs';

export type CatalogueRows = Omit<RestaurantRows, 'meta'> & PackageRows & HomeRows;

/**
 * The whole seed catalogue as rows, computed purely from the seed and "today" (YYYY-MM-DD in
 * Asia/Bangkok): the same inputs always give the same rows. Reference tables (cities, cuisines …)
 * are constants in the *-data.ts files next to this one.
 */
export function buildCatalogue(today: string, seed: number = SEED): CatalogueRows {
  assertIsoDate(today);
  const rng = createPrng(seed);
  const specs = restaurantSpecs(rng);
  const { meta, ...restaurants } = buildRestaurants(specs, rng, today);
  const packages = buildPackages(meta, rng, today);
  const home = buildHome({ meta, ...restaurants }, packages, rng, today);
  return { ...restaurants, ...packages, ...home };
}
