import { MAX_APPLIED_VOUCHERS, MAX_VOUCHER_CODE_LENGTH } from '@/contract/voucher-limits';
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
 * `voucherCode` split and kept as a booking keeps codes (`keptVoucherCodes`).
 */
export function codesToRecheck(voucherCode: string | null): string[] {
  return voucherCode === null ? [] : keptVoucherCodes(voucherCode.split(','));
}

/**
 * Codes as a pending booking keeps them: trimmed and upper-cased, each once, at most as many as a booking
 * holds. Empty ones, ones longer than a code can be, and ones with a comma (the codes are kept joined by
 * commas) are dropped. The points marker is not a voucher (a booking paid with points has none).
 */
export function keptVoucherCodes(raw: Iterable<string>): string[] {
  const codes: string[] = [];
  for (const part of raw) {
    const code = part.trim().toUpperCase();
    if (code === '' || code.length > MAX_VOUCHER_CODE_LENGTH || code.includes(',') || sameCode(code, POINTS_MARKER)) continue;
    if (codes.some((c) => sameCode(c, code))) continue;
    codes.push(code);
  }
  return codes.slice(0, MAX_APPLIED_VOUCHERS);
}

/**
 * The codes a member's seat hold keeps (so the server's pending booking has them): the same codes a
 * guest's draft keeps (`draftVoucherCode`: the accepted ones, then those still waiting for their check).
 */
export function heldVoucherCodes(list: readonly AppliedVoucher[], waiting: readonly string[] = []): string[] {
  return codesToRecheck(draftVoucherCode(list, waiting));
}
