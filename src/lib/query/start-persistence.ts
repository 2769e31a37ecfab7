import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { flushPersistedCacheOnHide, savePersistedCacheNow } from '@/lib/query/flush-on-hide';
import { persistOptions } from '@/lib/query/persist-options';

/**
 * The query cache's persistence on this device (IndexedDB): restores what an earlier visit kept, then
 * keeps the cache as it changes and when the page is hidden. `saveOnceRestored`: a start after the page
 * has settled writes the cache at once, so what the page loaded meanwhile is kept even if nothing changes
 * after (decision 0068). Resolves when the restore is done.
 */
export function startPersistence(queryClient: QueryClient, saveOnceRestored: boolean): Promise<void> {
  const [, restored] = persistQueryClient({ queryClient, ...persistOptions });
  flushPersistedCacheOnHide(queryClient);
  if (!saveOnceRestored) return restored;
  return restored.then(() => savePersistedCacheNow(queryClient));
}
