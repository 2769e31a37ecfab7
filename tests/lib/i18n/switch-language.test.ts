import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/detect-language';
import { switchLanguage, urlForLanguage } from '@/lib/i18n/switch-language';

describe('switchLanguage', () => {
  it('saves the choice and reloads with locale in the query, dropping a language prefix', () => {
    const assign = vi.fn();
    const setItem = vi.fn();
    switchLanguage('th', { location: { href: 'http://x.test/en/restaurants/jay-fai?partner=a&locale=en', assign }, storage: { setItem } });
    expect(setItem).toHaveBeenCalledWith(LANGUAGE_STORAGE_KEY, 'th');
    expect(assign).toHaveBeenCalledWith('http://x.test/restaurants/jay-fai?partner=a&locale=th');
  });
  it('still reloads when storage is blocked', () => {
    const assign = vi.fn();
    const setItem = vi.fn(() => {
      throw new Error('blocked');
    });
    switchLanguage('en', { location: { href: 'http://x.test/', assign }, storage: { setItem } });
    expect(assign).toHaveBeenCalledWith('http://x.test/?locale=en');
  });
  it('keeps the /me route', () => {
    expect(urlForLanguage('http://x.test/me', 'en')).toBe('http://x.test/me?locale=en');
  });
});
