import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { set } from 'idb-keyval';
import { shouldPersistQuery } from '@/lib/query/persist-policy';
import { QUERY_CACHE_STORAGE_KEY } from '@/lib/query/persister';

/**
 * The persister writes at most once a second (and its save goes through the same throttle), so a result
 * page seen for less than that before the tab is hidden or closed would not be there offline. Hidden /
 * pagehide is the last moment a page reliably runs, so write the cache directly, in the persister's own
 * format (JSON of { buster, timestamp, clientState }).
 */
export function flushPersistedCacheOnHide(
  queryClient: QueryClient,
  now: () => number = Date.now,
): () => void {
  const save = (): void => void savePersistedCacheNow(queryClient, now).catch(() => undefined);
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Writes what the policy persists of the cache to IndexedDB now, past the persister's throttle. */
export async function savePersistedCacheNow(queryClient: QueryClient, now: () => number = Date.now): Promise<void> {
  const persisted: PersistedClient = {
    buster: __APP_VERSION__,
    timestamp: now(),
    clientState: dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery }),
  };
  await set(QUERY_CACHE_STORAGE_KEY, JSON.stringify(persisted));
}
