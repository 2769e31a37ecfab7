import { environmentFromQuery } from '@/domain/environments/environment-from-query';

/**
 * Whether this page's link names an environment (`env=` or one of the domains), known or not. The
 * server's first paint (decision 0059) has no window, and never shows the developer tools.
 */
export function linkNamesEnvironment(): boolean {
  if (typeof window === 'undefined') return false;
  // Any choice, known or not, is one to act on: the options do not change whether there is one.
  return environmentFromQuery(Object.fromEntries(new URLSearchParams(window.location.search)), []).kind !== 'none';
}
