import { createStore as createIdbStore, keys, type UseStore } from 'idb-keyval';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The IndexedDB store a guest's pending bookings live in (src/features/booking/pending/draft-storage.ts
 * reads and writes them). Apart from the drafts' own code, so a page can ask whether there are any without
 * loading it (tests/features/booking/pending-guest-drafts.test.ts).
 */
export const DRAFT_DB_NAME = storageKeys.pendingBookingsDb;
export const DRAFT_STORE_NAME = 'drafts';

let idb: UseStore | null = null;
export function draftDb(): UseStore {
  idb ??= createIdbStore(DRAFT_DB_NAME, DRAFT_STORE_NAME);
  return idb;
}

/** Whether the device holds any draft, without reading one (the start of a page asks only this). */
export async function hasStoredDrafts(): Promise<boolean> {
  return (await keys(draftDb())).length > 0;
}
