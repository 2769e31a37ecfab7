import { storageKeys } from '@/lib/storage-keys';

/**
 * The tab asked for notracking: the flag outlives in-app navigation and reloads, not the tab. It is set
 * as the page starts, before tracking's own code has loaded, so a booking made meanwhile carries nothing.
 */
export function notrackingFlagged(): boolean {
  try {
    return window.sessionStorage.getItem(storageKeys.notracking) === '1';
  } catch {
    return false;
  }
}

export function flagNotracking(): void {
  try {
    window.sessionStorage.setItem(storageKeys.notracking, '1');
  } catch {
    // The flag then lasts as long as this page, which is the visit as far as we can tell.
  }
}
