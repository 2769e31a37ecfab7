import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/contract/api-url';

describe('apiUrl', () => {
  it('puts client_type, locale and minor_version ahead of the snake_cased query', () => {
    expect(apiUrl('/homes/sections.json', 'th', { cityId: 2 })).toBe(
      '/api/v5/homes/sections.json?client_type=web&locale=th&minor_version=3&city_id=2',
    );
  });

  it('lets a caller override the defaults and adds the origin in front', () => {
    expect(apiUrl('config.json', 'en', { locale: 'th' }, 'https://venus.example')).toBe(
      'https://venus.example/api/v5/config.json?client_type=web&locale=th&minor_version=3',
    );
  });

  it('appends to a path that already has a query', () => {
    expect(apiUrl('/a.json?x=1', 'en')).toBe('/api/v5/a.json?x=1&client_type=web&locale=en&minor_version=3');
  });
});
