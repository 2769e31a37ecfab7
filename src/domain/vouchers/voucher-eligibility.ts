import { cardInRanges } from './card-range';
import { bangkokIsoDay } from '@/domain/date/bangkok-iso-day';

/**
 * Whether a voucher may be used for a booking, and if not, why (one reason, the first that applies, in
 * the order a diner can act on). The day is Bangkok's day of `now`; nothing here reads a clock.
 */

export interface EligibilityVoucher {
  active: boolean;
  category: 'gift' | 'restaurant' | 'bank' | 'first_app';
  amountType: 'fixed' | 'percent' | 'stored';
  valueMinor: number;
  amountUsedMinor: number;
  minSpendMinor: number;
  currency: string;
  usedCount: number;
  totalLimit: number | null;
  perMemberLimit: number | null;
  ownerUserId: number | null;
  restaurantIds: readonly number[];
  packageTypes: readonly string[];
  serviceTypes: readonly string[];
  paymentTypes: readonly string[];
  cardPrefixes: readonly string[];
  /** YYYY-MM-DD, both days included. */
  validFrom: string;
  validUntil: string;
  firstBookingOnly: boolean;
}

export interface VoucherBooking {
  restaurantId: number;
  currency: string;
  /** The booking's total before vouchers. */
  totalMinor: number;
  packageTypes: readonly string[];
  serviceType: string;
  paymentType: string | null;
  /** First 11 digits + XXXX, or null when no card was entered. */
  ccNumber: string | null;
  /** The member booking, or null for a guest. */
  userId: number | null;
  /** Bookings that hold this voucher for this member (or guest e-mail) now. */
  usesByDiner: number;
  /** The member's bookings so far (first-booking vouchers). */
  bookingsByDiner: number;
}

export type IneligibleReason =
  | 'inactive'
  | 'notStarted'
  | 'expired'
  | 'notOwner'
  | 'needsMember'
  | 'wrongRestaurant'
  | 'wrongCurrency'
  | 'wrongPackage'
  | 'wrongService'
  | 'minSpend'
  | 'giftSpent'
  | 'totalLimit'
  | 'memberLimit'
  | 'firstBookingOnly'
  | 'wrongPaymentType'
  | 'cardRequired'
  | 'wrongCard';

export type Eligibility = { kind: 'ok' } | { kind: 'refused'; reason: IneligibleReason };

/** A bank-card voucher: it asks for the card number before it can be checked. */
export function needsCard(voucher: Pick<EligibilityVoucher, 'cardPrefixes'>): boolean {
  return voucher.cardPrefixes.length > 0;
}

export function checkEligibility(
  voucher: EligibilityVoucher,
  booking: VoucherBooking,
  now: Date,
): Eligibility {
  const refuse = (reason: IneligibleReason): Eligibility => ({ kind: 'refused', reason });
  const today = bangkokIsoDay(now);
  if (!voucher.active) return refuse('inactive');
  if (today < voucher.validFrom) return refuse('notStarted');
  if (today > voucher.validUntil) return refuse('expired');
  if (voucher.ownerUserId != null && voucher.ownerUserId !== booking.userId)
    return refuse(booking.userId == null ? 'needsMember' : 'notOwner');
  if (voucher.firstBookingOnly && booking.userId == null) return refuse('needsMember');
  if (voucher.restaurantIds.length > 0 && !voucher.restaurantIds.includes(booking.restaurantId))
    return refuse('wrongRestaurant');
  if (voucher.currency !== booking.currency) return refuse('wrongCurrency');
  if (voucher.packageTypes.length > 0 && !booking.packageTypes.every((t) => voucher.packageTypes.includes(t)))
    return refuse('wrongPackage');
  if (voucher.serviceTypes.length > 0 && !voucher.serviceTypes.includes(booking.serviceType))
    return refuse('wrongService');
  if (booking.totalMinor < voucher.minSpendMinor) return refuse('minSpend');
  if (voucher.amountType === 'stored' && voucher.valueMinor - voucher.amountUsedMinor <= 0)
    return refuse('giftSpent');
  if (voucher.totalLimit != null && voucher.usedCount >= voucher.totalLimit) return refuse('totalLimit');
  if (voucher.perMemberLimit != null && booking.usesByDiner >= voucher.perMemberLimit)
    return refuse('memberLimit');
  if (voucher.firstBookingOnly && booking.bookingsByDiner > 0) return refuse('firstBookingOnly');
  if (
    voucher.paymentTypes.length > 0 &&
    (booking.paymentType == null || !voucher.paymentTypes.includes(booking.paymentType))
  )
    return refuse(needsCard(voucher) && booking.ccNumber == null ? 'cardRequired' : 'wrongPaymentType');
  if (needsCard(voucher)) {
    if (booking.ccNumber == null || booking.ccNumber === '') return refuse('cardRequired');
    if (!cardInRanges(booking.ccNumber, voucher.cardPrefixes)) return refuse('wrongCard');
  }
  return { kind: 'ok' };
}
