import { describe, expect, it } from 'vitest';
import { normalizeSearch } from '@/domain/routing/normalize-search';

describe('normalizeSearch', () => {
  it('forces the running language into the query', () => {
    expect(normalizeSearch({ pathname: '/', search: {}, previousSearch: null, language: 'th' })).toEqual({
      locale: 'th',
    });
  });

  it('overrides a locale that is not the running language', () => {
    expect(
      normalizeSearch({ pathname: '/', search: { locale: 'fr', source: 'pwa' }, previousSearch: null, language: 'en' }),
    ).toEqual({ locale: 'en', source: 'pwa' });
  });

  it('returns null when the query is already right', () => {
    expect(
      normalizeSearch({ pathname: '/', search: { locale: 'th', a: 1 }, previousSearch: { b: 2 }, language: 'th' }),
    ).toBeNull();
  });

  it('carries the previous query over to a page without one', () => {
    expect(
      normalizeSearch({
        pathname: '/promotions',
        search: {},
        previousSearch: { locale: 'th', utm_source: 'line' },
        language: 'th',
      }),
    ).toEqual({ locale: 'th', utm_source: 'line' });
  });

  it('does not carry the previous query over to search', () => {
    expect(
      normalizeSearch({
        pathname: '/restaurants/search',
        search: {},
        previousSearch: { locale: 'th', utm_source: 'line' },
        language: 'th',
      }),
    ).toEqual({ locale: 'th' });
  });

  it('settles: the redirected query normalizes to null', () => {
    const previousSearch = { locale: 'en', utm_source: 'line' };
    const first = normalizeSearch({ pathname: '/x', search: {}, previousSearch, language: 'en' });
    expect(first).not.toBeNull();
    expect(normalizeSearch({ pathname: '/x', search: first ?? {}, previousSearch, language: 'en' })).toBeNull();
  });
});
