import { describe, expect, it } from 'vitest';
import { bangkokWallClock, hasStarted, reservationSection } from '@/domain/reservations/reservation-section';

// 2026-11-26 12:00 in Bangkok.
const now = new Date('2026-11-26T05:00:00Z');

describe('bangkokWallClock', () => {
  it('reads the instant in Bangkok, across midnight UTC', () => {
    expect(bangkokWallClock(now)).toEqual({ date: '2026-11-26', time: '12:00' });
    expect(bangkokWallClock(new Date('2026-11-26T18:30:00Z'))).toEqual({ date: '2026-11-27', time: '01:30' });
  });
});

describe('hasStarted', () => {
  it('is true from the start minute on, false before', () => {
    expect(hasStarted({ date: '2026-11-26', startTime: '11:59' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-11-26', startTime: '12:00' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-11-26', startTime: '12:01' }, now)).toBe(false);
    expect(hasStarted({ date: '2026-11-25', startTime: '23:00' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-11-27', startTime: '00:00' }, now)).toBe(false);
  });
});

describe('reservationSection', () => {
  const ahead = { date: '2026-11-28', startTime: '19:00' };
  const behind = { date: '2026-11-20', startTime: '19:00' };

  it('puts a confirmed booking ahead under upcoming', () => {
    expect(reservationSection({ ...ahead, status: 'pending_arrival' }, now)).toBe('upcoming');
    expect(reservationSection({ ...ahead, status: 'paid' }, now)).toBe('upcoming');
  });

  it('puts an unsettled booking ahead under pending', () => {
    expect(reservationSection({ ...ahead, status: 'waiting_for_payment' }, now)).toBe('pending');
    expect(reservationSection({ ...ahead, status: 'pending_confirmation' }, now)).toBe('pending');
  });

  it('puts started and cancelled bookings under past', () => {
    expect(reservationSection({ ...behind, status: 'pending_arrival' }, now)).toBe('past');
    expect(reservationSection({ ...behind, status: 'waiting_for_payment' }, now)).toBe('past');
    expect(reservationSection({ ...ahead, status: 'cancelled' }, now)).toBe('past');
  });
});
