import { describe, expect, it } from 'vitest';
import {
  bangkokStartMs,
  hasPendingBookingShape,
  isPendingBookingOffered,
  PENDING_BOOKING_MIN_LEAD_MS,
} from '@/domain/booking/pending-booking-offer';

// 2026-11-21 18:00 in Bangkok is 11:00 UTC.
const start = Date.UTC(2026, 10, 21, 11, 0);
const pending = { date: '2026-11-21', startTime: '18:00', packages: [{ id: 1 }] };

describe('hasPendingBookingShape', () => {
  it('needs a real YYYY-MM-DD date and an HH:mm time', () => {
    expect(hasPendingBookingShape(pending)).toBe(true);
    expect(hasPendingBookingShape({ date: '21/11/2026', startTime: '18:00' })).toBe(false);
    expect(hasPendingBookingShape({ date: '2026-02-30', startTime: '18:00' })).toBe(false);
    expect(hasPendingBookingShape({ date: '2026-11-21', startTime: '6pm' })).toBe(false);
    expect(hasPendingBookingShape({ date: '2026-11-21', startTime: '24:00' })).toBe(false);
    expect(hasPendingBookingShape({ date: 20261121, startTime: '18:00' })).toBe(false);
    expect(hasPendingBookingShape({ date: '2026-11-21', startTime: null })).toBe(false);
  });
});

describe('bangkokStartMs', () => {
  it('reads the date and time as UTC+7', () => {
    expect(bangkokStartMs('2026-11-21', '18:00')).toBe(start);
    expect(bangkokStartMs('2026-01-01', '00:30')).toBe(Date.UTC(2025, 11, 31, 17, 30));
  });
  it('is null for a wrong shape', () => {
    expect(bangkokStartMs('2026-11-21', '18')).toBeNull();
  });
});

describe('isPendingBookingOffered', () => {
  it('offers a booking starting more than 10 minutes ahead with a package', () => {
    expect(isPendingBookingOffered(pending, start - PENDING_BOOKING_MIN_LEAD_MS - 1)).toBe(true);
  });
  it('does not offer one starting in exactly 10 minutes or less, or in the past', () => {
    expect(isPendingBookingOffered(pending, start - PENDING_BOOKING_MIN_LEAD_MS)).toBe(false);
    expect(isPendingBookingOffered(pending, start)).toBe(false);
    expect(isPendingBookingOffered(pending, start + 1)).toBe(false);
  });
  it('does not offer one without packages', () => {
    expect(isPendingBookingOffered({ ...pending, packages: [] }, 0)).toBe(false);
    // A stored draft is untrusted data: a missing package list is no package.
    expect(isPendingBookingOffered({ ...pending, packages: undefined as unknown as unknown[] }, 0)).toBe(false);
  });
  it('does not offer one with a wrong shape', () => {
    expect(isPendingBookingOffered({ ...pending, startTime: '6 pm' }, 0)).toBe(false);
  });
});
