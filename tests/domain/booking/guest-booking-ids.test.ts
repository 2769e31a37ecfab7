import { describe, expect, it } from 'vitest';
import {
  GUEST_BOOKING_IDS_MAX,
  guestBookingIds,
  withGuestBooking,
  withoutClaimed,
} from '@/domain/booking/guest-booking-ids';

describe('guest booking ids kept on the device', () => {
  it('adds the newest first, each once', () => {
    expect(withGuestBooking(['b', 'a'], 'c')).toEqual(['c', 'b', 'a']);
    expect(withGuestBooking(['b', 'a'], 'a')).toEqual(['a', 'b']);
  });

  it('keeps at most what sign-up accepts, dropping the oldest', () => {
    const many = Array.from({ length: GUEST_BOOKING_IDS_MAX }, (_, i) => `id-${i}`);
    const next = withGuestBooking(many, 'new');
    expect(next).toHaveLength(GUEST_BOOKING_IDS_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`id-${GUEST_BOOKING_IDS_MAX - 1}`);
  });

  it('reads anything unexpected in storage as nothing', () => {
    expect(guestBookingIds(null)).toEqual([]);
    expect(guestBookingIds('abc')).toEqual([]);
    expect(guestBookingIds(['ok', 3, '', null, 'x'.repeat(101), 'ok'])).toEqual(['ok']);
  });

  it('forgets the claimed ones and keeps the rest', () => {
    expect(withoutClaimed(['a', 'b', 'c'], ['b'])).toEqual(['a', 'c']);
    expect(withoutClaimed(['a'], [])).toEqual(['a']);
  });
});
