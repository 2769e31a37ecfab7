import type { BookingState } from '@/domain/booking/booking-state';
import { resetBooking } from '@/domain/booking/booking-state';

/**
 * Changing language mid-booking asks for confirmation; confirming resets the booking to
 * step 1. "Mid-booking" = on a booking step route; outside it the language just changes
 * (tests/domain/booking/language-change.test.ts).
 */
export type LanguageChangeDecision = 'none' | 'change' | 'confirm';

export function languageChangeDecision(input: { from: string; to: string; inBooking: boolean }): LanguageChangeDecision {
  if (input.from === input.to) return 'none';
  return input.inBooking ? 'confirm' : 'change';
}

/** After the diner confirms: the booking back at step 1 with defaults (resetBooking keeps device/kind fields). */
export function confirmLanguageChange(state: BookingState): BookingState {
  return resetBooking(state);
}
