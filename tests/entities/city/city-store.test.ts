import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  window.localStorage.clear();
  vi.resetModules();
});

/** The module reads the saved city when it loads, as at app start. */
async function freshCityStore() {
  vi.resetModules();
  return import('@/entities/city/city-store');
}

describe('city store (the catalogue and the shell share the visitor city)', () => {
  it('starts from the city saved on this device', async () => {
    window.localStorage.setItem('hh-city-id', '4');
    const { savedCityStore, currentCityStore } = await freshCityStore();
    expect(savedCityStore.get()).toBe(4);
    expect(currentCityStore.get()).toBe(4);
  });

  it('ignores a saved value that is not a city id', async () => {
    for (const raw of ['abc', '0', '-2', '1.5', '']) {
      window.localStorage.setItem('hh-city-id', raw);
      const { savedCityStore } = await freshCityStore();
      expect(savedCityStore.get(), raw).toBeNull();
    }
  });

  it('saves a picked city for the next visit and makes it current', async () => {
    const { CITY_STORAGE_KEY, saveCityId, savedCityStore, currentCityStore } = await freshCityStore();
    saveCityId(9);
    expect(window.localStorage.getItem(CITY_STORAGE_KEY)).toBe('9');
    expect([savedCityStore.get(), currentCityStore.get()]).toEqual([9, 9]);
  });
});
