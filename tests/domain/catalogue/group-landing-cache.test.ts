import { describe, expect, it } from 'vitest';
import { isGroupLandingCacheFresh, startOfBangkokHour } from '@/domain/catalogue/group-landing-cache';

// 2026-03-10 14:25:30 in Bangkok = 07:25:30 UTC.
const now = Date.UTC(2026, 2, 10, 7, 25, 30);

describe('startOfBangkokHour', () => {
  it('is 14:00 Bangkok (07:00 UTC) for 14:25:30 Bangkok', () => {
    expect(startOfBangkokHour(now)).toBe(Date.UTC(2026, 2, 10, 7, 0, 0));
  });

  it('keeps an exact hour as its own start', () => {
    const hour = Date.UTC(2026, 2, 10, 7, 0, 0);
    expect(startOfBangkokHour(hour)).toBe(hour);
  });

  it('handles Bangkok midnight crossing the UTC day (00:30 Bangkok = 17:30 UTC the day before)', () => {
    expect(startOfBangkokHour(Date.UTC(2026, 2, 9, 17, 30))).toBe(Date.UTC(2026, 2, 9, 17, 0));
  });
});

describe('isGroupLandingCacheFresh', () => {
  it('is stale when empty', () => {
    expect(isGroupLandingCacheFresh(null, now)).toBe(false);
    expect(isGroupLandingCacheFresh(undefined, now)).toBe(false);
    expect(isGroupLandingCacheFresh(Number.NaN, now)).toBe(false);
  });

  it('is fresh when saved within the current Bangkok hour', () => {
    expect(isGroupLandingCacheFresh(Date.UTC(2026, 2, 10, 7, 0, 0), now)).toBe(true);
    expect(isGroupLandingCacheFresh(Date.UTC(2026, 2, 10, 7, 25, 0), now)).toBe(true);
    expect(isGroupLandingCacheFresh(now, now)).toBe(true);
  });

  it('is stale when saved before the hour started, even a second before', () => {
    expect(isGroupLandingCacheFresh(Date.UTC(2026, 2, 10, 6, 59, 59), now)).toBe(false);
    expect(isGroupLandingCacheFresh(Date.UTC(2026, 2, 9, 7, 10), now)).toBe(false);
  });

  it('is stale when saved in the future (clock changed)', () => {
    expect(isGroupLandingCacheFresh(now + 60_000, now)).toBe(false);
  });
});
