import { get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { clearEnvironmentData } from '@/lib/environment/clear-environment-data';
import { createQueryClient } from '@/lib/query/query-client';
import { storageKeys, surveyKey } from '@/lib/storage-keys';

describe('clearEnvironmentData', () => {
  it('forgets the environment’s caches, ids and bookings, keeps who, language, device and the choice', async () => {
    const client = createQueryClient();
    client.setQueryData(['catalogue', 'cities'], ['Bangkok']);
    await set(storageKeys.queryCache, 'persisted cache');
    await set(storageKeys.confirmations, [{ id: 'r1' }]);
    for (const key of [storageKeys.reservationWatch, storageKeys.trackedReservation, storageKeys.voucherPurchased, storageKeys.city, storageKeys.groupLanding]) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem(surveyKey(7), 'answered');
    sessionStorage.setItem(storageKeys.booking, '{}');
    for (const key of [storageKeys.savedUser, storageKeys.language, storageKeys.deviceId, storageKeys.environment]) localStorage.setItem(key, 'kept');

    await clearEnvironmentData(client);

    expect(client.getQueryData(['catalogue', 'cities'])).toBeUndefined();
    expect(await get(storageKeys.queryCache)).toBeUndefined();
    expect(await get(storageKeys.confirmations)).toBeUndefined();
    for (const key of [storageKeys.reservationWatch, storageKeys.trackedReservation, storageKeys.voucherPurchased, storageKeys.city, storageKeys.groupLanding, surveyKey(7)]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(sessionStorage.getItem(storageKeys.booking)).toBeNull();
    for (const key of [storageKeys.savedUser, storageKeys.language, storageKeys.deviceId, storageKeys.environment]) {
      expect(localStorage.getItem(key), key).toBe('kept');
    }
  });
});
