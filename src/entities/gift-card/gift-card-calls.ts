import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import type { Language } from '@/contract/envelope';
import * as giftCards from '@/contract/endpoints/gift-cards';
import type { BuyGiftCardRequest, GiftCardOrder } from '@/contract/gift-cards';
import { memberKey } from '@/lib/query/persist-policy';

/**
 * POST /gift_cards.json with the Idempotency-Key of this attempt: a lost answer retried with the same key
 * gets the same order, never a second charge. The server charges the chosen amount and nothing else.
 */
export async function buyGiftCard(body: BuyGiftCardRequest, idempotencyKey: string): Promise<GiftCardOrder> {
  const answer = await call(giftCards.buyGiftCard, {
    body,
    idempotencyKey,
    validate: true,
    fallback: () => i18n._(msg`Oops, something went wrong, failed buying the gift card`),
  });
  return answer.data;
}

/**
 * One gift card order of the member. Keyed memberKey(…, 'gift-cards', …), a persisted part: a bought gift
 * card and its QR open offline; sign-out drops it.
 */
export const giftCardOrderQuery = (memberId: number, orderId: string, lang: Language) =>
  queryOptions({
    queryKey: memberKey(memberId, 'gift-cards', orderId, lang),
    queryFn: async ({ signal }) =>
      (await call(giftCards.giftCardOrder, { params: { orderId }, signal, dontReport: true, validate: true })).data,
    // The balance changes whenever the code is used, on any device: read again each time the page opens.
    staleTime: 0,
    // A failed connection is not retried: offline, the persisted card shows at once instead of pausing.
    retry: false,
    enabled: memberId > 0,
  });
