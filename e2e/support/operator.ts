import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { REALTIME_SECRET_FILE } from '../../server/realtime/start-realtime';
import type { Member } from './book-steps';

/**
 * The restaurant's step for journeys: the diner came, the visit is complete. The e2e server's operator
 * secret is its data directory's admin secret (server/modules/loyalty/operator-secret.ts), read here as the
 * realtime admin reads it.
 */
export async function completeVisit(request: APIRequestContext, encryptedId: string): Promise<{ earnedPoints: number }> {
  const res = await request.post(`/api/v5/operator/reservations/${encryptedId}/complete.json`, {
    headers: operatorHeaders(),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { earnedPoints: number } }).data;
}

/** The operator's bearer token: the e2e server's data directory's admin secret. */
export function operatorHeaders(): { Authorization: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return { Authorization: `Bearer ${readFileSync(path.join(dataDir, REALTIME_SECRET_FILE), 'utf8').trim()}` };
}

/** What the server stored of a reservation's tracking (its columns and the maps conversion). */
export async function reservationTrackingOf(request: APIRequestContext, encryptedId: string): Promise<Record<string, unknown>> {
  const res = await request.get(`/api/v5/operator/reservations/${encryptedId}/tracking.json`, { headers: operatorHeaders() });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/**
 * A member's dine-in booking of the restaurant's all-you-can-eat package for 2, made through the API as the
 * PWA makes it, on the first day with seats from `firstDay` days ahead (journeys pick different days so
 * they do not fill each other's slots).
 */
export async function memberBookingByApi(
  request: APIRequestContext,
  member: Member,
  slug: string,
  firstDay: number,
): Promise<{ encryptedId: string; restaurantName: string }> {
  const detail = (
    (await (await request.get(`/api/v5/restaurants/${slug}.json`)).json()) as {
      data: { attributes: { id: number; packages: { id: number; type_code: string }[] } };
    }
  ).data.attributes;
  const ayce = detail.packages.find((p) => p.type_code === 'ayce');
  if (!ayce) throw new Error(`${slug} has no ayce package`);
  for (let day = firstDay; day <= firstDay + 10; day++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(Date.now() + day * 86_400_000));
    const times = (
      (await (
        await request.get(`/api/v5/restaurants/${detail.id}/available_times.json`, { params: { kind: 'dine_in', party: 2, date } })
      ).json()) as { data: { start_time: string; packages: { restaurant_package_id: number; total_seat_left_package: number }[] }[] }
    ).data;
    const slot = times.find((t) => t.packages.some((p) => p.restaurant_package_id === ayce.id && p.total_seat_left_package >= 2));
    if (!slot) continue;
    const res = await request.post('/api/v5/reservations.json', {
      headers: { Authorization: `Bearer ${member.accessToken}`, 'Idempotency-Key': `e2e-member-${Date.now()}-${Math.random()}` },
      data: {
        reservation: { date, adult: 2, kids: 0, restaurant_id: detail.id, start_time: slot.start_time },
        packages: [{ id: ayce.id, quantity: 2 }],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const data = ((await res.json()) as { data: { encrypted_id: string; restaurant_name: string } }).data;
    return { encryptedId: data.encrypted_id, restaurantName: data.restaurant_name };
  }
  throw new Error(`no time for 2 on ${slug} in days ${firstDay} to ${firstDay + 10}`);
}
