import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { suggestionSections } from '@/contract/suggestions';
import { SearchForm } from '@/features/shell/components/search-form';
import { currentCityStore, saveCityId } from '@/entities/city/city-store';
import { renderWithRouter } from '../../test-utils/render';

/** Search suggestions ask in the visitor's city (src/entities/city/city-store.ts), the one the catalogue shows. */
describe('search suggestions and the city', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    currentCityStore.set(null);
    localStorage.clear();
  });

  async function suggestionCall(): Promise<URL> {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, message: null, data: Object.fromEntries(suggestionSections.map((k) => [k, []])) }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithRouter(<SearchForm />, { path: '/?locale=en' });
    fireEvent.input(screen.getByRole('combobox', { name: 'Search restaurants' }), { target: { value: 'sushi' } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 2000 });
    const [input] = fetchMock.mock.calls[0] as unknown as [RequestInfo | URL];
    return new URL(input instanceof Request ? input.url : input, 'http://x');
  }

  it('sends the chosen city as city_id', async () => {
    saveCityId(5);
    const url = await suggestionCall();
    expect(url.pathname).toBe('/api/v5/restaurants/suggestions.json');
    expect(url.searchParams.get('name_like')).toBe('sushi');
    expect(url.searchParams.get('city_id')).toBe('5');
  });

  it('leaves city_id out before any city is known (the server default applies)', async () => {
    const url = await suggestionCall();
    expect(url.searchParams.has('city_id')).toBe(false);
  });
});
