import type { Query } from '@tanstack/react-query';

/**
 * The one place that decides which queries persist to IndexedDB (tests/lib/query/persist.test.ts): only
 * catalogue data, which is public and the same for every visitor, so the home page renders offline.
 * Anything personal (profile, bookings, vouchers, payments) stays in memory. Name a query ['catalogue',
 * …] to persist it.
 */
export const PERSISTED_KEY_PREFIXES: readonly string[] = ['catalogue'];

export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return typeof head === 'string' && PERSISTED_KEY_PREFIXES.includes(head);
}

/** dehydrateOptions.shouldDehydrateQuery: persisted prefix and a successful result. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return isPersistedKey(query.queryKey) && query.state.status === 'success';
}
