/**
 * Where the phone search bar (below desktop width the navbar has no room for the search box) stands
 * open without being asked for (tests/domain/shell/phone-search.test.ts): on the home page and the
 * search page, where searching is what the visitor came for. Elsewhere it stays folded behind the
 * navbar's search button, so a restaurant or booking page keeps its screen. Paths are the router's,
 * without a language prefix; a trailing slash does not count.
 */
export const PHONE_SEARCH_OPEN_PATHS: readonly string[] = ['/', '/restaurants/search'];

export function phoneSearchOpenByDefault(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PHONE_SEARCH_OPEN_PATHS.includes(path || '/');
}
