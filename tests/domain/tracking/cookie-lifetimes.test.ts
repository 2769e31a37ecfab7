import { describe, expect, it } from 'vitest';
import { cookieDays, cookieExpiresAt, cookieMaxAgeSeconds, TRACKING_PARAMS } from '@/domain/tracking/cookie-lifetimes';

describe('tracking cookie lifetimes', () => {
  it('keeps utm tags 7 days', () => {
    for (const name of ['utm_source', 'utm_medium', 'utm_version'] as const) {
      expect(cookieDays(name), name).toBe(7);
      expect(cookieMaxAgeSeconds(name)).toBe(7 * 86_400);
    }
  });

  it('keeps click ids and the maps token 30 days', () => {
    for (const name of ['ia_click_id', 'rwg_token', 'ac_click_id'] as const) {
      expect(cookieDays(name), name).toBe(30);
    }
    expect(cookieExpiresAt('rwg_token', new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(cookieExpiresAt('utm_source', new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-08T00:00:00.000Z');
  });

  it('knows exactly the six tracking parameters', () => {
    expect([...TRACKING_PARAMS].sort()).toEqual(
      ['ac_click_id', 'ia_click_id', 'rwg_token', 'utm_medium', 'utm_source', 'utm_version'].sort(),
    );
  });
});
