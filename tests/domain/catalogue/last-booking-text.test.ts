import { describe, expect, it } from 'vitest';
import {
  elapsedToRelative,
  LAST_BOOKING_WINDOW_MS,
  lastBookingText,
} from '@/domain/catalogue/last-booking-text';

const now = Date.parse('2026-03-10T12:00:00Z');
const base = { reviewsCount: 40, totalCovers: 1234, point: 50, now };
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('lastBookingText', () => {
  it('is trending when the last booking is within 3 days', () => {
    expect(lastBookingText({ ...base, lastBookingWasMade: ago(3_600_000) })).toEqual({
      kind: 'trending',
      elapsedMs: 3_600_000,
    });
  });

  it('includes the 259200000 ms boundary and excludes one ms more', () => {
    expect(lastBookingText({ ...base, lastBookingWasMade: ago(LAST_BOOKING_WINDOW_MS) }).kind).toBe('trending');
    expect(lastBookingText({ ...base, lastBookingWasMade: ago(LAST_BOOKING_WINDOW_MS + 1) }).kind).toBe('popular');
  });

  it('trending wins over new', () => {
    expect(lastBookingText({ ...base, reviewsCount: 0, lastBookingWasMade: ago(1000) }).kind).toBe('trending');
  });

  it('treats a booking stamped in the future as just now', () => {
    expect(lastBookingText({ ...base, lastBookingWasMade: new Date(now + 5000).toISOString() })).toEqual({
      kind: 'trending',
      elapsedMs: 0,
    });
  });

  it('is new with fewer than 5 reviews when not trending', () => {
    expect(lastBookingText({ ...base, reviewsCount: 4, lastBookingWasMade: null })).toEqual({ kind: 'new', point: 50 });
    expect(lastBookingText({ ...base, reviewsCount: 4, lastBookingWasMade: ago(LAST_BOOKING_WINDOW_MS * 2) }).kind).toBe(
      'new',
    );
  });

  it('is popular with 5 or more reviews, counting booked people', () => {
    expect(lastBookingText({ ...base, reviewsCount: 5, lastBookingWasMade: null })).toEqual({
      kind: 'popular',
      count: 1234,
    });
  });

  it('ignores an unparsable date', () => {
    expect(lastBookingText({ ...base, lastBookingWasMade: 'not a date' }).kind).toBe('popular');
  });
});

describe('elapsedToRelative', () => {
  it('picks the largest whole unit', () => {
    expect(elapsedToRelative(0)).toEqual({ value: 0, unit: 'second' });
    expect(elapsedToRelative(59_999)).toEqual({ value: 59, unit: 'second' });
    expect(elapsedToRelative(60_000)).toEqual({ value: 1, unit: 'minute' });
    expect(elapsedToRelative(5_400_000)).toEqual({ value: 1, unit: 'hour' });
    expect(elapsedToRelative(LAST_BOOKING_WINDOW_MS)).toEqual({ value: 3, unit: 'day' });
  });
});
