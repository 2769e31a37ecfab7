export type SearchParams = Record<string, unknown>;

/** Search keeps exactly the query it is given (no query is carried over to it). */
export const CARRY_QUERY_EXCEPTIONS: readonly string[] = ['/restaurants/search'];

/** The `locale` key is forced into every URL by the router, so it alone does not count as a query. */
const IGNORED_KEYS = new Set(['locale']);

function hasOwnQuery(search: SearchParams): boolean {
  return Object.entries(search).some(([key, value]) => !IGNORED_KEYS.has(key) && value !== undefined);
}

/**
 * Routing rule (tests/domain/routing/carry-query.test.ts): the previous page's query string is carried
 * over when the new page has none, except on search. The new page's own `locale` (if any) wins over
 * the carried one.
 */
export function carryQuery(previous: SearchParams, next: { pathname: string; search: SearchParams }): SearchParams {
  const path = next.pathname.replace(/\/+$/, '') || '/';
  if (CARRY_QUERY_EXCEPTIONS.includes(path) || hasOwnQuery(next.search)) return next.search;
  const carried: SearchParams = { ...previous };
  for (const [key, value] of Object.entries(next.search)) if (value !== undefined) carried[key] = value;
  return carried;
}
