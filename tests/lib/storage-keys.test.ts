import { describe, expect, it } from 'vitest';
import { environmentBound, STORAGE_NAMESPACE, storageKeys, surveyKey } from '@/lib/storage-keys';

describe('storage keys', () => {
  it('are all in the one namespace and all different', () => {
    const keys = Object.values(storageKeys);
    for (const key of keys) expect(key.startsWith(STORAGE_NAMESPACE)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('hold the keys the product keeps: tracked reservation, voucher purchased, surveys, 3D view, environment', () => {
    expect(storageKeys).toMatchObject({
      trackedReservation: 'hh-tracked-reservation',
      voucherPurchased: 'hh-voucher-purchased',
      threeDViewRestaurantId: 'hh-3d-view-restaurant-id',
      environment: 'hh-environment',
    });
    expect(surveyKey(42)).toBe('hh-survey-42');
  });

  it('keep the device-wide keys (who, language, device, the choice itself) out of what a switch clears', () => {
    const bound: string[] = [...environmentBound.localStorage, ...environmentBound.sessionStorage, ...environmentBound.indexedDb];
    for (const key of [storageKeys.savedUser, storageKeys.language, storageKeys.deviceId, storageKeys.environment, storageKeys.cookieConsent]) {
      expect(bound).not.toContain(key);
    }
    expect(environmentBound.localStoragePrefixes.some((prefix) => surveyKey(1).startsWith(prefix))).toBe(true);
  });
});
