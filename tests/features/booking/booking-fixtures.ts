import type { RestaurantDetail, RestaurantPackage } from '@/contract/restaurant-detail';
import { toCamelKeys, toSnakeKeys } from '@/contract/wire-case';
import type { PriceQuote, PriceQuoteRequest } from '@/contract/price-quote';
import { formatMoney } from '@/domain/format/money';
import { haversineKm } from '@/domain/geo/haversine';
import { deliveryFee } from '@/domain/pricing/delivery-fee';
import { priceBooking } from '@/domain/pricing/price-booking';
import type { PackagePricingInput } from '@/domain/pricing/pricing-types';

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

/** Where the fixture restaurant stands (a delivery's fee in the quote double is judged from here). */
const FIXTURE_POSITION = { lat: 13.7445, lng: 100.5553 };

function pricingInputOf(pkg: RestaurantPackage): PackagePricingInput {
  const minor = (m: { amount: number }) => Math.round(m.amount * 100);
  return {
    id: pkg.id,
    name: pkg.name,
    typeCode: pkg.typeCode,
    pricingType: pkg.pricingType,
    isAlaCarte: pkg.isAlaCarte,
    isAllowMix: pkg.isAllowMix,
    kidsPriceRate: pkg.kidsPriceRate,
    rules: pkg.pricingRules.map((r) => ({ ...r, priceMinor: minor(r.price) })),
    sections: pkg.menuSections.map((sec) => ({ id: sec.id, name: sec.name, quantityLimit: sec.quantityLimit })),
    menus: pkg.menuSections.flatMap((sec) =>
      sec.menus.map((m) => ({ id: m.id, sectionId: sec.id, name: m.name, priceMinor: minor(m.price), quantityLimit: m.quantityLimit })),
    ),
  };
}

/**
 * What the server's price quote answers for the fixture restaurant, priced by the shared rules the server
 * prices with (src/domain/pricing), in THB; a delivery's fee by the shared tiers from FIXTURE_POSITION.
 */
export function fixtureQuote(r: RestaurantDetail, body: PriceQuoteRequest): { status: number; body: unknown } {
  const byId = new Map(r.packages.map((p) => [p.id, p]));
  let feeMinor = 0;
  let outOfDeliveryArea = false;
  if (body.serviceType !== 'pick_up' && body.location && body.packages.some((p) => byId.get(p.id)?.typeCode === 'hah')) {
    const fee = deliveryFee(haversineKm(FIXTURE_POSITION, body.location), 'THB');
    if (fee.deliverable) feeMinor = fee.feeMinor;
    else outOfDeliveryArea = true;
  }
  const priced = priceBooking(
    body.packages.map((p) => ({ pkg: pricingInputOf(byId.get(p.id)!), selection: { quantity: p.quantity, menus: p.menus } })),
    { adult: body.adult, kids: body.kids ?? 0 },
    feeMinor,
    'THB',
  );
  if (!priced.ok) return { status: 422, body: { success: false, message: priced.error.message } };
  const money = (m: number) => ({ amount: m / 100, currency: 'THB' as const, symbol: '฿', format: formatMoney({ amount: m / 100, currency: 'THB' }, 'en') });
  const quote: PriceQuote = {
    lines: priced.lines.map((l) => ({
      restaurantPackageId: l.packageId,
      name: l.name,
      quantity: l.quantity,
      basis: l.basis,
      unitPrice: money(l.unitPriceMinor),
      adultsTotal: money(l.basis === 'per_head' ? l.totalMinor - l.kidsTotalMinor : 0),
      kidsTotal: money(l.kidsTotalMinor),
      total: money(l.totalMinor),
      menus: l.menus.map((m) => ({ id: m.id, name: m.name, quantity: m.quantity, total: money(m.totalMinor) })),
    })),
    subtotal: money(priced.subtotalMinor),
    deliveryFee: money(priced.deliveryFeeMinor),
    total: money(priced.totalMinor),
    outOfDeliveryArea,
  };
  return { status: 200, body: { success: true, data: toSnakeKeys(quote) } };
}

export const PRICE_QUOTE_PATH = '/reservations/price_quote.json';

/**
 * The fetch double. The price quote is answered by fixtureQuote for `opts.restaurant` (the default
 * fixture restaurant) unless `answer` handles PRICE_QUOTE_PATH itself (anything but a 404).
 */
export function apiDouble(
  answer: (call: RecordedCall) => { status?: number; body: unknown } | Error,
  opts: { restaurant?: RestaurantDetail } = {},
) {
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
    let result = answer(call);
    if (call.path === PRICE_QUOTE_PATH && !(result instanceof Error) && result.status === 404) {
      result = fixtureQuote(opts.restaurant ?? restaurant(), toCamelKeys<PriceQuoteRequest>(call.body));
    }
    if (result instanceof Error) return Promise.reject(result);
    return Promise.resolve(new Response(JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    }));
  };
  return { calls, fetchMock };
}
