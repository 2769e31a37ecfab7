import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restaurantQueries } from '@/features/catalogue/restaurant/restaurant-queries';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('restaurantQueries.list', () => {
  const urls: URL[] = [];
  beforeEach(() => {
    urls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        urls.push(new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost'));
        return Promise.resolve(json({ success: true, data: [] }));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks similar.json for the day the restaurants should be bookable on, with the minor version', async () => {
    const client = new QueryClient();
    await client.fetchQuery(restaurantQueries.list('similar', 7, 'en', '2026-11-22'));
    const [url] = urls;
    expect(url?.pathname).toBe('/api/v5/restaurants/7/similar.json');
    expect(url?.searchParams.get('date')).toBe('2026-11-22');
    expect(url?.searchParams.get('page')).toBe('1');
    expect(url?.searchParams.get('minor_version')).toBe('3');
  });

  it('sends no date to around_restaurants.json, and keys similar lists by their day', async () => {
    const client = new QueryClient();
    await client.fetchQuery(restaurantQueries.list('around', 7, 'en', '2026-11-22'));
    expect(urls[0]?.searchParams.has('date')).toBe(false);
    expect(restaurantQueries.list('similar', 7, 'en', '2026-11-23').queryKey).not.toEqual(
      restaurantQueries.list('similar', 7, 'en', '2026-11-22').queryKey,
    );
  });
});
