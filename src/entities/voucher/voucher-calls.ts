import { call } from '@/api/call';
import * as vouchers from '@/contract/endpoints/vouchers';
import { VOUCHERS_PAGE_SIZE, type VoucherPage, type VoucherSection } from '@/contract/vouchers';

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
