import { describe, expect, it } from 'vitest';
import { BOOKING_STEPS } from '@/domain/booking/booking-steps';
import { BOOKING_CHARGE_STEP, blocksBookingStep, isPartnerTagThai } from '@/domain/partners/partner-tag-thai';

const tagThai = { kind: 'tag' as const, tag: 'tagthai' as const };

describe('isPartnerTagThai', () => {
  it('is the tag-based partner tagged tagthai only', () => {
    expect(isPartnerTagThai(tagThai)).toBe(true);
    expect(isPartnerTagThai(null)).toBe(false);
    expect(isPartnerTagThai({ kind: 'tag', tag: 'aoa' })).toBe(false);
    expect(isPartnerTagThai({ kind: 'name', tag: 'tagthai' })).toBe(false);
    expect(isPartnerTagThai({ kind: 'name', tag: null })).toBe(false);
  });
});

describe('blocksBookingStep', () => {
  it('keeps the Thai tag partner away from the charge step (5) and from it alone', () => {
    expect(BOOKING_CHARGE_STEP).toBe(5);
    for (const step of BOOKING_STEPS) expect(blocksBookingStep(tagThai, step), String(step)).toBe(step === 5);
  });

  it('blocks nothing for other partners or outside partner mode', () => {
    for (const step of BOOKING_STEPS) {
      expect(blocksBookingStep(null, step)).toBe(false);
      expect(blocksBookingStep({ kind: 'name', tag: null }, step)).toBe(false);
    }
  });
});
