import { describe, expect, it } from 'vitest';
import { SEAT_SHOWING_THRESHOLD, seatStatus } from '@/domain/catalogue/seat-status';

describe('seatStatus', () => {
  it('is normal with more seats than the threshold', () => {
    expect(seatStatus(SEAT_SHOWING_THRESHOLD + 1)).toEqual({ kind: 'normal', disabled: false });
    expect(seatStatus(50, 20)).toEqual({ kind: 'normal', disabled: false });
  });
  it('counts the seats left below the threshold', () => {
    expect(seatStatus(3, 5)).toEqual({ kind: 'few', seatsLeft: 3, disabled: false });
    expect(seatStatus(2)).toEqual({ kind: 'few', seatsLeft: 2, disabled: false });
  });
  it('says last one for exactly one seat', () => {
    expect(seatStatus(1)).toEqual({ kind: 'last', disabled: false });
  });
  it('is sold out and disabled at zero', () => {
    expect(seatStatus(0)).toEqual({ kind: 'sold-out', disabled: true });
    expect(seatStatus(-1)).toEqual({ kind: 'sold-out', disabled: true });
  });
});
