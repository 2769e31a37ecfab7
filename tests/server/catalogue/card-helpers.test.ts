import { describe, expect, it } from 'vitest';
import { restaurantCardSchema } from '@/contract/catalogue';
import { isPrivateIpv4, parseIpv4 } from '@server/modules/catalogue/ip-address';
import { toMoney } from '@server/modules/catalogue/money';
import { openingHoursShort } from '@server/modules/catalogue/opening-hours-short';
import { buildRestaurantCard, type RestaurantCardSource } from '@server/modules/catalogue/restaurant-card';

const daily = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, openTime: '11:00', closeTime: '22:00' }));

describe('toMoney', () => {
  it('turns minor units into major amounts with the currency format', () => {
    expect(toMoney(129_900, 'THB', 'en')).toEqual({
      amount: 1299,
      currency: 'THB',
      symbol: '฿',
      format: '฿1,299',
    });
    expect(toMoney(4_500, 'SGD', 'th')).toEqual({
      amount: 45,
      currency: 'SGD',
      symbol: 'S$',
      format: 'S$45',
    });
    expect(toMoney(4_550, 'SGD', 'en').format).toBe('S$45.50');
  });
});

describe('openingHoursShort', () => {
  it('says Daily when every day is the same', () => {
    expect(openingHoursShort(daily, 'en')).toBe('Daily 11:00-22:00');
    expect(openingHoursShort(daily, 'th')).toBe('ทุกวัน 11:00-22:00');
  });

  it('groups runs of days, Monday first, and skips closed days', () => {
    const hours = daily
      .filter((h) => h.weekday !== 1)
      .map((h) => (h.weekday === 5 || h.weekday === 6 ? { ...h, closeTime: '23:00' } : h));
    expect(openingHoursShort(hours, 'en')).toBe('Tue-Thu 11:00-22:00, Fri-Sat 11:00-23:00, Sun 11:00-22:00');
    expect(openingHoursShort([], 'en')).toBe('Closed');
  });
});

describe('ip-address', () => {
  it('parses IPv4 and IPv4-mapped addresses only', () => {
    expect(parseIpv4('203.116.0.1')).toBe(203 * 2 ** 24 + 116 * 2 ** 16 + 1);
    expect(parseIpv4('::ffff:127.0.0.1')).toBe(0x7f000001);
    expect(parseIpv4('::1')).toBeNull();
    expect(parseIpv4('300.1.1.1')).toBeNull();
    expect(parseIpv4(undefined)).toBeNull();
  });

  it('knows private ranges', () => {
    for (const ip of ['10.0.0.1', '127.0.0.1', '172.20.1.1', '192.168.0.1'])
      expect(isPrivateIpv4(parseIpv4(ip) ?? 0), ip).toBe(true);
    expect(isPrivateIpv4(parseIpv4('8.8.8.8') ?? 0)).toBe(false);
  });
});

describe('buildRestaurantCard', () => {
  const source: RestaurantCardSource = {
    id: 7,
    slug: 'sabai-shabu-siam-paragon',
    nameEn: 'Sabai Shabu Siam Paragon',
    nameTh: 'สบาย ชาบู สยามพารากอน',
    descriptionEn: 'Shabu',
    descriptionTh: 'ชาบู',
    lat: 13.7,
    lng: 100.5,
    currency: 'THB',
    earnPoint: 100,
    reviewsCount: 12,
    reviewsScore: 4.26,
    branchId: 1,
    isAcceptVoucher: true,
    isAds: false,
    lastBookingAt: new Date('2026-01-02T03:04:05Z'),
    totalCovers: 900,
    primaryCuisine: { id: 14, nameEn: 'Shabu & Sukiyaki', nameTh: 'ชาบูและสุกี้ยากี้' },
    primaryLocation: { id: 2, nameEn: 'Siam', nameTh: 'สยาม' },
    coverPictureId: 40,
    logoPictureId: 44,
    packages: [
      { typeCode: 'hah', pricingType: 'per_set', fromPriceMinor: 24_000, expiryDate: null },
      { typeCode: 'ayce', pricingType: 'per_person', fromPriceMinor: 69_900, expiryDate: '2027-01-31' },
      { typeCode: 'ayce', pricingType: 'per_person', fromPriceMinor: 59_900, expiryDate: '2026-12-31' },
      { typeCode: 'pp', pricingType: 'per_pack', fromPriceMinor: 239_900, expiryDate: null },
    ],
    tags: [{ nameEn: 'Best Seller', nameTh: 'ขายดี' }],
    hours: daily,
    branchSize: 4,
  };

  it('builds a valid card priced from the cheapest dine-in package', () => {
    const card = buildRestaurantCard(source, 'en', { variant: 'restaurants' });
    expect(restaurantCardSchema.parse(card)).toEqual(card);
    expect(card).toMatchObject({
      type: 'restaurants',
      name: 'Sabai Shabu Siam Paragon',
      reviewsScore: 4.3,
      branchId: null,
      expiryDate: '2026-12-31',
      pricingType: 'per_person',
      price: { amount: 599, format: '฿599' },
      availablePackageTypes: ['ayce', 'pp', 'hah'],
      logo: '/images/pictures/44.webp?w=160&h=160',
      imageCoverUrl: '/images/pictures/40.webp?w=600&h=400',
      lastBookingWasMade: '2026-01-02T03:04:05.000Z',
      openingHoursShort: 'Daily 11:00-22:00',
      tags: ['Best Seller'],
    });
    expect(card.priceSummaries.map((p) => [p.typeCode, p.pricingType, p.price.amount])).toEqual([
      ['ayce', 'per_person', 599],
      ['pp', 'per_pack', 2399],
      ['hah', 'per_set', 240],
    ]);
    expect(card).not.toHaveProperty('totalLocations');
  });

  it('adds customText, totalLocations and the branch on the featured variant, in Thai', () => {
    const card = buildRestaurantCard(source, 'th', { variant: 'featured_restaurants', customText: 'ลด 20%' });
    expect(card).toMatchObject({
      type: 'featured_restaurants',
      name: 'สบาย ชาบู สยามพารากอน',
      primaryCuisine: { id: 14, name: 'ชาบูและสุกี้ยากี้' },
      customText: 'ลด 20%',
      totalLocations: 4,
      branchId: 1,
      tags: ['ขายดี'],
    });
  });

  it('falls back to the delivery price when a restaurant only delivers', () => {
    const card = buildRestaurantCard({ ...source, packages: [source.packages[0]!] }, 'en', {
      variant: 'restaurants',
    });
    expect(card.price.amount).toBe(240);
    expect(card.pricingType).toBe('per_set');
  });
});
