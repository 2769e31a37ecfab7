import type { Context } from 'hono';

/**
 * self/first/last/prev/next of a paged list: the request's own path and query with the page swapped
 * (tests/server/catalogue/search.test.ts).
 */
export function pageLinks(
  c: Context,
  page: { size: number; number: number },
  total: number,
): { self: string; first: string; last: string; prev: string | null; next: string | null } {
  const url = new URL(c.req.url);
  const lastPage = Math.max(1, Math.ceil(total / page.size));
  const at = (n: number): string => {
    const params = new URLSearchParams(url.searchParams);
    params.delete('page[number]');
    params.delete('page[size]');
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
