import { describe, expect, it } from 'vitest';
import { haversineKm, isValidLatLng } from '@/domain/geo/haversine';

describe('haversineKm', () => {
  it('is zero for the same point', () => {
    expect(haversineKm({ lat: 13.7462, lng: 100.5347 }, { lat: 13.7462, lng: 100.5347 })).toBe(0);
  });

  it('measures Siam Paragon to CentralWorld at about half a kilometre', () => {
    const km = haversineKm({ lat: 13.7462, lng: 100.5347 }, { lat: 13.7466, lng: 100.5393 });
    expect(km).toBeGreaterThan(0.45);
    expect(km).toBeLessThan(0.55);
  });

  it('measures Bangkok to Singapore at about 1,430 km, the same both ways', () => {
    const bkk = { lat: 13.7563, lng: 100.5018 };
    const sin = { lat: 1.2903, lng: 103.8519 };
    expect(haversineKm(bkk, sin)).toBeGreaterThan(1400);
    expect(haversineKm(bkk, sin)).toBeLessThan(1460);
    expect(haversineKm(sin, bkk)).toBeCloseTo(haversineKm(bkk, sin), 9);
  });
});

describe('isValidLatLng', () => {
  it('accepts points on Earth and refuses the rest', () => {
    expect(isValidLatLng({ lat: 13.7, lng: 100.5 })).toBe(true);
    expect(isValidLatLng({ lat: -90, lng: 180 })).toBe(true);
    expect(isValidLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: -181 })).toBe(false);
    expect(isValidLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
