import { useQuery } from '@tanstack/react-query';
import type { City } from '@/contract/catalogue';
import { chooseCity } from '@/domain/catalogue/choose-city';
import { useStore } from '@/lib/create-store';
import { useLanguage } from '@/lib/use-language';
import { catalogueQueries } from '@/features/catalogue/catalogue-queries';
import { savedCityStore } from '@/entities/city/city-store';

export interface HomeCity {
  /** null until the default city is known (the IP look-up is still running). */
  cityId: number | null;
  cities: City[];
}

export function useHomeCity(): HomeCity {
  const lang = useLanguage();
  const saved = useStore(savedCityStore);
  const cities = useQuery(catalogueQueries.cities(lang));
  const ip = useQuery({ ...catalogueQueries.userIpLocation(), enabled: saved === null });
  const waiting = saved === null && ip.isPending && ip.fetchStatus !== 'idle';
  return {
    cityId: waiting
      ? null
      : chooseCity({ savedCityId: saved, ipLocation: ip.data ?? null, cities: cities.data ?? [] }),
    cities: cities.data ?? [],
  };
}
