import { queryOptions } from '@tanstack/react-query';
import type { VoucherSection } from '@/contract/vouchers';

const loadCalls = () => import('@/entities/voucher/voucher-calls');

/**
 * A member's vouchers of one section, first page. Keyed by the account's e-mail so another member on this
 * device never sees them; personal, so kept in memory only.
 */
export const memberVouchersQuery = (email: string | null, section: VoucherSection) =>
  queryOptions({
    queryKey: ['account', 'vouchers', email, section] as const,
    queryFn: async ({ signal }) => {
      const { fetchMemberVouchers } = await loadCalls();
      return fetchMemberVouchers(section, 1, signal);
    },
  });
