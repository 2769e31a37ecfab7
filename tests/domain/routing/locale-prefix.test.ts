import { describe, expect, it } from 'vitest';
import { stripLocalePrefix } from '@/domain/routing/locale-prefix';

describe('stripLocalePrefix', () => {
  it('strips a known prefix into the locale', () => {
    expect(stripLocalePrefix('/th/restaurants/jay-fai')).toEqual({ pathname: '/restaurants/jay-fai', locale: 'th', prefix: 'th' });
    expect(stripLocalePrefix('/en')).toEqual({ pathname: '/', locale: 'en', prefix: 'en' });
    expect(stripLocalePrefix('/EN/')).toEqual({ pathname: '/', locale: 'en', prefix: 'EN' });
  });
  it('sends an unknown two-letter prefix to the default language', () => {
    expect(stripLocalePrefix('/fr/anything')).toEqual({ pathname: '/anything', locale: 'th', prefix: 'fr' });
    expect(stripLocalePrefix('/fr/anything', 'en').locale).toBe('en');
  });
  it('only strips a first segment of exactly two letters', () => {
    for (const path of ['/', '/restaurants/top', '/thai-food', '/t/x', '/abc', '/12/x', '/download']) {
      expect(stripLocalePrefix(path)).toEqual({ pathname: path, locale: null, prefix: null });
    }
  });
  it('keeps the /me profile alias', () => {
    expect(stripLocalePrefix('/me').locale).toBeNull();
    expect(stripLocalePrefix('/me/edit')).toEqual({ pathname: '/me/edit', locale: null, prefix: null });
  });
});
