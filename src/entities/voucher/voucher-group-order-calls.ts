import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import type { Language } from '@/contract/envelope';
import * as voucherGroupOrders from '@/contract/endpoints/voucher-group-orders';
import type { BuyVoucherGroupRequest, VoucherGroupOrder } from '@/contract/voucher-group-orders';
import { memberKey } from '@/lib/query/persist-policy';

/**
 * POST /voucher_group_transactions.json with the Idempotency-Key of this attempt: a lost answer retried
 * with the same key gets the same order, never a second charge. The server prices the order from the group.
 */
export async function buyVoucherGroup(body: BuyVoucherGroupRequest, idempotencyKey: string): Promise<VoucherGroupOrder> {
  const answer = await call(voucherGroupOrders.buyVoucherGroup, {
    body,
    idempotencyKey,
    validate: true,
    fallback: () => i18n._(msg`Oops, something went wrong, failed buying the voucher`),
  });
  return answer.data;
}

/**
 * One voucher group transaction of the member. Keyed memberKey(…, 'voucher-group-transactions', …), a
 * persisted part: bought codes and their QR codes open offline at the restaurant; sign-out drops them.
 */
export const voucherGroupOrderQuery = (memberId: number, encryptedId: string, lang: Language) =>
  queryOptions({
    queryKey: memberKey(memberId, 'voucher-group-transactions', encryptedId, lang),
    queryFn: async ({ signal }) =>
      (
        await call(voucherGroupOrders.voucherGroupOrder, {
          params: { encryptedId },
          signal,
          dontReport: true,
          validate: true,
        })
      ).data,
    // A voucher is used up by a booking on any device: read again each time the page opens.
    staleTime: 0,
    // A failed connection is not retried: offline, the persisted order shows at once instead of pausing.
    retry: false,
    enabled: memberId > 0,
  });

/** The transaction page of an order. */
export function voucherGroupOrderPath(encryptedId: string): string {
  return `/voucher_group_transaction/${encodeURIComponent(encryptedId)}`;
}
