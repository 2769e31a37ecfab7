import { describe, expect, it } from 'vitest';
import { reservationStatuses, type ReservationStatus } from '@/contract/booking-constants';
import { canTransition, decideTransition, statusAfterPayment } from '@/domain/payments/status-transition';

describe('canTransition', () => {
  const allowed: [ReservationStatus, ReservationStatus][] = [
    ['waiting_for_payment', 'pending_arrival'],
    ['waiting_for_payment', 'paid'],
    ['waiting_for_payment', 'cancelled'],
  ];

  it('allows exactly the three moves out of waiting_for_payment', () => {
    for (const from of reservationStatuses) {
      for (const to of reservationStatuses) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('never reopens a cancelled or paid reservation', () => {
    expect(canTransition('cancelled', 'pending_arrival')).toBe(false);
    expect(canTransition('paid', 'cancelled')).toBe(false);
    expect(canTransition('pending_arrival', 'waiting_for_payment')).toBe(false);
  });
});

describe('statusAfterPayment', () => {
  it('confirms on success and cancels on failure or expiry', () => {
    expect(statusAfterPayment('successful')).toBe('pending_arrival');
    expect(statusAfterPayment('successful', 'paid')).toBe('paid');
    expect(statusAfterPayment('failed')).toBe('cancelled');
    expect(statusAfterPayment('expired', 'paid')).toBe('cancelled');
  });
});

describe('decideTransition', () => {
  it('tells a replay (same status) from a refused move', () => {
    expect(decideTransition('waiting_for_payment', 'pending_arrival')).toEqual({
      change: true,
      from: 'waiting_for_payment',
      to: 'pending_arrival',
    });
    expect(decideTransition('pending_arrival', 'pending_arrival')).toEqual({ change: false, reason: 'same' });
    expect(decideTransition('cancelled', 'pending_arrival')).toEqual({ change: false, reason: 'refused' });
  });
});
