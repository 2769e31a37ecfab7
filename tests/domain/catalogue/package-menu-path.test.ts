import { describe, expect, it } from 'vitest';
import { packageMenuPath, parsePackageId } from '@/domain/catalogue/package-menu-path';

describe('packageMenuPath', () => {
  it('is the package under its restaurant, ending in /menu', () => {
    expect(packageMenuPath('som-tam-house', 30)).toBe('/restaurants/som-tam-house/package/30/menu');
  });
  it('encodes a slug with spaces or Thai letters', () => {
    expect(packageMenuPath('ครัว ไทย', 7)).toBe(`/restaurants/${encodeURIComponent('ครัว ไทย')}/package/7/menu`);
  });
});

describe('parsePackageId', () => {
  it('reads plain positive ids', () => {
    expect(parsePackageId('30')).toBe(30);
    expect(parsePackageId('2147483647')).toBe(2147483647);
  });
  it('refuses what cannot be an id', () => {
    for (const raw of ['', '0', '-1', '030', '1.5', '1e3', 'abc', ' 3', '2147483648', '99999999999'])
      expect(parsePackageId(raw), raw).toBeNull();
  });
});
