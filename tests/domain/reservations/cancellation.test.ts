import { describe, expect, it } from 'vitest';
import { canCancel, cancelDecision } from '@/domain/reservations/cancellation';

// 2026-11-26 12:00 in Bangkok.
const now = new Date('2026-11-26T05:00:00Z');

describe('cancelDecision', () => {
  it('cancels a booking still ahead, pending or confirmed', () => {
    for (const status of ['pending_arrival', 'paid', 'waiting_for_payment', 'pending_confirmation'] as const) {
      expect(cancelDecision({ status, date: '2026-11-26', startTime: '12:01' }, now), status).toEqual({ kind: 'cancel' });
    }
  });

  it('refuses a booking that has started', () => {
    expect(cancelDecision({ status: 'pending_arrival', date: '2026-11-26', startTime: '12:00' }, now)).toEqual({
      kind: 'refused',
      reason: 'started',
    });
    expect(canCancel({ status: 'paid', date: '2026-11-01', startTime: '18:00' }, now)).toBe(false);
  });

  it('answers a cancelled booking as already cancelled, past or not', () => {
    expect(cancelDecision({ status: 'cancelled', date: '2026-12-01', startTime: '18:00' }, now)).toEqual({ kind: 'already' });
    expect(cancelDecision({ status: 'cancelled', date: '2026-11-01', startTime: '18:00' }, now)).toEqual({ kind: 'already' });
    expect(canCancel({ status: 'cancelled', date: '2026-12-01', startTime: '18:00' }, now)).toBe(false);
  });
});
