import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromTag, resolveLanguage } from '@/domain/i18n/language';

describe('resolveLanguage', () => {
  it('takes a known path prefix first', () => {
    expect(resolveLanguage({ pathPrefix: 'en', queryLocale: 'th', stored: 'th' }, 'th')).toBe('en');
    expect(resolveLanguage({ pathPrefix: 'TH' }, 'en')).toBe('th');
  });
  it('sends an unknown prefix to the default language', () => {
    expect(resolveLanguage({ pathPrefix: 'fr', queryLocale: 'en', stored: 'en' }, 'th')).toBe('th');
  });
  it('then the locale query, then the saved choice', () => {
    expect(resolveLanguage({ queryLocale: 'en', stored: 'th', browser: 'th' }, 'th')).toBe('en');
    expect(resolveLanguage({ queryLocale: 'de', stored: 'en', browser: 'th' }, 'th')).toBe('en');
  });
  it('then the first en or th browser language', () => {
    expect(resolveLanguage({ browser: ['de-DE', 'en-GB', 'th'] }, 'th')).toBe('en');
    expect(resolveLanguage({ browser: 'th-TH' }, 'en')).toBe('th');
  });
  it('falls back when nothing is en or th', () => {
    expect(resolveLanguage({ stored: 'jp', browser: ['fr'] }, 'th')).toBe('th');
    expect(resolveLanguage({}, 'en')).toBe('en');
  });
});

describe('language helpers', () => {
  it('accepts en and th only', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('th')).toBe(true);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(languageFromTag('en_US')).toBe('en');
    expect(languageFromTag('zh-TW')).toBeNull();
    expect(languageFromTag(null)).toBeNull();
  });
});
