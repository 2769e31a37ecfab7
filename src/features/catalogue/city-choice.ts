import type { QueryClient } from '@tanstack/react-query';
import { chooseCity } from '@/domain/catalogue/choose-city';
import { createStore } from '@/lib/create-store';
import { getLanguage } from '@/lib/i18n/i18n';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';

/** The visitor's city choice, remembered on this device. */
export const CITY_STORAGE_KEY = 'hh-city-id';

function readSavedCityId(): number | null {
  try {
    const raw = window.localStorage.getItem(CITY_STORAGE_KEY);
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export const savedCityStore = createStore<number | null>(typeof window === 'undefined' ? null : readSavedCityId());

export function saveCityId(id: number): void {
  try {
    window.localStorage.setItem(CITY_STORAGE_KEY, String(id));
  } catch {
    // Storage blocked (the cookies banner says so): the choice lasts for this visit.
  }
  savedCityStore.set(id);
}

/**
 * Resolves the city before the home page renders (route loader): saved choice, else the IP location's
 * city, else city 1. Failures of the look-ups only mean "no hint".
 */
export async function resolveCityId(queryClient: QueryClient): Promise<number> {
  const lang = getLanguage();
  const [cities, ipLocation] = await Promise.all([
    queryClient.ensureQueryData(catalogueQueries.cities(lang)).catch(() => []),
    savedCityStore.get() === null
      ? queryClient.ensureQueryData(catalogueQueries.userIpLocation()).catch(() => null)
      : Promise.resolve(null),
  ]);
  return chooseCity({ savedCityId: savedCityStore.get(), ipLocation, cities });
}

/** The route loader of the home page: city first, then its sections and banners, in parallel. */
export async function loadHome(queryClient: QueryClient): Promise<void> {
  const lang = getLanguage();
  const cityId = await resolveCityId(queryClient);
  // Errors are left in the query cache; the page shows its error state with a retry.
  await Promise.allSettled([
    queryClient.ensureQueryData(catalogueQueries.homeSections(cityId, lang)),
    queryClient.ensureQueryData(catalogueQueries.banners(cityId, lang)),
  ]);
}
