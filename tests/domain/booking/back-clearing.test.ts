import { describe, expect, it } from 'vitest';
import { goBack } from '@/domain/booking/back-clearing';
import { initialBookingState, type BookingState } from '@/domain/booking/booking-state';

function atPayment(isDateFirst = false): BookingState {
  return {
    ...initialBookingState(),
    step: 5,
    adult: 3,
    kids: 2,
    isBigGroup: true,
    selectedDate: '2026-12-01',
    selectedTime: '18:30',
    packagePreference: 'dine_in',
    selectedPackages: [{ id: 1, typeCode: 'ayce', isAllowMix: true, isAcceptManyQuantity: true, quantity: 5, menus: [] }],
    isDateFirst,
  };
}

describe('goBack', () => {
  it('to adults clears people, date, time, big group, the date-time state and packages', () => {
    const r = goBack(atPayment(), 1);
    expect(r.clearDateTimeState).toBe(true);
    expect(r.state).toEqual({
      ...atPayment(),
      step: 1,
      adult: 0,
      kids: 0,
      isBigGroup: false,
      selectedDate: null,
      selectedTime: null,
      selectedPackages: [],
    });
  });
  it('to date in the date-first flow clears date, time and packages', () => {
    const r = goBack(atPayment(true), 2);
    expect(r.clearDateTimeState).toBe(false);
    expect(r.state).toEqual({ ...atPayment(true), step: 2, selectedDate: null, selectedTime: null, selectedPackages: [] });
  });
  it('to date outside the date-first flow only removes packages', () => {
    const r = goBack(atPayment(), 2);
    expect(r).toEqual({ state: { ...atPayment(), step: 2, selectedPackages: [] }, clearDateTimeState: false });
  });
  it('to other steps removes the selected packages', () => {
    for (const step of [3, 4] as const) {
      expect(goBack(atPayment(true), step)).toEqual({
        state: { ...atPayment(true), step, selectedPackages: [] },
        clearDateTimeState: false,
      });
    }
  });
});
