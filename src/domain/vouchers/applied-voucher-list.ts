import { sameCode } from '@/domain/vouchers/voucher-combination';

/**
 * The vouchers step 5 lists. The server answers the list as it will stand after a successful check, so
 * that list is taken as it is; a voucher it refused is kept, flagged, so the diner sees why and can try
 * it again (with a card, say) or remove it. Only the accepted codes travel with the price and booking.
 */
export interface AppliedVoucher {
  code: string;
  name: string;
  isGift: boolean;
  /** What it takes off, as the server formatted it; null for a refused one. */
  amount: string | null;
  failed: boolean;
  /** The server's reason for a refused voucher. */
  message: string | null;
  /** A bank-card voucher: the card's first digits are needed to check it. */
  needsCard: boolean;
}

/** After a successful check: the server's list, then the refused vouchers it does not hold. */
export function listAfterSuccess(previous: readonly AppliedVoucher[], answered: readonly AppliedVoucher[]): AppliedVoucher[] {
  const kept = previous.filter((v) => v.failed && !answered.some((a) => sameCode(a.code, v.code)));
  return [...answered, ...kept];
}

/** After a refusal: the booking's vouchers are unchanged; the refused one is (re)listed, flagged. */
export function listAfterRefusal(previous: readonly AppliedVoucher[], refused: AppliedVoucher): AppliedVoucher[] {
  return [...previous.filter((v) => !sameCode(v.code, refused.code)), { ...refused, failed: true, amount: null }];
}

/** The codes sent with the price quote and the reservation: the accepted ones, in order. */
export function acceptedCodes(list: readonly AppliedVoucher[]): string[] {
  return list.filter((v) => !v.failed).map((v) => v.code);
}
