import { defaultStringifySearch, redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Language } from '@/contract/envelope';
import type { SearchParams } from '@/domain/routing/carry-query';
import { normalizeSearch } from '@/domain/routing/normalize-search';

export interface RoutingRulesInput {
  location: Pick<ParsedLocation, 'pathname' | 'search' | 'hash'>;
  preload: boolean;
  /** The query of the page being left; null on the first page of the visit. */
  previousSearch: SearchParams | null;
  language: Language;
}

/** The internal href for a path, query and hash, serialized the way the router does. */
export function hrefFor(pathname: string, search: SearchParams, hash: string): string {
  return `${pathname}${defaultStringifySearch(search)}${hash ? `#${hash}` : ''}`;
}

/**
 * The routing behaviour every navigation goes through (tests/app/routing.test.tsx), run by the root route's
 * beforeLoad (the two-letter prefix was already read into `locale` by the router's input rewrite):
 * the previous query is carried over when the page has none (except on search) and `locale` is forced
 * to the running language. One replace-redirect at most; preloads never redirect.
 */
export function applyRoutingRules({ location, preload, previousSearch, language }: RoutingRulesInput): void {
  if (preload) return;
  const search = location.search as SearchParams;
  const next = normalizeSearch({ pathname: location.pathname, search, previousSearch, language });
  if (next === null) return;
  throw redirect({ href: hrefFor(location.pathname, next, location.hash), replace: true });
}
