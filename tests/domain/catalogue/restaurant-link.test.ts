import { describe, expect, it } from 'vitest';
import { restaurantLink } from '@/domain/catalogue/restaurant-link';

describe('restaurantLink', () => {
  it('links to the restaurant page by slug with the locale', () => {
    expect(restaurantLink({ slug: 'somtam-nua-siam', branchId: null }, 'th')).toBe(
      '/restaurants/somtam-nua-siam?locale=th',
    );
  });

  it('links to search by branch when a branch id exists', () => {
    expect(restaurantLink({ slug: 'mk-suki', branchId: 42 }, 'en')).toBe(
      '/restaurants/search?branch_id=42&locale=en',
    );
  });

  it('treats branch id 0 as a real id', () => {
    expect(restaurantLink({ slug: 'x', branchId: 0 }, 'en')).toBe('/restaurants/search?branch_id=0&locale=en');
  });

  it('escapes a slug that is not URL-safe', () => {
    expect(restaurantLink({ slug: 'a b', branchId: null }, 'en')).toBe('/restaurants/a%20b?locale=en');
  });
});
