import type { BookingStep } from '@/domain/booking/booking-steps';
import type { Partner } from '@/contract/partners';

/** The booking step that charges the diner (payment). */
export const BOOKING_CHARGE_STEP: BookingStep = 5;

/**
 * The Thai tag partner (tests/domain/partners/partner-tag-thai.test.ts): a tag-based partner whose tag is
 * `tagthai`. Its diners see its disclaimer and are never charged by us.
 */
export function isPartnerTagThai(partner: Pick<Partner, 'kind' | 'tag'> | null): boolean {
  return partner?.kind === 'tag' && partner.tag === 'tagthai';
}

/** Whether partner mode keeps this diner away from a booking step: the charge step, for the Thai tag partner. */
export function blocksBookingStep(partner: Pick<Partner, 'kind' | 'tag'> | null, step: BookingStep): boolean {
  return step === BOOKING_CHARGE_STEP && isPartnerTagThai(partner);
}
