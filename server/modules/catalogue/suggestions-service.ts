import type { Language } from '@/contract/envelope';
import type { SuggestionItem, SuggestionQuery, Suggestions } from '@/contract/suggestions';
import type { ServerContext } from '../../context';
import { localize } from './localize';
import * as repo from './suggestions-repo';

/** Search suggestions in every section (places, food, transit, malls, restaurants); taxonomy is never an ad. */
export async function getSuggestions(
  ctx: ServerContext,
  q: SuggestionQuery,
  lang: Language,
): Promise<Suggestions> {
  const { db } = ctx;
  const args = [q.nameLike, q.cityId, q.limit] as const;
  const [location, cuisine, diningStyle, facility, mrtRoute, shoppingMall, btsRoute, restaurants] =
    await Promise.all([
      repo.locationSuggestions(db, ...args),
      repo.cuisineSuggestions(db, ...args),
      repo.diningStyleSuggestions(db, ...args),
      repo.facilitySuggestions(db, ...args),
      repo.stationSuggestions(db, 'MRT', ...args),
      repo.mallSuggestions(db, ...args),
      repo.stationSuggestions(db, 'BTS', ...args),
      repo.restaurantSuggestions(db, ...args),
    ]);
  const items = (rows: repo.SuggestionRow[]): SuggestionItem[] =>
    rows.map((r) => ({ id: r.id, name: localize(lang, r.nameEn, r.nameTh), totalRestaurants: r.total, isAds: false }));
  return {
    location: items(location),
    cuisine: items(cuisine),
    diningStyle: items(diningStyle),
    facility: items(facility),
    mrtRoute: items(mrtRoute),
    shoppingMall: items(shoppingMall),
    btsRoute: items(btsRoute),
    restaurants: restaurants.map((r) => ({
      id: r.id,
      name: localize(lang, r.nameEn, r.nameTh),
      totalRestaurants: r.branchSize,
      isAds: r.isAds,
      slug: r.slug,
      branchId: r.branchSize > 1 ? r.branchId : null,
    })),
  };
}
