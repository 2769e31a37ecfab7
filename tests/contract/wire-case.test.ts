import { describe, expect, it } from 'vitest';
import { camelKey, snakeKey, toCamelKeys, toSnakeKeys } from '@/contract/wire-case';

describe('case conversion', () => {
  it('converts keys deeply, through arrays, and leaves values alone', () => {
    const wire = {
      success: true,
      data: [{ id: '1', attributes: { image_cover_url: 'x_y', price_summaries: [{ type_code: 'ayce' }] } }],
      meta_data: { total_restaurants: 3 },
    };
    const camel = toCamelKeys(wire);
    expect(camel).toEqual({
      success: true,
      data: [{ id: '1', attributes: { imageCoverUrl: 'x_y', priceSummaries: [{ typeCode: 'ayce' }] } }],
      metaData: { totalRestaurants: 3 },
    });
    expect(toSnakeKeys(camel)).toEqual(wire);
  });

  it('keeps bracketed keys and converts around them', () => {
    expect(snakeKey('page[number]')).toBe('page[number]');
    expect(camelKey('page[number]')).toBe('page[number]');
    expect(snakeKey('cuisineId[]')).toBe('cuisine_id[]');
    expect(camelKey('cuisine_id[]')).toBe('cuisineId[]');
    expect(camelKey('filter[city_id]')).toBe('filter[cityId]');
  });

  it('keeps leading underscores and digits', () => {
    expect(camelKey('_destroy')).toBe('_destroy');
    expect(camelKey('line_2')).toBe('line2');
    expect(snakeKey('line2')).toBe('line2');
  });

  it('does not walk into dates or class instances', () => {
    const date = new Date(0);
    const out = toSnakeKeys<{ created_at: Date }>({ createdAt: date });
    expect(out.created_at).toBe(date);
  });

  it('passes primitives and null through', () => {
    expect(toCamelKeys(null)).toBeNull();
    expect(toCamelKeys('a_b')).toBe('a_b');
    expect(toCamelKeys([1, 'x_y'])).toEqual([1, 'x_y']);
  });
});
