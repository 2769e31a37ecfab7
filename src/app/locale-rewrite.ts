import type { LocationRewrite, RouterHistory } from '@tanstack/react-router';
import { stripLocalePrefix } from '@/domain/routing/locale-prefix';

/**
 * The router's input rewrite (tests/app/routing.test.tsx): '/th/restaurants/x' is read as
 * '/restaurants/x?locale=th', an unknown two-letter prefix as the default language. In-app navigations then
 * show the prefix-free URL; the address the visit started on is cleaned by `stripPrefixFromHistory` before
 * the first load (the router never rewrites an address that resolves to where it already is).
 */
export const localePrefixRewrite: LocationRewrite = {
  input: ({ url }) => {
    const { pathname, locale } = stripLocalePrefix(url.pathname);
    if (locale === null) return undefined;
    url.pathname = pathname;
    url.searchParams.set('locale', locale);
    return url;
  },
};

/** Replaces a prefixed starting address ('/th/x?a=1') with its internal form ('/x?a=1&locale=th'). */
export function stripPrefixFromHistory(history: RouterHistory): void {
  const { pathname, search, hash, state } = history.location;
  const url = new URL(`${pathname}${search}${hash}`, 'http://internal');
  const rewritten = localePrefixRewrite.input?.({ url });
  if (!rewritten) return;
  const next = new URL(rewritten);
  history.replace(`${next.pathname}${next.search}${next.hash}`, state);
}
