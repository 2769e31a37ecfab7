import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import type { Language } from '@/contract/envelope';
import * as tickets from '@/contract/endpoints/package-tickets';
import type { BuyTicketsRequest, TicketOrder } from '@/contract/package-tickets';
import { memberKey } from '@/lib/query/persist-policy';

/** The package ticket calls of the contract (src/contract/endpoints/package-tickets.ts). */

/**
 * POST /package_tickets.json with the Idempotency-Key of this attempt: a lost answer retried with the same
 * key gets the same order, never a second charge. The server prices it; only the package, the quantity
 * and the payment method (or gateway token) are sent.
 */
export async function buyPackageTickets(body: BuyTicketsRequest, idempotencyKey: string): Promise<TicketOrder> {
  const answer = await call(tickets.buyTickets, {
    body,
    idempotencyKey,
    validate: true,
    fallback: () => i18n._(msg`Oops, something went wrong, failed buying the ticket`),
  });
  return answer.data;
}

/**
 * One order of the member, by its unguessable id. The key is the member's (memberKey … 'package-tickets'),
 * so a bought ticket persists to IndexedDB and opens offline at the restaurant's door; sign-out drops it.
 */
export const ticketOrderKey = (memberId: number, orderId: string, lang: Language) =>
  memberKey(memberId, 'package-tickets', orderId, lang);

export const ticketOrderQuery = (memberId: number, orderId: string, lang: Language) =>
  queryOptions({
    queryKey: ticketOrderKey(memberId, orderId, lang),
    queryFn: async ({ signal }) =>
      (await call(tickets.ticketOrder, { params: { orderId }, signal, dontReport: true, validate: true })).data,
    // A ticket is redeemed at the restaurant, not here: read again each time the page opens.
    staleTime: 0,
    // A failed connection is not retried: offline, the persisted order shows at once instead of pausing.
    retry: false,
    enabled: memberId > 0,
  });
