import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { shouldPersistQuery } from '@/lib/query/persist-policy';
import { persister } from '@/lib/query/persister';

export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** For <PersistQueryClientProvider persistOptions={persistOptions}>: a new app version discards the cache. */
export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: __APP_VERSION__,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
};
