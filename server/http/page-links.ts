import type { PageLinks } from '@/contract/search';

/** Query keys that carry a credential: never copied into a link an answer hands out. */
const SECRET_KEYS = ['access_token', 'accessToken'];

/**
 * How a list names its page: the catalogue and the reservations `page[number]` with `page[size]` kept,
 * the favourites and the point history a plain `page`.
 */
export type PageParam = 'page[number]' | 'page';

/**
 * self/first/last/prev/next of a paged list (tests/server/http/page-links.test.ts): the request's own path
 * and query with the page swapped and any token left out; `prev` never points past the last page and
 * `next` is null on it.
 */
export function pageLinks(
  requestUrl: string,
  page: { number: number; size: number },
  total: number,
  param: PageParam = 'page[number]',
): PageLinks {
  const url = new URL(requestUrl);
  const lastPage = Math.max(1, Math.ceil(total / page.size));
  const at = (n: number): string => {
    const params = new URLSearchParams(url.searchParams);
    for (const key of [...SECRET_KEYS, 'page', 'page[number]', 'page[size]']) params.delete(key);
    if (param === 'page') params.set('page', String(n));
    else {
      params.set('page[number]', String(n));
      params.set('page[size]', String(page.size));
    }
    return `${url.pathname}?${params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']')}`;
  };
  return {
    self: at(page.number),
    first: at(1),
    last: at(lastPage),
    prev: page.number > 1 ? at(Math.min(page.number - 1, lastPage)) : null,
    next: page.number < lastPage ? at(page.number + 1) : null,
  };
}
