import { describe, expect, it } from 'vitest';
import {
  isAppNavigation,
  isAvailabilityRequest,
  isCatalogueApiRequest,
  isImageRequest,
  isNeverCached,
  runtimeStrategyOf,
} from '../../sw/cache-policy';

const origin = 'https://app.test';
const get = (path: string, extra: { method?: string; hasAuthorization?: boolean } = {}) => ({
  url: new URL(path, origin),
  method: extra.method ?? 'GET',
  hasAuthorization: extra.hasAuthorization,
});

describe('catalogue runtime cache', () => {
  it('caches catalogue GETs', () => {
    for (const path of [
      '/api/v5/config.json?api_minor_version=3&client_type=web&locale=th',
      '/api/v5/cities.json',
      '/api/v5/service_types.json?city_id=1',
      '/api/v5/homes/sections.json?city_id=1',
      '/api/v5/banners.json',
      '/api/v5/restaurants/search.json?page[number]=1',
      '/api/v5/restaurants/jay-fai.json',
      '/api/v5/restaurants/12/similar.json',
      '/api/v5/group_landing_pages/5.json',
      '/api/v5/restaurant_tag_groups.json',
    ]) {
      expect(isCatalogueApiRequest(get(path), origin), path).toBe(true);
    }
  });

  it('never caches personal, booking, payment or voucher calls, or any write', () => {
    for (const path of [
      '/api/v5/users/me.json',
      '/api/v5/reservations.json',
      '/api/v5/temporary_reservations/3',
      '/api/v5/payments/charge.json',
      '/api/v5/vouchers/intros.json',
      '/api/v5/oauth/token.json',
      '/api/v5/pending_transactions.json',
      '/api/v5/restaurants/12/reservations.json',
      // A confirmation names the diner: the device keeps its own copy (IndexedDB), never the worker.
      '/api/v5/reservations/abcdefghijklmnopqrstuvwx/confirmation.json',
      '/api/v5/reservations/abcdefghijklmnopqrstuvwx/landing.json',
      '/api/v5/restaurants/12/find_visitor_distance.json?lat=1&lng=2',
      '/api/v5/restaurants/search.json?access_token=abc',
    ]) {
      expect(isCatalogueApiRequest(get(path), origin), path).toBe(false);
    }
    expect(isCatalogueApiRequest(get('/api/v5/cities.json', { method: 'POST' }), origin)).toBe(false);
    expect(isCatalogueApiRequest(get('/api/v5/cities.json', { hasAuthorization: true }), origin)).toBe(false);
    expect(isNeverCached(get('/api/v5/restaurants.json', { method: 'PUT' }))).toBe(true);
  });

  it('ignores other origins and paths', () => {
    expect(isCatalogueApiRequest({ url: new URL('https://evil.test/api/v5/cities.json'), method: 'GET' }, origin)).toBe(false);
    expect(isCatalogueApiRequest(get('/api/v4/cities.json'), origin)).toBe(false);
    expect(isCatalogueApiRequest(get('/api/v5/unknown.json'), origin)).toBe(false);
    expect(isCatalogueApiRequest(get('/api/v5/'), origin)).toBe(false);
  });
});

describe('availability is network-first', () => {
  const availability = [
    '/api/v5/restaurants/13/available_dates.json?kind=dine_in&party=2&days=30&client_type=web&locale=th',
    '/api/v5/restaurants/sabai-shabu/available_times.json?kind=dine_in&party=2&date=2026-11-22',
  ];

  it('reads seats left from the network first, never stale-while-revalidate under restaurants/', () => {
    for (const path of availability) {
      expect(isAvailabilityRequest(get(path), origin), path).toBe(true);
      expect(isCatalogueApiRequest(get(path), origin), path).toBe(false);
      expect(runtimeStrategyOf(get(path), origin), path).toBe('network-first');
    }
  });

  it('keeps the rest of the catalogue stale-while-revalidate, images cache-first, the rest network-only', () => {
    expect(runtimeStrategyOf(get('/api/v5/restaurants/jay-fai.json'), origin)).toBe('stale-while-revalidate');
    expect(runtimeStrategyOf(get('/api/v5/restaurants/12/similar.json?date=2026-11-22'), origin)).toBe('stale-while-revalidate');
    expect(runtimeStrategyOf(get('/images/restaurants/1/cover.webp'), origin)).toBe('cache-first');
    expect(runtimeStrategyOf(get('/api/v5/reservations.json'), origin)).toBe('network-only');
    expect(runtimeStrategyOf(get('/api/v5/reservations/price_quote.json', { method: 'POST' }), origin)).toBe('network-only');
  });

  it('never stores availability that is personal, written, elsewhere or not a restaurant’s', () => {
    expect(runtimeStrategyOf(get(availability[0]!, { method: 'POST' }), origin)).toBe('network-only');
    expect(runtimeStrategyOf(get(`${availability[0]!}&access_token=x`), origin)).toBe('network-only');
    expect(runtimeStrategyOf({ url: new URL(`https://evil.test${availability[0]!}`), method: 'GET' }, origin)).toBe('network-only');
    expect(isAvailabilityRequest(get('/api/v5/available_dates.json'), origin)).toBe(false);
    expect(isAvailabilityRequest(get('/api/v5/restaurants/13/x/available_times.json'), origin)).toBe(false);
  });
});

describe('images cache', () => {
  it('caches our /images/ GETs only', () => {
    expect(isImageRequest(get('/images/restaurants/1/cover.webp?w=400'), origin)).toBe(true);
    expect(isImageRequest(get('/images/x.png', { method: 'POST' }), origin)).toBe(false);
    expect(isImageRequest({ url: new URL('https://cdn.test/images/x.png'), method: 'GET' }, origin)).toBe(false);
    expect(isImageRequest(get('/api/v5/images/x.png'), origin)).toBe(false);
  });
});

describe('navigation fallback', () => {
  it('serves the shell for app routes but not for /api or /images', () => {
    expect(isAppNavigation('/')).toBe(true);
    expect(isAppNavigation('/th/restaurants/jay-fai')).toBe(true);
    // A confirmation opened offline, in a new tab or by a reload, starts from the precached shell.
    expect(isAppNavigation('/restaurants/jay-fai/landing/abcdefghijklmnopqrstuvwx')).toBe(true);
    expect(isAppNavigation('/en/restaurants/jay-fai/booking-success/abcdefghijklmnopqrstuvwx')).toBe(true);
    expect(isAppNavigation('/api/v5/cities.json')).toBe(false);
    expect(isAppNavigation('/images/a.png')).toBe(false);
  });
});
