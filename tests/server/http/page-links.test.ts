import { describe, expect, it } from 'vitest';
import { pageLinks } from '@server/http/page-links';

const favouritePageLinks = (url: string, page: number, size: number, total: number) =>
  pageLinks(url, { number: page, size }, total, 'page');

const URL_ = 'http://localhost/api/v5/users/favorite_restaurants.json?preview_mode=false&page=2';

describe('pageLinks with a plain page (favourites, point history)', () => {
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

describe('pageLinks with page[number] (catalogue, reservations)', () => {
  it('swaps page[number], keeps page[size] and leaves any token out', () => {
    const links = pageLinks(
      'http://localhost/api/v5/reservations.json?type=past&access_token=secret&page[number]=1',
      { number: 1, size: 10 },
      25,
    );
    expect(links.next).toBe('/api/v5/reservations.json?type=past&page[number]=2&page[size]=10');
    expect(links.last).toBe('/api/v5/reservations.json?type=past&page[number]=3&page[size]=10');
    expect(links.prev).toBeNull();
  });
});
