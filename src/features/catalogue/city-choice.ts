import type { QueryClient } from '@tanstack/react-query';
import { chooseCity } from '@/domain/catalogue/choose-city';
import { currentCityStore, savedCityStore } from '@/entities/city/city-store';
import { getLanguage } from '@/lib/i18n/i18n';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';

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
  const cityId = chooseCity({ savedCityId: savedCityStore.get(), ipLocation, cities });
  currentCityStore.set(cityId);
  return cityId;
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
