import type { Banner, City, HomeSection, RestaurantCard } from '@/contract/catalogue';
import { toSnakeKeys } from '@/contract/wire-case';

export function card(overrides: Partial<RestaurantCard> = {}): RestaurantCard {
  return {
    id: 1,
    type: 'restaurants',
    name: 'Somtam Nua',
    slug: 'somtam-nua',
    logo: null,
    lat: 13.74,
    lng: 100.53,
    description: 'Isan classics',
    earnPoint: 20,
    reviewsCount: 120,
    reviewsScore: 4.56,
    branchId: null,
    expiryDate: null,
    pricingType: 'per_person',
    primaryCuisine: { id: 3, name: 'Thai' },
    primaryLocation: { id: 9, name: 'Siam' },
    imageCoverUrl: '/images/somtam.jpg',
    lastBookingWasMade: null,
    totalCovers: 5400,
    availablePackageTypes: ['ayce'],
    price: { amount: 1299, currency: 'THB', symbol: '฿', format: '฿1,299' },
    tags: [],
    openingHoursShort: '11:00–22:00',
    acceptVoucher: true,
    isAds: false,
    priceSummaries: [],
    ...overrides,
  };
}

export function section(title: string, cards: RestaurantCard[], position = 1): HomeSection {
  return {
    title,
    subtitle: null,
    sectionType: 'restaurants',
    position,
    cityId: 1,
    viewAllPath: '/restaurants/search?section=hot',
    restaurants: cards.map((c) => ({ id: String(c.id), type: c.type, attributes: c })),
  };
}

export const cities: City[] = [
  {
    id: 1,
    name: 'Bangkok',
    type: 'city',
    homeDescription: 'Buffets and fine dining in Bangkok',
    icon: '',
    countryId: 218,
    countryIcon: '',
    isMiniHomepage: false,
    currency: 'THB',
  },
  {
    id: 7,
    name: 'Singapore',
    type: 'city',
    homeDescription: '',
    icon: '',
    countryId: 198,
    countryIcon: '',
    isMiniHomepage: false,
    currency: 'SGD',
  },
];

export const banners: Banner[] = [
  { name: 'Buffet week', imageUrl: '/images/b1.jpg', mobileImageUrl: '/images/b1m.jpg', link: '/promotions', orderNumber: 1, cityId: 1 },
  { name: 'Gift cards', imageUrl: '/images/b2.jpg', mobileImageUrl: '/images/b2m.jpg', link: '/gift-card', orderNumber: 2, cityId: 1 },
];

export interface CatalogueFixture {
  sections?: HomeSection[] | 'error';
  banners?: Banner[];
}

/** A fetch standing in for the server's catalogue endpoints (snake_case on the wire, like the server). */
export function catalogueFetch(fixture: CatalogueFixture = {}) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(toSnakeKeys(body)), { status, headers: { 'Content-Type': 'application/json' } });
  return (input: RequestInfo | URL): Promise<Response> => Promise.resolve(answer(input));
  function answer(input: RequestInfo | URL): Response {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    switch (url.pathname) {
      case '/api/v5/cities.json':
        return json({ success: true, message: null, data: cities.map((c) => ({ id: String(c.id), type: 'cities', attributes: c })) });
      case '/api/v5/user_ip_locations.json':
        return json({ success: true, message: null, data: { countryId: 218, cityId: 1 } });
      case '/api/v5/homes/sections.json':
        if (fixture.sections === 'error') return json({ success: false, message: 'Section failure' }, 422);
        return json({
          success: true,
          message: null,
          data: { data: (fixture.sections ?? []).map((s, i) => ({ id: String(i + 1), type: 'home_sections', attributes: s })) },
        });
      case '/api/v5/banners.json':
        return json({ success: true, message: null, data: fixture.banners ?? [] });
      case '/api/v5/config.json':
        return json({ success: false, message: 'not in this test' }, 404);
      default:
        return json({ success: false, message: 'Not found' }, 404);
    }
  }
}
