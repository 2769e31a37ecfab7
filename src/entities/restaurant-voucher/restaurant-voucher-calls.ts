import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/call';
import type { Language } from '@/contract/envelope';
import * as restaurantVouchers from '@/contract/endpoints/restaurant-vouchers';
import type { BuyRestaurantVouchersRequest, RestaurantVoucherOrder } from '@/contract/restaurant-vouchers';
import { memberKey } from '@/lib/query/persist-policy';

/** A restaurant's voucher offers on sale now (public; empty when it sells none). */
export const restaurantVoucherOffersQuery = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['restaurant-voucher-offers', slug, lang] as const,
    queryFn: async ({ signal }) =>
      (
        await call(restaurantVouchers.restaurantVoucherOffers, {
          params: { restaurantName: slug },
          signal,
          dontReport: true,
          validate: true,
        })
      ).data,
    staleTime: 60_000,
  });

/**
 * POST /restaurant_vouchers.json with the Idempotency-Key of this attempt: a lost answer retried with the
 * same key gets the same order, never a second charge. The server prices the order from the offer.
 */
export async function buyRestaurantVouchers(
  body: BuyRestaurantVouchersRequest,
  idempotencyKey: string,
): Promise<RestaurantVoucherOrder> {
  const answer = await call(restaurantVouchers.buyRestaurantVouchers, {
    body,
    idempotencyKey,
    validate: true,
    fallback: () => i18n._(msg`Oops, something went wrong, failed buying the voucher`),
  });
  return answer.data;
}

/**
 * One restaurant voucher order of the member. Keyed memberKey(…, 'restaurant-vouchers', …), a persisted
 * part: bought vouchers and their QR codes open offline at the restaurant; sign-out drops them.
 */
export const restaurantVoucherOrderQuery = (memberId: number, orderId: string, lang: Language) =>
  queryOptions({
    queryKey: memberKey(memberId, 'restaurant-vouchers', orderId, lang),
    queryFn: async ({ signal }) =>
      (
        await call(restaurantVouchers.restaurantVoucherOrder, {
          params: { orderId },
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

const restaurantPath = (slug: string) => `/restaurants/${encodeURIComponent(slug)}`;

/** The buy page of one offer: the sidebar child on desktop, a full page on phones and tablets. */
export function buyVoucherPath(slug: string, offerId: number, mobile: boolean): string {
  return `${restaurantPath(slug)}/${mobile ? 'mobile-buy' : 'buy'}-voucher?offer=${offerId}`;
}

/** An order's page under its restaurant; with `qrPayment` the page that shows the PromptPay QR. */
export function voucherOrderPath(slug: string, orderId: string, qrPayment = false): string {
  return `${restaurantPath(slug)}/voucher/${qrPayment ? 'qr-payment/' : ''}${encodeURIComponent(orderId)}`;
}
