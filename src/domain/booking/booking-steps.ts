/**
 * The five booking steps (tests/domain/booking/booking-steps.test.ts): 1 adults and kids, 2 date, 3 time, 4
 * select package, 5 payment. Next and back move by one step; a jump goes to a given step. Guards live in
 * step-guards.ts, what going back clears in back-clearing.ts.
 */
export const BOOKING_STEPS = [1, 2, 3, 4, 5] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export const FIRST_STEP: BookingStep = 1;
export const LAST_STEP: BookingStep = 5;

/** What each step asks for; route segments are `step-{n}`. */
export const STEP_NAMES = {
  1: 'people',
  2: 'date',
  3: 'time',
  4: 'package',
  5: 'payment',
} as const satisfies Record<BookingStep, string>;

export function isBookingStep(value: unknown): value is BookingStep {
  return typeof value === 'number' && (BOOKING_STEPS as readonly number[]).includes(value);
}

/** A route param such as `step-3` (or `3`) as a step; null for anything else. */
export function parseStepParam(param: string): BookingStep | null {
  const m = /^(?:step-)?(\d)$/.exec(param);
  const n = m ? Number(m[1]) : Number.NaN;
  return isBookingStep(n) ? n : null;
}

/** One step forward; the last step stays where it is. */
export function nextStep(step: BookingStep): BookingStep {
  return step === LAST_STEP ? LAST_STEP : ((step + 1) as BookingStep);
}

/** One step back; the first step stays where it is. */
export function previousStep(step: BookingStep): BookingStep {
  return step === FIRST_STEP ? FIRST_STEP : ((step - 1) as BookingStep);
}

export type StepMove = 'forward' | 'back' | 'stay';

/** Whether going from `from` to `to` is a forward move (guarded) or a back move (clears, see back-clearing.ts). */
export function stepMove(from: BookingStep, to: BookingStep): StepMove {
  if (to > from) return 'forward';
  if (to < from) return 'back';
  return 'stay';
}
