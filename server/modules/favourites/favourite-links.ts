import type { PageLinks } from '@/contract/search';

/**
 * self/first/last/prev/next of the favourites list: the request's path and query with `page` swapped;
 * `next` is null on the last page (tests/server/favourites/favourite-links.test.ts).
 */
export function favouritePageLinks(requestUrl: string, page: number, size: number, total: number): PageLinks {
  const url = new URL(requestUrl);
  const lastPage = Math.max(1, Math.ceil(total / size));
  const at = (n: number): string => {
    const params = new URLSearchParams(url.searchParams);
    params.set('page', String(n));
    return `${url.pathname}?${params.toString()}`;
  };
  return {
    self: at(page),
    first: at(1),
    last: at(lastPage),
    prev: page > 1 ? at(Math.min(page - 1, lastPage)) : null,
    next: page < lastPage ? at(page + 1) : null,
  };
}
