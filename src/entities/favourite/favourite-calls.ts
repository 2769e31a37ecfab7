import { call } from '@/api/call';
import * as favourites from '@/contract/endpoints/favourites';
import type { FavouritesPage, FavouriteState } from '@/contract/favourites';

/** The favourites calls of the contract (src/contract/endpoints/favourites.ts), as the screens use them. */

export async function fetchFavouriteIds(signal?: AbortSignal): Promise<number[]> {
  const answer = await call(favourites.favouriteRestaurantIds, { signal, dontReport: true });
  return answer.data.restaurantIds;
}

/** One page of the list; an answer whose data is not a list counts as a failure. */
export async function fetchFavouritesPage(page: number, signal?: AbortSignal): Promise<FavouritesPage> {
  const answer = await call(favourites.favouriteRestaurants, { query: { page }, signal, dontReport: true });
  if (!Array.isArray(answer.data)) throw new Error('The favourites list answer holds no list');
  return { data: answer.data, links: answer.links, meta: answer.meta };
}

export async function toggleFavourite(restaurantId: number): Promise<FavouriteState> {
  const answer = await call(favourites.toggleFavouriteRestaurant, { body: { restaurantId }, dontReport: true });
  return answer.data;
}
