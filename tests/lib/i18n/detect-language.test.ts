import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, detectInitialLanguage } from '@/lib/i18n/detect-language';

const storageWith = (value: string | null) => ({ getItem: (k: string) => (k === LANGUAGE_STORAGE_KEY ? value : null) });
const blocked = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('detectInitialLanguage', () => {
  it('reads the path prefix first, an unknown one meaning th', () => {
    expect(detectInitialLanguage({ pathname: '/en/restaurants/x', search: '?locale=th' }, { language: 'th' }, storageWith('th'))).toBe('en');
    expect(detectInitialLanguage({ pathname: '/fr/x', search: '?locale=en' }, { language: 'en' }, storageWith('en'))).toBe('th');
  });
  it('then the locale query, the saved choice and the browser', () => {
    expect(detectInitialLanguage({ pathname: '/', search: '?locale=en' }, { language: 'th' }, storageWith('th'))).toBe('en');
    expect(detectInitialLanguage({ pathname: '/', search: '' }, { language: 'th' }, storageWith('en'))).toBe('en');
    expect(detectInitialLanguage({ pathname: '/', search: '' }, { languages: ['de', 'en-US'], language: 'de' }, null)).toBe('en');
  });
  it('defaults to th, and survives blocked storage', () => {
    expect(detectInitialLanguage({ pathname: '/', search: '' }, { language: 'ja' }, blocked)).toBe('th');
    expect(detectInitialLanguage({ pathname: '/me', search: '' }, undefined, undefined)).toBe('th');
  });
});
