import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { activateLanguage, currentLanguageStore, getLanguage, i18n } from '@/lib/i18n/i18n';
import { dayjs } from '@/lib/dayjs';

describe('activateLanguage', () => {
  it('loads the catalogue, switches Lingui, dayjs and the store', async () => {
    await activateLanguage('th');
    expect(getLanguage()).toBe('th');
    expect(currentLanguageStore.get()).toBe('th');
    expect(i18n.locale).toBe('th');
    expect(dayjs.locale()).toBe('th');
    expect(document.documentElement.lang).toBe('th');
    // A string of this module is translated from locales/th.po.
    const thai = i18n._(msg`Network Error, Please check your internet connection`);
    expect(thai).not.toBe('Network Error, Please check your internet connection');

    await activateLanguage('en');
    expect(i18n._(msg`Network Error, Please check your internet connection`)).toBe(
      'Network Error, Please check your internet connection',
    );
    expect(dayjs.locale()).toBe('en');
  });
});
