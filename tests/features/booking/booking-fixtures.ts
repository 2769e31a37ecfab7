import type { RestaurantDetail, RestaurantPackage } from '@/contract/restaurant-detail';

const thb = (amount: number): RestaurantPackage['price'] => ({ amount, currency: 'THB', symbol: '฿', format: `฿${amount}` });

export function pkg(overrides: Partial<RestaurantPackage> = {}): RestaurantPackage {
  return {
    id: 30,
    typeCode: 'ayce',
    name: 'Premium All You Can Eat',
    description: '',
    pricingType: 'per_person',
    price: thb(799),
    isBookable: true,
    isAcceptManyQuantity: false,
    isAllowMix: false,
    isAlaCarte: false,
    kidsPriceRate: null,
    expiryDate: null,
    isExpired: false,
    isDelivery: false,
    isSelfPickup: false,
    isTicket: false,
    requiresPrepayment: false,
    position: 1,
    pricingRules: [{ id: 1, price: thb(799), kidsPriceRate: 60, minSeat: 1, maxSeat: null, perPack: null }],
    menuSections: [],
    ...overrides,
  };
}

/** The fields of the restaurant detail the booking flow reads; the rest is not looked at. */
export function restaurant(overrides: Partial<RestaurantDetail> = {}): RestaurantDetail {
  return {
    id: 13,
    slug: 'sabai-shabu',
    name: 'Sabai Shabu',
    price: thb(799),
    largestTable: 8,
    smallestTable: 1,
    isEnableBigGroup: false,
    isAcceptKids: true,
    isAllowBooking: true,
    daysInAdvance: 30,
    packages: [
      pkg(),
      pkg({ id: 40, typeCode: 'hah', name: 'Shabu at Home', pricingType: 'per_set', isDelivery: true, requiresPrepayment: true }),
    ],
    expiredPackages: [],
    ...overrides,
  } as RestaurantDetail;
}

/** A fetch double answering by path; every call is recorded with its headers and parsed body. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export function apiDouble(answer: (call: RecordedCall) => { status?: number; body: unknown } | Error) {
  const calls: RecordedCall[] = [];
  const fetchMock = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/v5', ''),
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) return Promise.reject(result);
    return Promise.resolve(new Response(JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    }));
  };
  return { calls, fetchMock };
}
