import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toSnakeKeys } from '@/contract/wire-case';
import type { RestaurantCard } from '@/contract/catalogue';
import { parseSearchParams } from '@/domain/catalogue/parse-search-params';
import { SearchPage } from '@/features/catalogue/search/search-page';
import { card } from '../../test-utils/catalogue-fixtures';
import { renderWithRouter } from '../../test-utils/render';

const results: RestaurantCard[] = [
  card({ id: 1, name: 'Somtam Nua', slug: 'somtam-nua', lat: 13.7456, lng: 100.5341 }),
  card({ id: 2, name: 'Baan Ice', slug: 'baan-ice', lat: 13.7302, lng: 100.5693 }),
  card({ id: 3, name: 'Sühring', slug: 'suhring', lat: 13.7126, lng: 100.5476 }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(toSnakeKeys(body)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The server's search, facility, tag-group and landing answers; every search URL is recorded. */
function serve() {
  const searches: URL[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    switch (url.pathname) {
      case '/api/v5/restaurants/search.json':
        searches.push(url);
        return Promise.resolve(
          json({
            success: true,
            message: null,
            data: results.map((r) => ({
              id: String(r.id),
              type: 'restaurants',
              attributes: { ...r, distance: 1.2 },
            })),
            ads: [],
            links: { self: '', first: '', last: '', prev: null, next: null },
            metaData: { totalRestaurants: results.length },
          }),
        );
      case '/api/v5/facilities.json':
        return Promise.resolve(
          json({
            success: true,
            message: null,
            data: [
              { id: 1, slug: 'parking', name: 'Parking' },
              { id: 2, slug: 'wifi', name: 'Free Wi-Fi' },
            ],
          }),
        );
      case '/api/v5/service_types.json':
        return Promise.resolve(
          json({
            success: true,
            message: null,
            data: [
              { code: 'dine_in', name: 'Dine In', total_restaurants: 41 },
              { code: 'delivery', name: 'Delivery', total_restaurants: 7 },
              { code: 'experience', name: 'Experience', total_restaurants: 3 },
            ],
          }),
        );
      case '/api/v5/restaurant_tag_groups.json':
        return Promise.resolve(
          json({
            success: true,
            message: null,
            data: [
              {
                id: '1',
                type: 'restaurant_tag_groups',
                attributes: {
                  name: 'Hashtags',
                  slug: 'hashtags',
                  position: 1,
                  tags: [
                    { id: 3, name: 'Rooftop', slug: 'rooftop', totalRestaurants: 4 },
                    { id: 4, name: 'Halal', slug: 'halal', totalRestaurants: 2 },
                    { id: 5, name: 'Unused', slug: 'unused', totalRestaurants: 0 },
                  ],
                },
              },
            ],
          }),
        );
      case '/api/v5/group_landing_pages.json':
        return Promise.resolve(
          json({
            success: true,
            message: null,
            data: [
              {
                id: '3',
                type: 'group_landing_pages',
                attributes: {
                  slug: 'rooftop-dining',
                  branchId: null,
                  title: 'Rooftop',
                  description: '',
                  tagIds: [3],
                  updatedAt: '',
                  totalRestaurants: 4,
                },
              },
            ],
          }),
        );
      default:
        return Promise.resolve(json({ success: false, message: 'Not found' }, 404));
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return searches;
}

function stubLocation(
  permission: PermissionState | undefined,
  answer: { coords?: { latitude: number; longitude: number }; code?: number },
) {
  const getCurrentPosition = vi.fn(
    (
      ok: (p: { coords: { latitude: number; longitude: number } }) => void,
      fail: (e: { code: number }) => void,
      _options?: PositionOptions,
    ) => {
      if (answer.coords) ok({ coords: answer.coords });
      else fail({ code: answer.code ?? 2 });
    },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: permission ? { query: vi.fn(() => Promise.resolve({ state: permission })) } : undefined,
    configurable: true,
  });
  return getCurrentPosition;
}

describe('SearchPage', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'geolocation');
    Reflect.deleteProperty(navigator, 'permissions');
  });

  it('shows one named marker per result on the map, and no tiles without a tile source', async () => {
    serve();
    const path = '/restaurants/search?view=map&locale=en';
    const { container } = await renderWithRouter(<SearchPage params={parseSearchParams({ view: 'map' })} />, {
      path,
    });
    const map = await screen.findByRole('region', { name: 'Map of restaurants' });
    const markers = within(map).getAllByRole('link');
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual([
      '1. Somtam Nua',
      '2. Baan Ice',
      '3. Sühring',
    ]);
    expect(markers[0]?.getAttribute('href')).toBe('/restaurants/somtam-nua?locale=en');
    // Markers lie inside the map, west to east as the restaurants do.
    const left = markers.map((m) => parseFloat(m.style.left));
    for (const x of left) expect(x).toBeGreaterThanOrEqual(0);
    expect(left[0]).toBeLessThan(left[2] ?? 0);
    expect(left[2]).toBeLessThan(left[1] ?? 0);
    expect(container.querySelectorAll('img.search-map__tile')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: /results/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('href')).not.toContain('view=map');
  });

  it('near me with permission searches around the position asked with high accuracy, 5 s timeout', async () => {
    const searches = serve();
    const getCurrentPosition = stubLocation('granted', {
      coords: { latitude: 13.746_543, longitude: 100.534_812 },
    });
    const { router } = await renderWithRouter(
      <SearchPage params={parseSearchParams({ is_near_me: true })} />,
      {
        path: '/restaurants/search?is_near_me=true',
      },
    );
    await waitFor(() => expect(router.state.location.href).toContain('geocode=13.7465%2C100.5348'));
    expect(router.state.location.href).toContain('is_near_me=true');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 5000 });
    // Nothing was searched before the position was known.
    expect(searches).toHaveLength(0);
  });

  it('near me with the permission denied says so and does not ask for the position', async () => {
    serve();
    const getCurrentPosition = stubLocation('denied', {});
    await renderWithRouter(<SearchPage params={parseSearchParams({ is_near_me: 'true' })} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please allow location access in your browser',
    );
    expect(getCurrentPosition).not.toHaveBeenCalled();
    // The plain results still show.
    expect(await screen.findByRole('link', { name: 'Somtam Nua' })).toBeTruthy();
  });

  it('near me with no position from the device asks to turn location on', async () => {
    serve();
    stubLocation('prompt', { code: 3 });
    await renderWithRouter(<SearchPage params={parseSearchParams({ is_near_me: 'true' })} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please turn on permission location on your device settings',
    );
  });

  it('a search around a position shows distances and sends the geocode', async () => {
    const searches = serve();
    await renderWithRouter(
      <SearchPage params={parseSearchParams({ is_near_me: 'true', geocode: '13.7465,100.5348' })} />,
    );
    expect((await screen.findAllByText('1.2 km away')).length).toBe(3);
    expect(searches[0]?.searchParams.get('geocode')).toBe('13.7465,100.5348');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Restaurants near you');
  });

  it('applies date, time, facility and new filters through the URL', async () => {
    const searches = serve();
    const { router } = await renderWithRouter(
      <SearchPage params={parseSearchParams({ name_like: 'thai' })} />,
    );
    await screen.findByRole('link', { name: 'Somtam Nua' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2031-05-02' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '19:00' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Free Wi-Fi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'New restaurants only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.href).toContain('date=2031-05-02'));
    const href = router.state.location.href;
    expect(href).toContain('name_like=thai');
    expect(href).toContain('start_time=19%3A00');
    expect(href).toContain('facility_ids%5B%5D=2');
    expect(href).toContain('section=new');
    expect(searches[0]?.searchParams.get('date')).toBeNull();
  });

  it("counts each service type's restaurants from service_types.json for the city searched", async () => {
    serve();
    await renderWithRouter(<SearchPage params={parseSearchParams({ city_id: '2' })} />);
    const nav = await screen.findByRole('navigation', { name: 'Service type' });
    await waitFor(() => expect(nav.textContent).toBe('Dine In (41)Delivery (7)Experience (3)'));
    const asked = vi.mocked(fetch).mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost'))
      .find((u) => u.pathname === '/api/v5/service_types.json');
    expect(asked?.searchParams.get('city_id')).toBe('2');
  });

  it('sends the filters search.json documents: facility_ids[], multiple_pricing, offer_ticket, group_tag_ids_eq[]', async () => {
    const searches = serve();
    await renderWithRouter(
      <SearchPage
        params={parseSearchParams({
          'facility_ids[]': '2',
          multiple_pricing: 'true',
          offer_ticket: 'true',
          'group_tag_ids_eq[]': '4',
        })}
      />,
    );
    await screen.findByRole('link', { name: 'Somtam Nua' });
    const sent = searches[0]!.searchParams;
    expect(sent.getAll('facility_ids[]')).toEqual(['2']);
    expect(sent.has('facility_id[]')).toBe(false);
    expect(sent.get('multiple_pricing')).toBe('true');
    expect(sent.get('offer_ticket')).toBe('true');
    expect(sent.getAll('group_tag_ids_eq[]')).toEqual(['4']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Prices by party size' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Sells tickets' }).checked).toBe(true);
  });

  it('links tags to their landing page or to a tag search, leaving out empty tags', async () => {
    serve();
    await renderWithRouter(<SearchPage params={parseSearchParams({})} />);
    const nav = await screen.findByRole('navigation', { name: 'Browse by tag' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Rooftop' }).getAttribute('href')).toBe(
        '/restaurants/group/rooftop-dining?locale=en',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Halal' }).getAttribute('href')).toBe(
      '/restaurants/search?tag_id%5B%5D=4&name=Halal&locale=en',
    );
    expect(within(nav).queryByRole('link', { name: 'Unused' })).toBeNull();
  });
});
