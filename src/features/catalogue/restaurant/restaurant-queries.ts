import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { isRefusal } from '@/api/api-error';
import { call } from '@/api/call';
import { around, restaurant, reviews, similar } from '@/contract/endpoints/catalogue-pages';
import type { Language } from '@/contract/envelope';
import type { Review } from '@/contract/restaurant-detail';

/**
 * Queries of the restaurant page. Keys start with ['catalogue', 'restaurant', …] so they persist to
 * IndexedDB (src/lib/query/persist-policy.ts): a restaurant page seen once renders offline.
 */
export type RestaurantListKind = 'similar' | 'around';

export const restaurantKeys = {
  detail: (slug: string, lang: Language) => ['catalogue', 'restaurant', 'detail', slug, lang] as const,
  reviews: (id: number, lang: Language) => ['catalogue', 'restaurant', 'reviews', id, lang] as const,
  /** Similar restaurants (bookable on `date`) or the ones around it. */
  list: (kind: RestaurantListKind, id: number, lang: Language, date: string) =>
    ['catalogue', 'restaurant', kind, id, lang, ...(kind === 'similar' ? [date] : [])] as const,
};

/** The server has no restaurant by that name: the page shows its not-found state. */
export class RestaurantNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestaurantNotFoundError';
  }
}

/** A refusal of 404 is the not-found state; the call's fallback text stands in for a missing message. */
async function answered<T>(pending: Promise<T>, fallback: MessageDescriptor): Promise<T> {
  return pending.catch((error: unknown) => {
    if (isRefusal(error, 404)) throw new RestaurantNotFoundError(error.message || i18n._(fallback));
    throw error;
  });
}

export interface ReviewsPage {
  reviews: Review[];
  totalReviews: number;
  reviewsScore: number;
  starCounts: { star: number; count: number }[];
}

export const restaurantQueries = {
  detail: (slug: string, lang: Language) =>
    queryOptions({
      queryKey: restaurantKeys.detail(slug, lang),
      queryFn: async ({ signal }) => {
        const fallback = msg`Restaurant not found`;
        const answer = await answered(call(restaurant, { params: { key: slug }, signal, dontReport: true, fallback: () => i18n._(fallback) }), fallback);
        return answer.data.attributes;
      },
      // A missing restaurant stays missing: no retries.
      retry: (count, error) => !(error instanceof RestaurantNotFoundError) && count < 2,
    }),

  reviews: (id: number, lang: Language) =>
    queryOptions({
      queryKey: restaurantKeys.reviews(id, lang),
      queryFn: async ({ signal }): Promise<ReviewsPage> => {
        const fallback = msg`Oops, something went wrong`;
        const { data, meta } = await answered(
          call(reviews, { params: { key: id }, query: { page: 1 }, signal, fallback: () => i18n._(fallback) }),
          fallback,
        );
        return { reviews: data.map((r) => r.attributes), ...meta };
      },
    }),

  /**
   * Similar restaurants sends the day they should be bookable on (`date`, YYYY-MM-DD: today on the
   * Bangkok clock from the restaurant page), as similar.json documents; the ones around need no date.
   */
  list: (kind: RestaurantListKind, id: number, lang: Language, date: string) =>
    queryOptions({
      queryKey: restaurantKeys.list(kind, id, lang, date),
      queryFn: async ({ signal }) => {
        const fallback = msg`Oops, something went wrong`;
        const options = { params: { key: id }, signal, fallback: () => i18n._(fallback) };
        const answer = await answered(
          kind === 'similar' ? call(similar, { ...options, query: { page: 1, date } }) : call(around, options),
          fallback,
        );
        return answer.data.map((r) => r.attributes);
      },
    }),
};
