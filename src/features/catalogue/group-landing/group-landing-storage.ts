import type { Language } from '@/contract/envelope';
import type { GroupLandingPageDetail } from '@/contract/listings';
import { isGroupLandingCacheFresh } from '@/domain/catalogue/group-landing-cache';
import { storageKeys } from '@/lib/storage-keys';

/**
 * Local storage keys of the group landing cache and its last-updated time
 * (tests/features/catalogue/group-landing-storage.test.ts).
 */
export const GROUP_LANDING_CACHE_KEY = storageKeys.groupLanding;
export const GROUP_LANDING_UPDATED_AT_KEY = storageKeys.groupLandingUpdatedAt;

type CacheEntries = Record<string, GroupLandingPageDetail>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Pages are kept per language: the server answers translated titles. */
function entryKey(idOrSlug: string, lang: Language): string {
  return `${lang}:${idOrSlug}`;
}

function readEntries(store: Storage): CacheEntries {
  try {
    const parsed: unknown = JSON.parse(store.getItem(GROUP_LANDING_CACHE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as CacheEntries) : {};
  } catch {
    return {};
  }
}

function readUpdatedAt(store: Storage): number | null {
  const raw = store.getItem(GROUP_LANDING_UPDATED_AT_KEY);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The cached page when the whole cache is still fresh (saved within the current Bangkok hour), else null. */
export function readCachedGroupLanding(idOrSlug: string, lang: Language, nowMs: number): GroupLandingPageDetail | null {
  const store = storage();
  if (!store) return null;
  try {
    if (!isGroupLandingCacheFresh(readUpdatedAt(store), nowMs)) return null;
    return readEntries(store)[entryKey(idOrSlug, lang)] ?? null;
  } catch {
    return null;
  }
}

/**
 * Saves a page. A stale cache is dropped first, so the cache never mixes hours and its last-updated
 * time stays the time of its oldest entry.
 */
export function saveCachedGroupLanding(
  idOrSlug: string,
  lang: Language,
  page: GroupLandingPageDetail,
  nowMs: number,
): void {
  const store = storage();
  if (!store) return;
  try {
    const updatedAt = readUpdatedAt(store);
    const fresh = isGroupLandingCacheFresh(updatedAt, nowMs);
    const entries = fresh ? readEntries(store) : {};
    entries[entryKey(idOrSlug, lang)] = page;
    store.setItem(GROUP_LANDING_CACHE_KEY, JSON.stringify(entries));
    store.setItem(GROUP_LANDING_UPDATED_AT_KEY, String(fresh && updatedAt !== null ? updatedAt : nowMs));
  } catch {
    // Storage blocked or full: the page still shows, it is fetched again next time.
  }
}
