import { describe, expect, it } from 'vitest';
import { bangkokIsoDay } from '@/domain/date/bangkok-iso-day';

describe('bangkokIsoDay', () => {
  it('is already the next day in Bangkok from 17:00 UTC', () => {
    expect(bangkokIsoDay(new Date('2026-06-30T16:59:59Z'))).toBe('2026-06-30');
    expect(bangkokIsoDay(new Date('2026-06-30T17:00:00Z'))).toBe('2026-07-01');
    expect(bangkokIsoDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('agrees with the Asia/Bangkok time zone every hour of a year', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' });
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let t = start; t < start + 366 * 24 * 3600_000; t += 3600_000) {
      expect(bangkokIsoDay(new Date(t))).toBe(zone.format(t));
    }
  });
});
