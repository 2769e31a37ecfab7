import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@/contract/envelope';

const loadCalls = () => import('@/entities/voucher/voucher-calls');

/**
 * Voucher groups are public and the same for every visitor, so their keys start with 'catalogue': the
 * persisted cache keeps them and a group page seen once opens offline. The language is in the key, the
 * server answers names and descriptions in it.
 */
export const voucherGroupKeys = {
  all: (lang: Language) => ['catalogue', 'voucher-groups', lang] as const,
  one: (id: string, lang: Language) => ['catalogue', 'voucher-group', id, lang] as const,
};

/** One group with its public vouchers; null when the server has no such group (its answer, kept too). */
export const voucherGroupQuery = (id: string, lang: Language) =>
  queryOptions({
    queryKey: voucherGroupKeys.one(id, lang),
    queryFn: async ({ signal }) => {
      const { fetchVoucherGroup } = await loadCalls();
      return fetchVoucherGroup(id, signal);
    },
  });

/** Every active voucher group, for links to their pages. */
export const voucherGroupsQuery = (lang: Language) =>
  queryOptions({
    queryKey: voucherGroupKeys.all(lang),
    queryFn: async ({ signal }) => {
      const { fetchVoucherGroups } = await loadCalls();
      return fetchVoucherGroups(signal);
    },
  });
