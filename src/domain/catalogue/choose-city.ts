/** Default city when nothing else decides (tests/domain/catalogue/choose-city.test.ts). */
export const DEFAULT_CITY_ID = 1;
/** Singapore: a visitor located there gets the first city of the country. */
export const FIRST_CITY_COUNTRY_ID = 198;

export interface CityOption {
  id: number;
  countryId: number;
}

export interface ChooseCityInput {
  /** The visitor's own earlier choice on this device. */
  savedCityId: number | null;
  /** GET /user_ip_locations.json, when it answered. */
  ipLocation: { countryId: number; cityId: number } | null;
  /** The cities offered; empty while they load (then ids are trusted as they are). */
  cities: readonly CityOption[];
}

/**
 * The home page's city: the saved choice, else the city of the visitor's IP location (country 198 picks
 * its first city), else city 1. A saved or located city that is not offered any more is skipped.
 */
export function chooseCity({ savedCityId, ipLocation, cities }: ChooseCityInput): number {
  const offered = (id: number) => cities.length === 0 || cities.some((c) => c.id === id);
  if (savedCityId !== null && offered(savedCityId)) return savedCityId;
  if (ipLocation) {
    if (ipLocation.countryId === FIRST_CITY_COUNTRY_ID) {
      const first = cities.find((c) => c.countryId === FIRST_CITY_COUNTRY_ID);
      if (first) return first.id;
    }
    if (offered(ipLocation.cityId)) return ipLocation.cityId;
  }
  return DEFAULT_CITY_ID;
}
