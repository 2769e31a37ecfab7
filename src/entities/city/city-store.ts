import { createStore } from '@/lib/create-store';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The visitor's city, shared by the catalogue pages (which resolve and change it) and the shell (whose
 * search suggestions search in it). It lives here because features do not import each other.
 */
export const CITY_STORAGE_KEY = storageKeys.city;

function readSavedCityId(): number | null {
  try {
    const raw = window.localStorage.getItem(CITY_STORAGE_KEY);
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The city the visitor picked on this device (null: never picked, the IP guess decides). */
export const savedCityStore = createStore<number | null>(typeof window === 'undefined' ? null : readSavedCityId());

/**
 * The city the catalogue last resolved (the saved choice, else the IP location's city, else the default);
 * null until the home resolved one, when the server's default city applies.
 */
export const currentCityStore = createStore<number | null>(savedCityStore.get());

export function saveCityId(id: number): void {
  try {
    window.localStorage.setItem(CITY_STORAGE_KEY, String(id));
  } catch {
    // Storage blocked (the cookies banner says so): the choice lasts for this visit.
  }
  savedCityStore.set(id);
  currentCityStore.set(id);
}
