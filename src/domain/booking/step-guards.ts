import { isValidIsoDate } from '@/domain/date/date-format';
import type { BookingState } from '@/domain/booking/booking-state';
import type { BookingStep } from '@/domain/booking/booking-steps';

/**
 * Forward step guards (tests/domain/booking/step-guards.test.ts). A failing guard shows its prompt as
 * an error toast and blocks the move; the prompts are the English source text, which the UI passes
 * through Lingui (`msg`) with the same text.
 *
 * A move checks every guard from step 2 up to the target, so a jump (resume to step 5, a typed URL)
 * cannot skip what next-by-next would have asked for.
 */
export const STEP_PROMPTS = {
  people: 'Please select number of people first',
  package: 'Please select package first',
  date: 'Please select date first',
  dateTime: 'Please select date/time first',
  invalidDate: 'Invalid date, please choose another date',
} as const;

export type StepGuardReason = keyof typeof STEP_PROMPTS;

export type StepGuardResult =
  | { ok: true }
  | { ok: false; reason: StepGuardReason; message: (typeof STEP_PROMPTS)[StepGuardReason]; step: BookingStep };

export type StepGuardState = Pick<
  BookingState,
  'adult' | 'bookingMethod' | 'packagePreference' | 'selectedPackages' | 'selectedDate' | 'selectedTime' | 'isDateFirst'
>;

export interface StepGuardOptions {
  /**
   * Guards are skipped when the caller sets this flag.
   * We set it when resuming a pending booking, whose fields were checked when it was offered.
   */
  skipGuards?: boolean;
  /** Time may be skipped (delivery order-now); then the package step needs only a date. */
  timeSkippable?: boolean;
  /** Whether the date can be booked (from the available dates); defaults to "a real calendar date". */
  isDateSelectable?: (date: string) => boolean;
}

const fail = (reason: StepGuardReason, step: BookingStep): StepGuardResult => ({
  ok: false,
  reason,
  message: STEP_PROMPTS[reason],
  step,
});

/**
 * To date (2): adults when the booking method is dine in (experience books people too; delivery does
 * not), and a package unless in the date-first flow. "A package" is the package the diner picked on the
 * restaurant page, remembered as the package preference: going back to step 1 removes selected packages
 * (back-clearing.ts), so requiring a selected package here would trap the diner after any back move.
 */
function guardDate(s: StepGuardState): StepGuardResult {
  if (s.bookingMethod === 'dine_in' && !(s.adult >= 1)) return fail('people', 2);
  if (!s.isDateFirst && s.packagePreference === null && s.selectedPackages.length === 0) return fail('package', 2);
  return { ok: true };
}

/** To time (3): a valid date. */
function guardTime(s: StepGuardState, o: StepGuardOptions): StepGuardResult {
  if (!s.selectedDate) return fail('date', 3);
  const selectable = o.isDateSelectable ?? isValidIsoDate;
  if (!isValidIsoDate(s.selectedDate) || !selectable(s.selectedDate)) return fail('invalidDate', 3);
  return { ok: true };
}

/** To package selection (4): date and time; time is optional when it can be skipped. */
function guardPackage(s: StepGuardState, o: StepGuardOptions): StepGuardResult {
  if (o.timeSkippable) return s.selectedDate ? { ok: true } : fail('date', 4);
  return s.selectedDate && s.selectedTime ? { ok: true } : fail('dateTime', 4);
}

/** To payment (5): a selected package. */
function guardPayment(s: StepGuardState): StepGuardResult {
  return s.selectedPackages.length > 0 ? { ok: true } : fail('package', 5);
}

/** The guard of entering exactly `step` (no earlier ones). Step 1 has none. */
export function guardStep(step: BookingStep, state: StepGuardState, options: StepGuardOptions = {}): StepGuardResult {
  switch (step) {
    case 1:
      return { ok: true };
    case 2:
      return guardDate(state);
    case 3:
      return guardTime(state, options);
    case 4:
      return guardPackage(state, options);
    case 5:
      return guardPayment(state);
  }
}

/**
 * May the diner move forward to `target`? Checks steps 2..target in order and answers the first failure.
 * Back moves are never guarded (use back-clearing.ts); with `skipGuards` every move passes.
 */
export function canMoveForward(
  target: BookingStep,
  state: StepGuardState,
  options: StepGuardOptions = {},
): StepGuardResult {
  if (options.skipGuards) return { ok: true };
  for (let step = 2; step <= target; step++) {
    const result = guardStep(step as BookingStep, state, options);
    if (!result.ok) return result;
  }
  return { ok: true };
}
