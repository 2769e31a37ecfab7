import { describe, expect, it, vi } from 'vitest';
import { APP_TIME_ZONE, dayjs, inAppZone, now } from '@/lib/dayjs';
import { currentLanguageStore } from '@/lib/i18n/i18n';

describe('dayjs setup', () => {
  it('reads the clock in Bangkok time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T20:30:00Z'));
    expect(now().format('YYYY-MM-DD HH:mm')).toBe('2030-01-02 03:30');
    vi.useRealTimers();
  });
  it('reads bare times as Bangkok and converts instants', () => {
    expect(inAppZone('2030-05-01 18:00').toISOString()).toBe('2030-05-01T11:00:00.000Z');
    expect(inAppZone('2030-05-01T11:00:00Z').format('HH:mm')).toBe('18:00');
    expect(APP_TIME_ZONE).toBe('Asia/Bangkok');
  });
  it('has both locales', () => {
    expect(dayjs('2030-01-06').locale('th').format('dddd')).toBe('อาทิตย์');
    expect(dayjs('2030-01-06').locale('en').format('dddd')).toBe('Sunday');
  });
  it('follows the running language', () => {
    currentLanguageStore.set('th');
    expect(dayjs.locale()).toBe('th');
    expect(dayjs('2030-01-06').format('dddd')).toBe('อาทิตย์');
    currentLanguageStore.set('en');
    expect(dayjs.locale()).toBe('en');
  });
});
