import type { Language } from '@/contract/envelope';
import { carryQuery, type SearchParams } from '@/domain/routing/carry-query';

export interface NormalizeSearchInput {
  pathname: string;
  /** The query the router is about to show. */
  search: SearchParams;
  /** The query of the page we come from; null on the first page of the session. */
  previousSearch: SearchParams | null;
  /** The language the app runs in. */
  language: Language;
}

/**
 * The query every page must have (tests/domain/routing/normalize-search.test.ts): first the previous page's
 * query is carried over when the new page has none (except on search), then the running language is forced in
 * as `locale`. Returns the query to redirect to, or null when `search` already is that query, so a router
 * calling it on every navigation settles after at most one redirect.
 */
export function normalizeSearch(input: NormalizeSearchInput): SearchParams | null {
  const carried = input.previousSearch
    ? carryQuery(input.previousSearch, { pathname: input.pathname, search: input.search })
    : input.search;
  const wanted: SearchParams = { ...carried, locale: input.language };
  return sameSearch(wanted, input.search) ? null : wanted;
}

function sameSearch(a: SearchParams, b: SearchParams): boolean {
  const keys = (s: SearchParams) => Object.keys(s).filter((k) => s[k] !== undefined);
  const ak = keys(a);
  const bk = keys(b);
  return ak.length === bk.length && ak.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}
