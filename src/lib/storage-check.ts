/**
 * True when this browser blocks cookies or local storage (the "allow cookies" banner;
 * tests/lib/storage-check.test.ts). Sign-in, the saved language and pending bookings need them. Safari private mode and "block all
 * cookies" make localStorage throw, so we try a real write.
 */
export function isStorageBlocked(env: { navigator?: Pick<Navigator, 'cookieEnabled'>; storage?: () => Storage } = {}): boolean {
  // The server's first paint (decision 0059) assumes a browser that keeps data, as most do; the browser's
  // own render asks the browser (one that blocks storage redraws the page with the banner).
  if (!env.storage && typeof window === 'undefined') return false;
  const nav = env.navigator ?? (typeof navigator === 'undefined' ? undefined : navigator);
  if (nav && nav.cookieEnabled === false) return true;
  try {
    const storage = env.storage ? env.storage() : window.localStorage;
    const probe = '__hh_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return false;
  } catch {
    return true;
  }
}
