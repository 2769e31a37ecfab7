import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toSnakeKeys } from '@/contract/wire-case';
import { nextCardPage } from '@/features/catalogue/catalogue-queries';
import { TopRestaurantsPage } from '@/features/catalogue/top/top-restaurants-page';
import { parseTopSearch } from '@/features/catalogue/top/top-search';
import { currentCityStore, savedCityStore } from '@/entities/city/city-store';
import { card, catalogueFetch } from '../../test-utils/catalogue-fixtures';
import { renderWithRouter } from '../../test-utils/render';

const TOTAL = 13;
const SIZE = 10;

/** new_compact.json over 13 restaurants, 10 a page, named "<sort> 1" … "<sort> 13". */
function serve(failPage2 = false) {
  const base = catalogueFetch({});
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    if (url.pathname !== '/api/v5/restaurants/new_compact.json') return base(input);
    const sort = url.searchParams.get('sort_by') ?? '';
    const page = Number(url.searchParams.get('page[number]'));
    const size = Number(url.searchParams.get('page[size]'));
    if (failPage2 && page === 2)
      return Promise.resolve(new Response('{"success":false,"message":"nope"}', { status: 422, headers: { 'Content-Type': 'application/json' } }));
    const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice((page - 1) * size, page * size);
    const body = {
      success: true,
      message: null,
      data: ids.map((id) => ({ id: String(id), type: 'restaurants', attributes: card({ id, name: `${sort} ${id}`, slug: `${sort}-${id}` }) })),
      links: { self: '', first: '', last: '', prev: null, next: null },
      meta: { total: TOTAL },
    };
    return Promise.resolve(new Response(JSON.stringify(toSnakeKeys(body)), { headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const shownNames = () =>
  screen
    .getAllByRole('article')
    .map((a) => a.querySelector('h3')?.textContent);

describe('/restaurants/top', () => {
  beforeEach(() => {
    localStorage.clear();
    savedCityStore.set(null);
    currentCityStore.set(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the top restaurants a page at a time', async () => {
    const fetchMock = serve();
    await renderWithRouter(<TopRestaurantsPage sort="top" cityId={7} />);
    await screen.findByText('Showing 10 of 13');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Top restaurants in Singapore');
    expect(shownNames()).toEqual(Array.from({ length: 10 }, (_, i) => `top ${i + 1}`));
    const call = fetchMock.mock.calls
      .map(([u]) => new URL(u instanceof Request ? u.url : u, 'http://x'))
      .find((u) => u.pathname === '/api/v5/restaurants/new_compact.json');
    expect(call?.searchParams.get('city_id')).toBe('7');
    expect(call?.searchParams.get('sort_by')).toBe('top');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 13 of 13');
    expect(shownNames()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Restaurant lists' });
    expect(within(tabs).getByRole('link', { name: 'Top' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'New' }).getAttribute('href')).toBe('/restaurants/top?city_id=7&sort_by=new');
  });

  it('lists the new restaurants with sort_by=new, in the visitor city when the URL names none', async () => {
    serve();
    await renderWithRouter(<TopRestaurantsPage sort="new" />);
    await screen.findByText('Showing 10 of 13');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New restaurants in Bangkok');
    expect(shownNames()[0]).toBe('new 1');
  });

  it('says so when a next page fails, and keeps what it has', async () => {
    serve(true);
    await renderWithRouter(<TopRestaurantsPage sort="top" cityId={1} />);
    await screen.findByText('Showing 10 of 13');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Oops, something went wrong');
    expect(shownNames()).toHaveLength(10);
  });
});

describe('top page query string and paging', () => {
  it('reads sort_by=new and a positive city id, ignores the rest', () => {
    expect(parseTopSearch({ sort_by: 'new', city_id: '5' })).toEqual({ sort_by: 'new', city_id: 5 });
    expect(parseTopSearch({ sort_by: 'price', city_id: 'x' })).toEqual({});
    expect(parseTopSearch({ city_id: -1 })).toEqual({});
  });

  it('offers a next page only until the total is reached', () => {
    const page = (n: number, total: number) => ({
      data: Array.from({ length: n }, () => ({}) as never),
      links: { self: '', first: '', last: '', prev: null, next: null },
      meta: { total },
    });
    expect(nextCardPage(page(SIZE, 13), 1, SIZE)).toBe(2);
    expect(nextCardPage(page(3, 13), 2, SIZE)).toBeUndefined();
    expect(nextCardPage(page(0, 13), 1, SIZE)).toBeUndefined();
  });
});
