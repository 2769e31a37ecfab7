import type { BookingState } from '@/domain/booking/booking-state';
import type { BookingStep } from '@/domain/booking/booking-steps';

/**
 * What going back clears (tested in tests/domain/booking/back-clearing.test.ts):
 * - to adults (1): adult, kids, date, time, the big-group flag and the date-time state, and the packages;
 * - to date (2) in the date-first flow: date and time, and the packages;
 * - to any other step: the selected packages.
 *
 * Our reading of "Back to date clears date and time and removes packages in the date-first flow": the
 * whole sentence is the date-first rule; outside that flow, back to date is one of the "other steps" and
 * only removes packages (the picked date stays, so the calendar still shows it). Every back move thus
 * removes the packages, which keeps quantities from outliving the party size and slot they were chosen for.
 */
export interface BackResult {
  state: BookingState;
  /**
   * "The date-time state": the fetched available dates and times of the old party size. They are not in
   * BookingState (the client caches them by query), so the caller drops them when this is true.
   */
  clearDateTimeState: boolean;
}

export function goBack(state: BookingState, target: BookingStep): BackResult {
  const base = { ...state, step: target, selectedPackages: [] };
  if (target === 1) {
    return {
      state: { ...base, adult: 0, kids: 0, selectedDate: null, selectedTime: null, isBigGroup: false },
      clearDateTimeState: true,
    };
  }
  if (target === 2 && state.isDateFirst) {
    return { state: { ...base, selectedDate: null, selectedTime: null }, clearDateTimeState: false };
  }
  return { state: base, clearDateTimeState: false };
}
