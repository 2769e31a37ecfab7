import { describe, expect, it } from 'vitest';
import {
  GEOLOCATION_OPTIONS,
  locationFailure,
  locationLookupAllowed,
  roundCoordinate,
} from '@/domain/catalogue/geolocation-permission';

describe('locationLookupAllowed', () => {
  it('allows prompt and granted, rejects anything else', () => {
    expect(locationLookupAllowed('prompt')).toBe(true);
    expect(locationLookupAllowed('granted')).toBe(true);
    expect(locationLookupAllowed('denied')).toBe(false);
    expect(locationLookupAllowed('weird')).toBe(false);
  });

  it('tries the lookup when the Permissions API gives no state', () => {
    expect(locationLookupAllowed(undefined)).toBe(true);
  });
});

describe('locationFailure', () => {
  it('a denied permission asks to allow access in the browser', () => {
    expect(locationFailure({ permission: 'denied' })).toBe('browser');
    expect(locationFailure({ permission: 'prompt', errorCode: 1 })).toBe('browser');
    expect(locationFailure({ errorCode: 1 })).toBe('browser');
  });

  it('no position or a timeout asks to turn location on in the device settings', () => {
    expect(locationFailure({ permission: 'granted', errorCode: 2 })).toBe('device');
    expect(locationFailure({ errorCode: 3 })).toBe('device');
    expect(locationFailure({})).toBe('device');
  });
});

describe('geolocation options and rounding', () => {
  it('uses a 5000 ms timeout with high accuracy', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 5000 });
  });

  it('rounds to 4 decimals', () => {
    expect(roundCoordinate(13.746_543_21)).toBe(13.7465);
    expect(roundCoordinate(-100.123_45)).toBe(-100.1234);
  });
});
