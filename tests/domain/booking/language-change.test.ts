import { describe, expect, it } from 'vitest';
import { initialBookingState } from '@/domain/booking/booking-state';
import { confirmLanguageChange, languageChangeDecision } from '@/domain/booking/language-change';

describe('languageChangeDecision', () => {
  it('does nothing for the same language', () => {
    expect(languageChangeDecision({ from: 'en', to: 'en', inBooking: true })).toBe('none');
  });
  it('asks for confirmation mid-booking', () => {
    expect(languageChangeDecision({ from: 'en', to: 'th', inBooking: true })).toBe('confirm');
  });
  it('just changes outside a booking', () => {
    expect(languageChangeDecision({ from: 'th', to: 'en', inBooking: false })).toBe('change');
  });
});

describe('confirmLanguageChange', () => {
  it('resets the booking to step 1, keeping the preference', () => {
    const s = { ...initialBookingState(), step: 3 as const, adult: 2, selectedDate: '2026-12-01', packagePreference: 'dine_in' as const };
    expect(confirmLanguageChange(s)).toEqual({ ...initialBookingState(), packagePreference: 'dine_in' });
  });
});
