import { acceptedCodes } from '@/domain/vouchers/applied-voucher-list';
import type { BookingSession } from '@/features/booking/booking-store';

export interface VoucherFields {
  voucherCodes: string[];
  /** First 11 digits then XXXX, for a bank-card voucher; null without a card. */
  ccNumber: string | null;
}

/**
 * What the price quote and the reservation carry for the vouchers: the accepted codes and the masked
 * card, the same in both so the total shown is the total booked. Null without an accepted voucher (the
 * quote is then the plain one, already cached from step 4).
 */
export function voucherFieldsOf(session: Pick<BookingSession, 'vouchers' | 'voucherCard'>): VoucherFields | null {
  const codes = acceptedCodes(session.vouchers);
  if (codes.length === 0) return null;
  return { voucherCodes: codes, ccNumber: session.voucherCard };
}
