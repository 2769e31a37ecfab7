import { vi } from 'vitest';
import { toSnakeKeys } from '@/contract/wire-case';
import type { ReservationLanding } from '@/contract/landing';

const money = (amount: number) => ({ amount, currency: 'THB' as const, symbol: '฿', format: `฿${amount.toLocaleString('en')}` });

export const ENC = 'encIdAAAAAAAAAAAAAAAAAAA';

export function landingFixture(over: Partial<ReservationLanding['reservation']> = {}, payment: ReservationLanding['payment'] = null): ReservationLanding {
  return {
    reservation: {
      encryptedId: ENC,
      status: 'pending_arrival',
      restaurantId: 3,
      restaurantName: 'Silom Hotel Buffet',
      restaurantSlug: 'silom-hotel-buffet',
      date: '2026-12-01',
      startTime: '18:30',
      adult: 2,
      kids: 1,
      serviceType: 'dine_in',
      isOrderNow: false,
      bigGroup: false,
      specialRequest: '',
      packages: [
        { restaurantPackageId: 11, name: 'Seafood Dinner Buffet', typeCode: 'ayce', quantity: 3, total: money(2497), menus: [] },
      ],
      subtotal: money(2497),
      deliveryFee: money(0),
      total: money(2497),
      requiresPayment: false,
      firebaseKey: 'fbKeyAAAAAAAAAAAAAAAAAAA',
      createdAt: '2026-11-21T05:00:00.000Z',
      ...over,
    },
    restaurant: {
      name: 'Silom Hotel Buffet',
      slug: 'silom-hotel-buffet',
      address: '123 Silom Road, Bang Rak, Bangkok',
      phone: '02-123 4567',
      location: { lat: 13.7286, lng: 100.5341 },
    },
    payment,
  };
}

/** Serves /reservations/{id}/landing.json from `answers` (a function may change the answer over time). */
export function serveLanding(answer: () => ReservationLanding | null) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const match = /^\/api\/v5\/reservations\/([^/]+)\/landing\.json$/.exec(url.pathname);
    const data = match ? answer() : null;
    const body = data
      ? { success: true, message: null, data: toSnakeKeys(data) }
      : { success: false, message: 'Reservation not found' };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: data ? 200 : 404, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
