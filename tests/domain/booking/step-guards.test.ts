import { describe, expect, it } from 'vitest';
import { initialBookingState, type BookingState } from '@/domain/booking/booking-state';
import { canMoveForward, guardStep, STEP_PROMPTS } from '@/domain/booking/step-guards';

const pkg = { id: 1, typeCode: 'ayce' as const, isAllowMix: true, isAcceptManyQuantity: true, quantity: 2, menus: [] };

function complete(): BookingState {
  return {
    ...initialBookingState(),
    adult: 2,
    packagePreference: 'dine_in',
    selectedDate: '2026-12-01',
    selectedTime: '18:00',
    selectedPackages: [pkg],
  };
}

const failure = (reason: keyof typeof STEP_PROMPTS, step: number) => ({
  ok: false,
  reason,
  message: STEP_PROMPTS[reason],
  step,
});

describe('STEP_PROMPTS', () => {
  it('are the product texts', () => {
    expect(STEP_PROMPTS).toEqual({
      people: 'Please select number of people first',
      package: 'Please select package first',
      date: 'Please select date first',
      dateTime: 'Please select date/time first',
      invalidDate: 'Invalid date, please choose another date',
    });
  });
});

describe('to step 1', () => {
  it('is never guarded', () => {
    expect(guardStep(1, initialBookingState())).toEqual({ ok: true });
    expect(canMoveForward(1, initialBookingState())).toEqual({ ok: true });
  });
});

describe('to date (2)', () => {
  it('needs adults for dine in', () => {
    expect(canMoveForward(2, { ...complete(), adult: 0 })).toEqual(failure('people', 2));
  });
  it('counts experience (booking method dine in) as needing adults too', () => {
    expect(canMoveForward(2, { ...complete(), adult: 0, packagePreference: 'experience' })).toEqual(failure('people', 2));
  });
  it('does not need adults for delivery/pick up', () => {
    expect(canMoveForward(2, { ...complete(), adult: 0, bookingMethod: 'delivery_pick_up' })).toEqual({ ok: true });
  });
  it('needs a package (preference or selection) unless date-first', () => {
    const none = { ...complete(), packagePreference: null, selectedPackages: [] };
    expect(canMoveForward(2, none)).toEqual(failure('package', 2));
    expect(canMoveForward(2, { ...none, isDateFirst: true })).toEqual({ ok: true });
    expect(canMoveForward(2, { ...none, selectedPackages: [pkg] })).toEqual({ ok: true });
    expect(canMoveForward(2, { ...none, packagePreference: 'dine_in' })).toEqual({ ok: true });
  });
});

describe('to time (3)', () => {
  it('needs a date', () => {
    expect(canMoveForward(3, { ...complete(), selectedDate: null })).toEqual(failure('date', 3));
  });
  it('needs a valid date', () => {
    expect(canMoveForward(3, { ...complete(), selectedDate: '2026-02-30' })).toEqual(failure('invalidDate', 3));
    expect(canMoveForward(3, { ...complete(), selectedDate: '01/12/2026' })).toEqual(failure('invalidDate', 3));
  });
  it('asks the caller whether the date is selectable', () => {
    const isDateSelectable = (d: string) => d !== '2026-12-01';
    expect(canMoveForward(3, complete(), { isDateSelectable })).toEqual(failure('invalidDate', 3));
    expect(canMoveForward(3, { ...complete(), selectedDate: '2026-12-02' }, { isDateSelectable })).toEqual({ ok: true });
  });
  it('checks the earlier guard first', () => {
    expect(canMoveForward(3, { ...complete(), adult: 0, selectedDate: null })).toEqual(failure('people', 2));
  });
});

describe('to package (4)', () => {
  it('needs date and time', () => {
    expect(guardStep(4, { ...complete(), selectedTime: null })).toEqual(failure('dateTime', 4));
    expect(guardStep(4, { ...complete(), selectedDate: null })).toEqual(failure('dateTime', 4));
    expect(canMoveForward(4, { ...complete(), selectedTime: null })).toEqual(failure('dateTime', 4));
  });
  it('needs only a date when time can be skipped', () => {
    expect(canMoveForward(4, { ...complete(), selectedTime: null }, { timeSkippable: true })).toEqual({ ok: true });
    expect(guardStep(4, { ...complete(), selectedDate: null }, { timeSkippable: true })).toEqual(failure('date', 4));
  });
  it('passes with date and time', () => {
    expect(canMoveForward(4, complete())).toEqual({ ok: true });
  });
});

describe('to payment (5)', () => {
  it('needs a selected package', () => {
    expect(canMoveForward(5, { ...complete(), selectedPackages: [] })).toEqual(failure('package', 5));
  });
  it('passes when everything is chosen (a jump checks every step)', () => {
    expect(canMoveForward(5, complete())).toEqual({ ok: true });
    expect(canMoveForward(5, { ...complete(), selectedTime: null })).toEqual(failure('dateTime', 4));
  });
});

describe('skipGuards', () => {
  it('lets every move through', () => {
    expect(canMoveForward(5, initialBookingState(), { skipGuards: true })).toEqual({ ok: true });
  });
});
