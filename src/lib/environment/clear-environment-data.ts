import type { QueryClient } from '@tanstack/react-query';
import { del } from 'idb-keyval';
import { environmentBound } from '@/lib/storage-keys';

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage blocked or gone: nothing kept there to clear.
  }
}

/**
 * Forgets what belongs to the environment being left (its answers, its ids and bookings): the React
 * Query cache in memory and its IndexedDB copy, the environment-bound keys of local and session storage,
 * the confirmations kept for the door and a guest's pending bookings (tests/lib/environment/clear-environment-data.test.ts).
 * Who is signed in, the language, the device id and the choice itself stay.
 */
export async function clearEnvironmentData(queryClient: QueryClient | null): Promise<void> {
  queryClient?.clear();
  safely(() => {
    const local = window.localStorage;
    for (const key of environmentBound.localStorage) local.removeItem(key);
    const prefixed: string[] = [];
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (key && environmentBound.localStoragePrefixes.some((prefix) => key.startsWith(prefix))) prefixed.push(key);
    }
    for (const key of prefixed) local.removeItem(key);
  });
  safely(() => {
    for (const key of environmentBound.sessionStorage) window.sessionStorage.removeItem(key);
  });
  await Promise.all(environmentBound.indexedDb.map((key) => del(key).catch(() => undefined)));
  safely(() => {
    // The deletion completes once this page's connections close (the switch reloads the page).
    for (const name of environmentBound.indexedDbDatabases) indexedDB.deleteDatabase(name);
  });
}
