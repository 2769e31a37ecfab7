import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Bookings made through the API, as the PWA makes them, for journeys that start after the booking: the
 * slug's AYCE package (prepaid or not, as the seed says) for `adult` people on the first day of the next
 * week with room, and the card payment of a prepaid one.
 */
export interface Reserved {
  slug: string;
  encryptedId: string;
  firebaseKey: string;
  restaurantName: string;
  status: string;
  /** The server's voucher discount in the booking's currency (0 without vouchers). */
  voucherDiscount: number;
}

export const GUEST_NAME = 'Malee Sukjai';

interface SeededPackage {
  id: number;
  type_code: string;
}

interface WireTime {
  start_time: string;
  packages: { restaurant_package_id: number; total_seat_left_package: number }[];
}

function bangkokDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + daysAhead * 24 * 3_600_000));
}

export async function reserve(
  request: APIRequestContext,
  slug: string,
  adult: number,
  lang: 'en' | 'th' = 'en',
  voucherCodes: readonly string[] = [],
): Promise<Reserved> {
  const detailRes = await request.get(`/api/v5/restaurants/${slug}.json`, {
    headers: { 'X-HH-Language': lang },
  });
  expect(detailRes.status()).toBe(200);
  const detail = (
    (await detailRes.json()) as { data: { attributes: { id: number; packages: SeededPackage[] } } }
  ).data.attributes;
  const ayce = detail.packages.find((p) => p.type_code === 'ayce');
  if (!ayce) throw new Error(`${slug} has no ayce package`);
  for (let day = 1; day <= 7; day++) {
    const date = bangkokDate(day);
    const timesRes = await request.get(`/api/v5/restaurants/${detail.id}/available_times.json`, {
      params: { kind: 'dine_in', party: adult, date },
    });
    const times = ((await timesRes.json()) as { data: WireTime[] }).data;
    const slot = times.find((t) =>
      t.packages.some((p) => p.restaurant_package_id === ayce.id && p.total_seat_left_package >= adult),
    );
    if (!slot) continue;
    const res = await request.post('/api/v5/reservations.json', {
      headers: {
        'X-HH-Language': lang,
        'Idempotency-Key': `e2e-confirmation-${slug}-${adult}-${Date.now()}-${Math.random()}`,
      },
      data: {
        reservation: {
          date,
          adult,
          kids: 0,
          restaurant_id: detail.id,
          start_time: slot.start_time,
          ...(voucherCodes.length > 0 ? { voucher_codes: voucherCodes } : {}),
        },
        packages: [{ id: ayce.id, quantity: adult }],
        guest_user: { name: GUEST_NAME, email: 'malee@example.com', phone: '+66812345678' },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const data = ((await res.json()) as { data: Record<string, unknown> }).data;
    return {
      slug,
      encryptedId: String(data.encrypted_id),
      firebaseKey: String(data.firebase_key),
      restaurantName: String(data.restaurant_name),
      status: String(data.status),
      voucherDiscount: Number((data.voucher_discount as { amount?: number } | undefined)?.amount ?? 0),
    };
  }
  throw new Error(`no time with ${adult} seats on ${slug} in the next week`);
}

/** Pays a prepaid booking with the sandbox's card that needs no 3-D Secure: the booking is confirmed. */
export async function payByCard(request: APIRequestContext, encryptedId: string): Promise<void> {
  const token = await request.post('/sandbox-gateway/tokens', {
    data: {
      name: GUEST_NAME,
      number: '4242424242424242',
      expiration_month: 12,
      expiration_year: 2030,
      security_code: '123',
    },
  });
  expect(token.status()).toBe(200);
  const pay = await request.post(`/api/v5/reservations/${encryptedId}/payments`, {
    data: { method: 'card', token: ((await token.json()) as { id: string }).id },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  expect(((await pay.json()) as { data: { reservation_status: string } }).data.reservation_status).not.toBe(
    'waiting_for_payment',
  );
}

/** The booking's reference as the server gives it ('7K3Q9XWD'), shown as '7K3Q-9XWD'. */
export async function shownReference(request: APIRequestContext, encryptedId: string): Promise<string> {
  const res = await request.get(`/api/v5/reservations/${encryptedId}/confirmation.json`);
  expect(res.status(), await res.text()).toBe(200);
  const reference = ((await res.json()) as { data: { reference: string } }).data.reference;
  return `${reference.slice(0, 4)}-${reference.slice(4)}`;
}
