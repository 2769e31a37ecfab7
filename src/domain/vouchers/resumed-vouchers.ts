import { MAX_APPLIED_VOUCHERS } from '@/contract/vouchers';
import { POINTS_MARKER } from '@/domain/loyalty/points-redemption';
import { acceptedCodes, type AppliedVoucher } from '@/domain/vouchers/applied-voucher-list';
import { sameCode } from '@/domain/vouchers/voucher-combination';

/**
 * A pending booking keeps the codes its vouchers were accepted with, as the reservation stores them: one
 * `voucherCode`, the codes joined by commas. Only accepted codes: a refused one was never on the booking.
 * Codes of a resumed booking still waiting for their check stay too (leaving again before it ends loses
 * nothing). Null without any.
 */
export function draftVoucherCode(
  list: readonly AppliedVoucher[],
  waiting: readonly string[] = [],
): string | null {
  const codes = [...acceptedCodes(list), ...waiting.filter((c) => !list.some((v) => sameCode(v.code, c)))];
  return codes.length === 0 ? null : codes.join(',');
}

/**
 * The codes a resumed booking checks again with the server before any of them counts: the draft's
 * `voucherCode` split, trimmed and upper-cased, each once, at most as many as a booking holds. The points
 * marker is not a voucher (a booking paid with points has none).
 */
export function codesToRecheck(voucherCode: string | null): string[] {
  if (voucherCode === null) return [];
  const codes: string[] = [];
  for (const part of voucherCode.split(',')) {
    const code = part.trim().toUpperCase();
    if (code === '' || code.length > 60 || sameCode(code, POINTS_MARKER)) continue;
    if (codes.some((c) => sameCode(c, code))) continue;
    codes.push(code);
  }
  return codes.slice(0, MAX_APPLIED_VOUCHERS);
}
