import { ENVIRONMENT_QUERY_PARAMS, snakeCase } from '@/domain/environments/environment-option';

/**
 * Whether this page's link names an environment (`env=` or one of the domains), known or not: any
 * choice is one to act on, so the list of environments is not needed to tell (and not loaded for it,
 * decision 0068). The server's first paint (decision 0059) has no window, and never shows the developer
 * tools. Test: tests/features/developer/link-names-environment.test.ts.
 */
export function linkNamesEnvironment(): boolean {
  if (typeof window === 'undefined') return false;
  const query = new URLSearchParams(window.location.search);
  return ENVIRONMENT_QUERY_PARAMS.some((name) => [name, snakeCase(name)].some((key) => (query.get(key) ?? '').trim() !== ''));
}
