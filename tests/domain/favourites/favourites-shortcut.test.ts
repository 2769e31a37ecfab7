import { describe, expect, it } from 'vitest';
import { FAVOURITES_SHORTCUT_MIN, showsFavouritesShortcut } from '@/domain/favourites/favourites-shortcut';

describe('showsFavouritesShortcut', () => {
  it('shows from 3 favourites on, not below', () => {
    expect(FAVOURITES_SHORTCUT_MIN).toBe(3);
    expect(showsFavouritesShortcut(2, '/')).toBe(false);
    expect(showsFavouritesShortcut(3, '/')).toBe(true);
    expect(showsFavouritesShortcut(12, '/restaurants/som-tam')).toBe(true);
  });

  it('hides on every profile page and its /me alias, not on look-alike paths', () => {
    for (const path of ['/profile', '/profile/', '/profile/favourite', '/profile/history', '/me', '/me/point']) {
      expect(showsFavouritesShortcut(5, path), path).toBe(false);
    }
    expect(showsFavouritesShortcut(5, '/profiles-of-chefs')).toBe(true);
    expect(showsFavouritesShortcut(5, '/restaurants/me')).toBe(true);
  });
});
