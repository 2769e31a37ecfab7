import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiResult } from '@/api/client';
import type { Language } from '@/contract/envelope';
import type { CardResource } from '@/contract/listings';
import type { RestaurantDetail, Review } from '@/contract/restaurant-detail';

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

function unwrap<T>(result: ApiResult<T>, fallback: MessageDescriptor): T {
  if (result.httpStatus === 404) throw new RestaurantNotFoundError(result.message || i18n._(fallback));
  if (!result.success) throw new Error(result.message || i18n._(fallback));
  return result.data;
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
        const data = unwrap(
          await api.get<{ id: string; attributes: RestaurantDetail }>(
            `/restaurants/${encodeURIComponent(slug)}.json`,
            {
              signal,
              dontReport: true,
            },
          ),
          msg`Restaurant not found`,
        );
        return data.attributes;
      },
      // A missing restaurant stays missing: no retries.
      retry: (count, error) => !(error instanceof RestaurantNotFoundError) && count < 2,
    }),

  reviews: (id: number, lang: Language) =>
    queryOptions({
      queryKey: restaurantKeys.reviews(id, lang),
      queryFn: async ({ signal }): Promise<ReviewsPage> => {
        const result = await api.get<{ id: string; attributes: Review }[]>(
          `/restaurants/${id}/reviews.json`,
          {
            query: { page: 1 },
            signal,
          },
        );
        const data = unwrap(result, msg`Oops, something went wrong`);
        const meta = (result.meta ?? {}) as Partial<Omit<ReviewsPage, 'reviews'>>;
        return {
          reviews: data.map((r) => r.attributes),
          totalReviews: meta.totalReviews ?? data.length,
          reviewsScore: meta.reviewsScore ?? 0,
          starCounts: meta.starCounts ?? [],
        };
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
        const result =
          kind === 'similar'
            ? await api.get<CardResource[]>(`/restaurants/${id}/similar.json`, { query: { page: 1, date }, signal })
            : await api.get<CardResource[]>(`/restaurants/${id}/around_restaurants.json`, { signal });
        return unwrap(result, msg`Oops, something went wrong`).map((r) => r.attributes);
      },
    }),
};
