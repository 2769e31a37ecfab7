/**
 * The ids after one heart press, shown before the server answers: a favourite leaves, a new one comes
 * first, as the newest (tests/domain/favourites/toggled-favourite-ids.test.ts).
 */
export function toggledFavouriteIds(ids: readonly number[], restaurantId: number): number[] {
  return ids.includes(restaurantId) ? ids.filter((id) => id !== restaurantId) : [restaurantId, ...ids];
}

/** The ids with the server's answer for one restaurant applied (whatever was shown meanwhile). */
export function withFavouriteState(ids: readonly number[], restaurantId: number, favourite: boolean): number[] {
  const without = ids.filter((id) => id !== restaurantId);
  return favourite ? [restaurantId, ...without] : without;
}
