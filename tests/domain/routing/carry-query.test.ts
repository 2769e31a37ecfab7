import { describe, expect, it } from 'vitest';
import { carryQuery } from '@/domain/routing/carry-query';

describe('carryQuery', () => {
  const previous = { partner: 'abc', utm_source: 'line', locale: 'th' };

  it('carries the previous query when the new page has none', () => {
    expect(carryQuery(previous, { pathname: '/restaurants/top', search: {} })).toEqual(previous);
  });
  it('lets the new locale win over the carried one', () => {
    expect(carryQuery(previous, { pathname: '/', search: { locale: 'en' } })).toEqual({ ...previous, locale: 'en' });
  });
  it('keeps the new query when it has one', () => {
    expect(carryQuery(previous, { pathname: '/', search: { page: 2 } })).toEqual({ page: 2 });
  });
  it('never carries into search', () => {
    expect(carryQuery(previous, { pathname: '/restaurants/search', search: {} })).toEqual({});
    expect(carryQuery(previous, { pathname: '/restaurants/search/', search: { locale: 'th' } })).toEqual({ locale: 'th' });
  });
  it('ignores undefined values', () => {
    expect(carryQuery({ a: 1 }, { pathname: '/x', search: { b: undefined } })).toEqual({ a: 1 });
  });
});
