import { describe, expect, it } from 'vitest';
import {
  BOOKING_STEPS,
  STEP_NAMES,
  isBookingStep,
  nextStep,
  parseStepParam,
  previousStep,
  stepMove,
} from '@/domain/booking/booking-steps';

describe('booking steps', () => {
  it('has five named steps in order', () => {
    expect(BOOKING_STEPS).toEqual([1, 2, 3, 4, 5]);
    expect(STEP_NAMES).toEqual({ 1: 'people', 2: 'date', 3: 'time', 4: 'package', 5: 'payment' });
  });
  it('moves next and back by one and stops at the ends', () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(4)).toBe(5);
    expect(nextStep(5)).toBe(5);
    expect(previousStep(5)).toBe(4);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(1);
  });
  it('recognises steps', () => {
    expect(isBookingStep(3)).toBe(true);
    expect(isBookingStep(0)).toBe(false);
    expect(isBookingStep(6)).toBe(false);
    expect(isBookingStep('3')).toBe(false);
    expect(isBookingStep(2.5)).toBe(false);
  });
  it('parses route params', () => {
    expect(parseStepParam('step-3')).toBe(3);
    expect(parseStepParam('5')).toBe(5);
    expect(parseStepParam('step-6')).toBeNull();
    expect(parseStepParam('step-0')).toBeNull();
    expect(parseStepParam('stepx')).toBeNull();
  });
  it('classifies jumps', () => {
    expect(stepMove(1, 5)).toBe('forward');
    expect(stepMove(4, 1)).toBe('back');
    expect(stepMove(3, 3)).toBe('stay');
  });
});
