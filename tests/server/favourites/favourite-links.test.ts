import { describe, expect, it } from 'vitest';
import { favouritePageLinks } from '@server/modules/favourites/favourite-links';

const URL_ = 'http://localhost/api/v5/users/favorite_restaurants.json?preview_mode=false&page=2';

describe('favouritePageLinks', () => {
  it('swaps the page and keeps the rest of the query', () => {
    const links = favouritePageLinks(URL_, 2, 10, 35);
    expect(links).toEqual({
      self: '/api/v5/users/favorite_restaurants.json?preview_mode=false&page=2',
      first: '/api/v5/users/favorite_restaurants.json?preview_mode=false&page=1',
      last: '/api/v5/users/favorite_restaurants.json?preview_mode=false&page=4',
      prev: '/api/v5/users/favorite_restaurants.json?preview_mode=false&page=1',
      next: '/api/v5/users/favorite_restaurants.json?preview_mode=false&page=3',
    });
  });

  it('has no next on the last page, nor on an empty list', () => {
    expect(favouritePageLinks(URL_, 4, 10, 35).next).toBeNull();
    expect(favouritePageLinks(URL_, 1, 10, 10).next).toBeNull();
    expect(favouritePageLinks(URL_, 1, 10, 0)).toMatchObject({ next: null, prev: null });
  });
});
