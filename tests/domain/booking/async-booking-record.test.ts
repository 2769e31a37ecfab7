import { describe, expect, it } from 'vitest';
import { ASYNC_BOOKING_WAIT_MS, asyncBookingRecord } from '@/domain/booking/async-booking-record';

describe('asyncBookingRecord', () => {
  it('waits while the record is missing or partial', () => {
    for (const value of [null, undefined, 'x', 3, {}, { status: 'pending_arrival' }, { encryptedId: '' }])
      expect(asyncBookingRecord(value)).toEqual({ kind: 'waiting' });
  });
  it('waits on a status it does not know', () => {
    expect(asyncBookingRecord({ encryptedId: 'abc', status: 'processing' })).toEqual({ kind: 'waiting' });
  });
  it('has the reservation once the record names it with a known status', () => {
    expect(asyncBookingRecord({ encryptedId: 'abc', status: 'waiting_for_payment', totalMinor: 1 })).toEqual({
      kind: 'created',
      encryptedId: 'abc',
      status: 'waiting_for_payment',
    });
  });
  it('waits as long as the watch retries a missing record: 15 × 2 s', () => {
    expect(ASYNC_BOOKING_WAIT_MS).toBe(30_000);
  });
});
