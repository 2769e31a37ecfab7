import type { APIRequestContext } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { expect, test } from './support/fixtures';
import { cachedUrls, waitForServiceWorkerControl } from './support/pwa';
import { goOffline, goOnline, reloadOffline } from './support/offline';

/**
 * Seats can no longer be shown that are gone (issue 10). The service worker reads available_dates and
 * available_times network-first: online, a reload shows the seats the server has now, never the answer
 * it stored earlier (it used to serve them stale-while-revalidate, being under /restaurants/); offline,
 * it answers what it stored, and the step says so, with the time, in the diner's language.
 *
 * ratchada-korean-bbq (pay at the restaurant, evening inventory every day) is no other journey's; each
 * (test, project) takes its own day.
 */

const SLUG = PAY_AT_RESTAURANT_AYCE_SLUGS[2];

const WORDS = {
  en: { book: 'Book', region: 'Book a table', adults: 'Adults', next: 'Next', stale: /^You are offline\. These seats were last checked on .+ and may no longer be free\.$/ },
  th: { book: 'จอง', region: 'จองโต๊ะ', adults: 'ผู้ใหญ่', next: 'ถัดไป', stale: /^คุณออฟไลน์อยู่ ที่นั่งเหล่านี้ตรวจสอบล่าสุดเมื่อ .+ และอาจไม่ว่างแล้ว$/ },
};

interface Slot {
  restaurantId: number;
  date: string;
  time: string;
  /** Seats left of every package offered at that time (the step shows the time by the best of them). */
  packages: { id: number; seats: number }[];
}

async function slotFor(request: APIRequestContext, index: number): Promise<Slot> {
  const detail = await request.get(`/api/v5/restaurants/${SLUG}.json`, { headers: { 'X-HH-Language': 'en' } });
  const data = ((await detail.json()) as { data: { id: string; attributes: { packages: { id: number; type_code: string; requires_prepayment: boolean }[] } } }).data;
  const restaurantId = Number(data.id);
  const ayce = data.attributes.packages.find((p) => p.type_code === 'ayce' && !p.requires_prepayment);
  if (!ayce) throw new Error(`${SLUG} has no pay-at-restaurant buffet`);
  const dates = await request.get(`/api/v5/restaurants/${restaurantId}/available_dates.json?kind=dine_in&party=2&days=60`);
  const open = ((await dates.json()) as { data: { date: string; available: boolean }[] }).data.filter((d) => d.available);
  expect(open.length, 'enough open days').toBeGreaterThan(index);
  const date = open[index]!.date;
  const times = await request.get(`/api/v5/restaurants/${restaurantId}/available_times.json?kind=dine_in&party=2&date=${date}`);
  const slot = ((await times.json()) as {
    data: { start_time: string; packages: { restaurant_package_id: number; total_seat_left_package: number }[] }[];
  }).data.find((t) => t.packages.some((p) => p.restaurant_package_id === ayce.id && p.total_seat_left_package >= 2));
  expect(slot, `a time with seats on ${date}`).toBeTruthy();
  return {
    restaurantId,
    date,
    time: slot!.start_time,
    packages: slot!.packages
      .filter((p) => p.total_seat_left_package > 0)
      .map((p) => ({ id: p.restaurant_package_id, seats: p.total_seat_left_package })),
  };
}

/** Other diners hold every seat left at the slot (through the API, as their devices would). */
async function holdAllSeats(request: APIRequestContext, s: Slot): Promise<void> {
  for (const pkg of s.packages) {
    const res = await request.post('/api/v5/temporary_reservations', {
      headers: { 'X-HH-Device': `other-diner-${s.date}-${s.time}-${pkg.id}` },
      data: {
        reservation: { date: s.date, restaurant_id: s.restaurantId, start_time: s.time, adult: pkg.seats, kids: 0 },
        packages: [{ id: pkg.id, quantity: 1, menus: [] }],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}


for (const [lang, index] of [['en', 2], ['th', 4]] as const) {
  test(`${lang}: seats are read from the network first; offline they are marked as possibly out of date`, async ({
    page,
    request,
    gotoApp,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    const s = await slotFor(request, index + (isMobile ? 0 : 1));

    await gotoApp(`${lang === 'th' ? '/th' : ''}/restaurants/${SLUG}`);
    await waitForServiceWorkerControl(page);
    await page.locator('article[data-type-code="ayce"]').first().getByRole('link', { name: w.book, exact: true }).click();
    const flow = page.getByRole('region', { name: w.region });
    await flow.getByLabel(w.adults).selectOption('2');
    const next = () => page.getByRole('button', { name: w.next, exact: true }).click();
    await next();
    await flow.locator(`input[name="booking-date"][value="${s.date}"]`).check();
    await next();
    const time = flow.locator(`input[name="booking-time"][value="${s.time}"]`);
    await expect(time).toBeEnabled();
    // Stored by the worker for offline use, in its own cache, not the catalogue's.
    await expect
      .poll(async () => (await cachedUrls(page))['hh-availability-v1']?.some((u) => u.includes('/available_times.json')) ?? false)
      .toBe(true);
    expect((await cachedUrls(page))['hh-catalogue-v1']?.filter((u) => /available_(dates|times)/.test(u)) ?? []).toEqual([]);

    // The seats go while the diner looks away; a reload shows them gone, not the stored answer.
    await holdAllSeats(request, s);
    await page.reload({ waitUntil: 'load' });
    await expect(time).toBeDisabled();
    await expect(flow.getByTestId('seats-stale')).toHaveCount(0);

    // Offline: the stored answer (the one just read: full), marked with its time.
    await goOffline(page);
    await reloadOffline(page);
    await expect(flow.getByTestId('seats-stale')).toHaveText(w.stale);
    await expect(time).toBeDisabled();

    // Online again: the server's answer, unmarked.
    await goOnline(page);
    await page.reload({ waitUntil: 'load' });
    await expect(time).toBeDisabled();
    await expect(flow.getByTestId('seats-stale')).toHaveCount(0);
  });
}
