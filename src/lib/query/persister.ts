import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';
import { storageKeys } from '@/lib/storage-keys';

/** The IndexedDB entry (idb-keyval's default store) holding the dehydrated React Query cache. */
export const QUERY_CACHE_STORAGE_KEY = storageKeys.queryCache;

/** React Query's persister on IndexedDB; idb-keyval is async, so the async persister. */
export const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key),
    setItem: (key, value) => set(key, value),
    removeItem: (key) => del(key),
  },
  key: QUERY_CACHE_STORAGE_KEY,
  throttleTime: 1000,
});
