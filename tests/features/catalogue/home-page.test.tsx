import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '@/features/catalogue/components/home-page';
import { CITY_STORAGE_KEY, savedCityStore } from '@/entities/city/city-store';
import { banners, card, catalogueFetch, section, type CatalogueFixture } from '../../test-utils/catalogue-fixtures';
import { renderWithRouter } from '../../test-utils/render';

const NOW = Date.parse('2026-03-10T12:00:00Z');

function serve(fixture: CatalogueFixture) {
  const fetchMock = vi.fn(catalogueFetch(fixture));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('HomePage', () => {
  beforeEach(() => {
    localStorage.clear();
    savedCityStore.set(null);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the sections of the city with restaurant cards', async () => {
    serve({
      sections: [
        section('Trending now', [
          card({ id: 1, name: 'Somtam Nua', lastBookingWasMade: new Date(NOW - 2 * 3_600_000).toISOString() }),
          card({ id: 2, name: 'Baan Ice', slug: 'baan-ice', reviewsCount: 3, branchId: 77 }),
          card({ id: 3, name: 'Sühring', slug: 'suhring', pricingType: 'per_set', totalCovers: 1234 }),
        ]),
      ],
      banners,
    });
    await renderWithRouter(<HomePage />);

    const region = await screen.findByRole('region', { name: 'Trending now' });
    const articles = within(region).getAllByRole('article');
    expect(articles).toHaveLength(3);

    const [first, second, third] = articles as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Somtam Nua' }).getAttribute('href')).toBe(
      '/restaurants/somtam-nua?locale=en',
    );
    expect(first.textContent).toContain('Thai · Siam');
    expect(first.textContent).toContain('4.6');
    expect(first.textContent).toContain('(120 reviews)');
    expect(first.textContent).toContain('฿1,299 NET/person');
    expect(first.textContent).toContain('Trending! Last booking was made 2 hours ago');

    expect(within(second).getByRole('link', { name: 'Baan Ice' }).getAttribute('href')).toBe(
      '/restaurants/search?branch_id=77&locale=en',
    );
    expect(within(second).getByText('New')).toBeTruthy();
    expect(second.textContent).toContain('New! Book & review to earn');

    expect(third.textContent).toContain('NET/set');
    expect(third.textContent).toContain('Popular! Booked by 1,234 people');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book the best restaurants in Bangkok');
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all Trending now' })).toBeTruthy();
  });

  it('uses the IP location city and lets the visitor choose another, remembered', async () => {
    const fetchMock = serve({ sections: [section('Hot', [card()])] });
    await renderWithRouter(<HomePage />);
    await screen.findByRole('region', { name: 'Hot' });
    const sectionCalls = () =>
      fetchMock.mock.calls.map(([u]) => new URL(u instanceof Request ? u.url : u, 'http://x')).filter((u) => u.pathname === '/api/v5/homes/sections.json');
    expect(sectionCalls()[0]?.searchParams.get('city_id')).toBe('1');

    const picker = screen.getByRole('combobox', { name: 'City' });
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(picker, { target: { value: '7' } });
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('7');
    await vi.waitFor(() => expect(sectionCalls().some((u) => u.searchParams.get('city_id') === '7')).toBe(true));
  });

  it('shows an empty state when the city has no restaurants', async () => {
    serve({ sections: [] });
    await renderWithRouter(<HomePage />);
    expect(await screen.findByText('No restaurants to show in this city yet.')).toBeTruthy();
  });

  it('shows an error with a retry when the sections fail', async () => {
    serve({ sections: 'error' });
    await renderWithRouter(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Oops, something went wrong');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
