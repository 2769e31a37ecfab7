import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '@/domain/catalogue/parse-search-params';
import { searchPageHref } from '@/domain/catalogue/search-params';

describe('searchPageHref', () => {
  it('writes arrays as repeated key[] and the locale last', () => {
    const href = searchPageHref({ cuisineIds: [3, 4], page: 2, serviceType: 'delivery' }, 'th');
    expect(href).toBe(
      '/restaurants/search?service_type=delivery&cuisine_id%5B%5D=3&cuisine_id%5B%5D=4&page=2&locale=th',
    );
  });

  it('round-trips through parseSearchParams', () => {
    const params = parseSearchParams({
      name_like: 'Sushi',
      sort: 'most_reviewed',
      page: '2',
      'tag_id[]': [9],
    });
    const url = new URL(searchPageHref(params, 'en'), 'http://x');
    const raw: Record<string, unknown> = {};
    for (const [k, v] of url.searchParams) raw[k] = raw[k] === undefined ? v : [raw[k], v].flat();
    expect(parseSearchParams(raw)).toEqual(params);
  });
});
