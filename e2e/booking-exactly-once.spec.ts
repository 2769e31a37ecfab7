import type { APIRequestContext } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { expect, test } from './support/fixtures';

/**
 * Exactly once (same Idempotency-Key + same body → the first answer again): the server handles the first two
 * reservation POSTs but their answers never reach the page (the connection is reset after the server
 * answered). The client retries with the same Idempotency-Key (src/api/client.ts retries a POST only with
 * one), the server replays its first answer, and the diner ends with one confirmation and one
 * reservation: the slot's seats drop by the party size, not three times that.
 */

// Page routing and a controlling service worker do not mix (Playwright routes only the page's own
// requests): this journey is about the network, not offline use.
test.use({ serviceWorkers: 'block' });

interface Detail {
  id: number;
  slug: string;
  packages: { id: number; type_code: string; requires_prepayment: boolean }[];
}
interface TimesAnswer {
  data: { start_time: string; packages: { restaurant_package_id: number; total_seat_left_package: number }[] }[];
}

async function restaurantDetail(request: APIRequestContext, id: number): Promise<Detail | null> {
  const res = await request.get(`/api/v5/restaurants/${id}.json`, { headers: { 'X-HH-Language': 'en' } });
  if (res.status() !== 200) return null;
  return ((await res.json()) as { data: { attributes: Detail } }).data.attributes;
}

async function startTimes(request: APIRequestContext, restaurantId: number, date: string): Promise<string[]> {
  const res = await request.get(`/api/v5/restaurants/${restaurantId}/available_times.json?kind=dine_in&party=3&date=${date}`);
  if (res.status() !== 200) return [];
  return ((await res.json()) as TimesAnswer).data.map((t) => t.start_time);
}

/**
 * A pay-at-restaurant AYCE restaurant with two evening start times for 3 tomorrow, found through the API,
 * other than the ones the booking and pending-booking journeys book (their seat counts stay theirs).
 */
async function restaurantToBook(request: APIRequestContext, date: string) {
  const taken = new Set<string>(PAY_AT_RESTAURANT_AYCE_SLUGS);
  for (let id = 1; id <= 150; id++) {
    const detail = await restaurantDetail(request, id);
    if (!detail || taken.has(detail.slug)) continue;
    const ayce = detail.packages.find((p) => p.type_code === 'ayce' && !p.requires_prepayment);
    if (!ayce) continue;
    const evening = (await startTimes(request, detail.id, date)).filter((t) => t >= '17:00');
    if (evening.length >= 2) return { detail, ayce, evening };
  }
  throw new Error('no pay-at-restaurant AYCE restaurant with two evening times tomorrow');
}

async function seatsLeft(request: APIRequestContext, restaurantId: number, packageId: number, date: string, time: string) {
  const res = await request.get(`/api/v5/restaurants/${restaurantId}/available_times.json?kind=dine_in&party=1&date=${date}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as TimesAnswer;
  const slot = body.data.find((t) => t.start_time === time)?.packages.find((p) => p.restaurant_package_id === packageId);
  return slot?.total_seat_left_package ?? 0;
}

function tomorrowInBangkok(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 24 * 3_600_000),
  );
}


test('two dropped answers to the reservation POST still make exactly one booking', async ({ page, request, gotoApp, isMobile }) => {
  test.setTimeout(90_000);
  const date = tomorrowInBangkok();
  const { detail, ayce, evening } = await restaurantToBook(request, date);
  const SLUG = detail.slug;
  // Phone and desktop run side by side: each its own slot.
  const time = isMobile ? evening[0]! : evening[evening.length - 1]!;
  const before = await seatsLeft(request, detail.id, ayce.id, date, time);
  expect(before).toBeGreaterThanOrEqual(3);

  const sent: { key: string | null; body: string | null }[] = [];
  const answers: { status: number; replayed: string | undefined; encryptedId: string | undefined }[] = [];
  let n = 0;
  await page.route('**/api/v5/reservations.json*', async (route) => {
    const req = route.request();
    sent.push({ key: await req.headerValue('idempotency-key'), body: req.postData() });
    // The server handles the request and answers …
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { encrypted_id?: string; attributes?: { encrypted_id?: string } } };
    answers.push({
      status: response.status(),
      replayed: response.headers()['idempotent-replayed'],
      encryptedId: json.data?.encrypted_id ?? json.data?.attributes?.encrypted_id,
    });
    // … but the first two answers are lost on the way back.
    if (n++ < 2) return route.abort('connectionreset');
    return route.fulfill({ response });
  });

  await gotoApp(`/restaurants/${SLUG}`);
  await page.locator('article[data-type-code="ayce"]').first().getByRole('link', { name: 'Book' }).click();
  const flow = page.getByRole('region', { name: 'Book a table' });
  const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
  await flow.getByLabel('Adults').selectOption('2');
  await flow.getByLabel('Kids').selectOption('1');
  await next();
  await flow.locator(`input[name="booking-date"][value="${date}"]`).check();
  await next();
  await flow.locator(`input[name="booking-time"][value="${time}"]`).check();
  await next();
  await expect(flow.locator(`li[data-package-id="${ayce.id}"] input[type="checkbox"]`)).toBeChecked();
  await next();
  await expect(flow.getByText('Seats held for')).toBeVisible();
  await flow.getByLabel('Name').fill('Malee Sukjai');
  await flow.getByLabel('Email').fill('malee@example.com');
  await flow.getByLabel('Phone', { exact: true }).fill('0898765432');
  await flow.getByRole('button', { name: 'Confirm booking' }).click();

  // One confirmation, reached without the diner pressing anything again.
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${SLUG}/booking-success/${answers[0]?.encryptedId ?? 'none'}`));

  // Three attempts of one write: the same key and the same body each time.
  expect(sent).toHaveLength(3);
  expect(sent[0]!.key).toMatch(/^[A-Za-z0-9_\-:.]{8,200}$/);
  expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  expect(new Set(sent.map((s) => s.body)).size).toBe(1);
  // The server ran the write once; the retries got its first answer again.
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(answers[0]!.replayed).toBeUndefined();
  expect(answers[1]!.replayed).toBe('true');
  expect(answers[2]!.replayed).toBe('true');
  expect(new Set(answers.map((a) => a.encryptedId)).size).toBe(1);

  // One reservation of 3 seats, not three (and its seat hold is not counted on top).
  expect(await seatsLeft(request, detail.id, ayce.id, date, time)).toBe(before - 3);
});
