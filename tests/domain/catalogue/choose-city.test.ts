import { describe, expect, it } from 'vitest';
import { chooseCity, DEFAULT_CITY_ID } from '@/domain/catalogue/choose-city';

const cities = [
  { id: 1, countryId: 218 },
  { id: 2, countryId: 218 },
  { id: 7, countryId: 198 },
  { id: 8, countryId: 198 },
];

describe('chooseCity', () => {
  it('prefers the saved choice', () => {
    expect(chooseCity({ savedCityId: 2, ipLocation: { countryId: 218, cityId: 1 }, cities })).toBe(2);
  });

  it('skips a saved city that is no longer offered', () => {
    expect(chooseCity({ savedCityId: 99, ipLocation: { countryId: 218, cityId: 2 }, cities })).toBe(2);
  });

  it('uses the IP location city', () => {
    expect(chooseCity({ savedCityId: null, ipLocation: { countryId: 218, cityId: 2 }, cities })).toBe(2);
  });

  it('picks the first city of country 198', () => {
    expect(chooseCity({ savedCityId: null, ipLocation: { countryId: 198, cityId: 0 }, cities })).toBe(7);
  });

  it('falls back to city 1', () => {
    expect(chooseCity({ savedCityId: null, ipLocation: null, cities })).toBe(DEFAULT_CITY_ID);
    expect(chooseCity({ savedCityId: null, ipLocation: { countryId: 5, cityId: 42 }, cities })).toBe(1);
  });

  it('trusts ids while the city list is still loading', () => {
    expect(chooseCity({ savedCityId: 8, ipLocation: null, cities: [] })).toBe(8);
  });
});
