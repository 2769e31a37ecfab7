import type { PageLinks } from '@/contract/search';

/** Query keys that carry a credential: never copied into a link the answer hands out. */
const SECRET_KEYS = ['access_token', 'accessToken'];

/**
 * self/first/last/prev/next of the reservation list: the request's path and query with page[number]
 * swapped (and page[size] kept); `next` is null on the last page (tests/server/reservations/history-links.test.ts).
 */
export function historyPageLinks(requestUrl: string, page: { number: number; size: number }, total: number): PageLinks {
  const url = new URL(requestUrl);
  const lastPage = Math.max(1, Math.ceil(total / page.size));
  const at = (n: number): string => {
    const params = new URLSearchParams(url.searchParams);
    for (const key of [...SECRET_KEYS, 'page', 'page[number]', 'page[size]']) params.delete(key);
    params.set('page[number]', String(n));
    params.set('page[size]', String(page.size));
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
