import { isRefusal } from '@/api/api-error';
import { call } from '@/api/call';
import * as vouchers from '@/contract/endpoints/vouchers';
import {
  VOUCHERS_PAGE_SIZE,
  voucherValidationAnswerSchema,
  type VoucherGroup,
  type VoucherGroupWithVouchers,
  type VoucherPage,
  type VoucherSection,
  type VoucherValidationAnswer,
  type VoucherValidationRequest,
} from '@/contract/vouchers';

/** The voucher calls of the contract (src/contract/endpoints/vouchers.ts), as the screens use them. */

/** One page of the member's own vouchers of a section (active by default). */
export async function fetchMemberVouchers(
  section: VoucherSection,
  page: number,
  signal?: AbortSignal,
): Promise<VoucherPage> {
  const answer = await call(vouchers.memberVouchers, {
    query: { sectionType: section, page: { number: page, size: VOUCHERS_PAGE_SIZE } },
    signal,
    dontReport: true,
  });
  if (!Array.isArray(answer.data)) throw new Error('The voucher list answer holds no list');
  return { data: answer.data, links: answer.links, meta: answer.meta };
}

export type VoucherCheckBody = VoucherValidationRequest;

/**
 * What a voucher check answered: the list as it would stand and what each takes off, or the refusal's
 * message with the list the server still sent (the refused voucher flagged), when it sent one. Anything
 * without an answer (network, 5xx) throws.
 */
export type VoucherCheck =
  | { ok: true; answer: VoucherValidationAnswer }
  /** `onCode`: the refusal is about the code itself (unknown, refused), not the diner or the request. */
  | { ok: false; message: string; answer: VoucherValidationAnswer | null; onCode: boolean };

export async function checkVoucher(body: VoucherCheckBody): Promise<VoucherCheck> {
  try {
    const answer = await call(vouchers.validateVoucher, { body, dontReport: true, retry: 0 });
    return { ok: true, answer: { data: answer.data, meta: answer.meta } };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const parsed = voucherValidationAnswerSchema.safeParse(error.body);
    const answer = parsed.success ? parsed.data : null;
    return { ok: false, message: error.message, answer, onCode: answer !== null || 'voucherCode' in error.fieldErrors };
  }
}

/** A voucher group with its public vouchers, or null when the server has no such group (404). */
export async function fetchVoucherGroup(id: string, signal?: AbortSignal): Promise<VoucherGroupWithVouchers | null> {
  try {
    const answer = await call(vouchers.voucherGroup, { params: { id }, signal, dontReport: true });
    return answer.data;
  } catch (error) {
    if (isRefusal(error, 404)) return null;
    throw error;
  }
}

/** Every active voucher group (public). */
export async function fetchVoucherGroups(signal?: AbortSignal): Promise<VoucherGroup[]> {
  const answer = await call(vouchers.voucherGroups, { signal, dontReport: true });
  return answer.data;
}
