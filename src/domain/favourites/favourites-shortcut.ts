/** How many favourites a member needs before the navbar offers a shortcut to them. */
export const FAVOURITES_SHORTCUT_MIN = 3;

/**
 * The navbar's favourites shortcut shows for a member with at least FAVOURITES_SHORTCUT_MIN favourites,
 * except on the profile pages, which already lead there (tests/domain/favourites/favourites-shortcut.test.ts).
 */
export function showsFavouritesShortcut(favouriteCount: number, pathname: string): boolean {
  const onProfile = /^\/(?:profile|me)(?:\/|$)/.test(pathname);
  return favouriteCount >= FAVOURITES_SHORTCUT_MIN && !onProfile;
}
