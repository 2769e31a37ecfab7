import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toSnakeKeys } from '@/contract/wire-case';
import type { RestaurantCard } from '@/contract/catalogue';
import { HomePage } from '@/features/catalogue/components/home-page';
import { currentCityStore, savedCityStore } from '@/entities/city/city-store';
import { card, catalogueFetch, section, type CatalogueFixture } from '../../test-utils/catalogue-fixtures';
import { renderWithRouter } from '../../test-utils/render';

/** The catalogue fixture plus featured.json and new_compact.json answers (wire shape: data, links, meta). */
function serve(fixture: CatalogueFixture, lists: { featured?: RestaurantCard[]; top?: RestaurantCard[]; new?: RestaurantCard[] }) {
  const base = catalogueFetch(fixture);
  const page = (cards: RestaurantCard[], type = 'restaurants') =>
    new Response(
      JSON.stringify(
        toSnakeKeys({
          success: true,
          message: null,
          data: cards.map((c) => ({ id: String(c.id), type, attributes: c })),
          links: { self: '', first: '', last: '', prev: null, next: null },
          meta: { total: cards.length },
        }),
      ),
      { headers: { 'Content-Type': 'application/json' } },
    );
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    if (url.pathname === '/api/v5/restaurants/featured.json' && lists.featured)
      return Promise.resolve(page(lists.featured, 'featured_restaurants'));
    if (url.pathname === '/api/v5/restaurants/new_compact.json') {
      const cards = url.searchParams.get('sort_by') === 'new' ? lists.new : lists.top;
      if (cards) return Promise.resolve(page(cards));
    }
    return base(input);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((a) => a.querySelector('h3')?.textContent);

describe('home featured, top and new lists', () => {
  beforeEach(() => {
    localStorage.clear();
    savedCityStore.set(null);
    currentCityStore.set(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the sections that stand for a list with that list, keeping their title and View all', async () => {
    const fetchMock = serve(
      {
        sections: [
          { ...section('Editor picks', [card({ id: 1, name: 'Old pick' })], 1), sectionType: 'featured_restaurants' },
          { ...section('Top Rated', [card({ id: 2, name: 'Old top' })], 2), viewAllPath: '/restaurants/top?city_id=1' },
          {
            ...section('Fresh', [card({ id: 3, name: 'Old new' })], 3),
            viewAllPath: '/restaurants/search?city_id=1&section=new',
          },
          { ...section('Rooftops', [card({ id: 4, name: 'Sky Bar' })], 4), viewAllPath: '/restaurants/search?tag_ids=3' },
        ],
      },
      {
        featured: [card({ id: 10, name: 'Featured A', slug: 'a' }), card({ id: 11, name: 'Featured B', slug: 'b' })],
        top: [card({ id: 12, name: 'Top A', slug: 'ta' })],
        new: [card({ id: 13, name: 'New A', slug: 'na' })],
      },
    );
    await renderWithRouter(<HomePage />);

    const featured = await screen.findByRole('region', { name: 'Editor picks' });
    await vi.waitFor(() => expect(names(featured)).toEqual(['Featured A', 'Featured B']));
    const top = screen.getByRole('region', { name: 'Top Rated' });
    await vi.waitFor(() => expect(names(top)).toEqual(['Top A']));
    expect(within(top).getByRole('link', { name: 'View all Top Rated' }).getAttribute('href')).toBe('/restaurants/top?city_id=1');
    const fresh = screen.getByRole('region', { name: 'Fresh' });
    await vi.waitFor(() => expect(names(fresh)).toEqual(['New A']));
    // A section that is no list keeps its own cards; no extra strips (every list has its section).
    expect(names(screen.getByRole('region', { name: 'Rooftops' }))).toEqual(['Sky Bar']);
    expect(screen.queryByRole('region', { name: 'Top restaurants' })).toBeNull();

    const calls = fetchMock.mock.calls.map(([u]) => new URL(u instanceof Request ? u.url : u, 'http://x'));
    const featuredCall = calls.find((u) => u.pathname === '/api/v5/restaurants/featured.json');
    expect(featuredCall?.searchParams.get('city_id')).toBe('1');
    expect(featuredCall?.searchParams.get('page[size]')).toBe('20');
    expect(
      calls.filter((u) => u.pathname === '/api/v5/restaurants/new_compact.json').map((u) => u.searchParams.get('sort_by')).sort(),
    ).toEqual(['new', 'top']);
  });

  it('keeps the section cards when the list fails', async () => {
    serve({ sections: [{ ...section('Editor picks', [card({ id: 1, name: 'Old pick' })]), sectionType: 'featured_restaurants' }] }, {});
    await renderWithRouter(<HomePage />);
    const featured = await screen.findByRole('region', { name: 'Editor picks' });
    await new Promise((r) => setTimeout(r, 50));
    expect(names(featured)).toEqual(['Old pick']);
  });

  it('adds top and new strips with View all to /restaurants/top when no section stands for them', async () => {
    serve(
      { sections: [section('Hot', [card({ id: 1, name: 'Somtam Nua' })])] },
      { top: [card({ id: 12, name: 'Top A', slug: 'ta' })], new: [] },
    );
    await renderWithRouter(<HomePage />);
    const top = await screen.findByRole('region', { name: 'Top restaurants' });
    expect(names(top)).toEqual(['Top A']);
    expect(within(top).getByRole('link', { name: 'View all Top restaurants' }).getAttribute('href')).toBe(
      '/restaurants/top?city_id=1',
    );
    // An empty new list shows no strip.
    expect(screen.queryByRole('region', { name: 'New restaurants' })).toBeNull();
  });
});
