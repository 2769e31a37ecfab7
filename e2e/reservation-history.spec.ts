import type { APIRequestContext, Page } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { axeViolations } from './support/axe';
import { bookToStep5, signInDevice, signUpByApi, stepPath } from './support/book-steps';
import { expect, test } from './support/fixtures';

/**
 * A member's history, on phone and desktop: a booking just made shows under Upcoming; cancelling it
 * (after a confirmation) moves it to Past and its seats are free again on the restaurant page; the page
 * in Thai.
 */

const PASSWORD = 'journey passphrase 1';
test.describe.configure({ timeout: 150_000 });

function freshEmail(name: string): string {
  return `${name}-${test.info().project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}


interface Booked {
  restaurantId: number;
  date: string;
  time: string;
  packageId: number;
}

/** Other diners hold every seat left at the slot (through the API, as their devices would). */
async function holdSeatsLeft(request: APIRequestContext, b: Booked): Promise<void> {
  const times = await request.get(`/api/v5/restaurants/${b.restaurantId}/available_times.json?kind=dine_in&party=1&date=${b.date}`);
  const slot = ((await times.json()) as {
    data: { start_time: string; packages: { restaurant_package_id: number; total_seat_left_package: number }[] }[];
  }).data.find((t) => t.start_time === b.time);
  for (const pkg of slot?.packages.filter((p) => p.total_seat_left_package > 0) ?? []) {
    const res = await request.post('/api/v5/temporary_reservations', {
      headers: { 'X-HH-Device': `other-diner-${b.date}-${b.time}-${pkg.restaurant_package_id}` },
      data: {
        reservation: { date: b.date, restaurant_id: b.restaurantId, start_time: b.time, adult: pkg.total_seat_left_package, kids: 0 },
        packages: [{ id: pkg.restaurant_package_id, quantity: 1, menus: [] }],
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** The restaurant page's booking flow at step 3 for the booked date: the booked time's radio. */
async function bookedTimeOnRestaurantPage(page: Page, slug: string, isMobile: boolean, b: Booked) {
  await page.goto(`/restaurants/${slug}?locale=en`, { waitUntil: 'load' });
  await page.locator('article[data-type-code="ayce"]').first().getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 1));
  const flow = page.getByRole('region', { name: 'Book a table' });
  await flow.getByLabel('Adults', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await flow.locator(`input[name="booking-date"][value="${b.date}"]`).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 3));
  return flow.locator(`input[name="booking-time"][value="${b.time}"]`);
}

test('a member sees a booking just made under Upcoming, cancels it, and its seats are free again', async ({
  page,
  request,
  isMobile,
}) => {
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 0 : 1];
  const member = await signUpByApi(request, 'History Malee', freshEmail('history'), PASSWORD);
  await signInDevice(page, member);

  // Books through the restaurant page, as in the member booking journey.
  await bookToStep5(page, { slug, isMobile, daysAhead: 6 });
  const answer = page.waitForResponse((res) => res.url().includes('/api/v5/reservations.json') && res.request().method() === 'POST');
  await page.getByRole('region', { name: 'Book a table' }).getByRole('button', { name: 'Confirm booking' }).click();
  const data = ((await (await answer).json()) as {
    data: { restaurant_id: number; date: string; start_time: string; encrypted_id: string; packages: { restaurant_package_id: number }[] };
  }).data;
  const booked: Booked = {
    restaurantId: data.restaurant_id,
    date: data.date,
    time: data.start_time,
    packageId: data.packages[0]!.restaurant_package_id,
  };
  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`), { timeout: 30_000 });

  // Everyone else takes the seats that are left: the booked time is full on the restaurant page.
  await holdSeatsLeft(request, booked);
  await expect(await bookedTimeOnRestaurantPage(page, slug, isMobile, booked)).toBeDisabled();

  // The profile home links to the history; /me/history is the same page.
  await page.goto('/profile?locale=en');
  await page.getByRole('link', { name: 'My reservations' }).click();
  await expect(page).toHaveURL(/\/profile\/history/);
  await page.goto('/me/history?locale=en');
  await expect(page).toHaveURL(/\/profile\/history/);

  const upcoming = page.getByRole('tab', { name: 'Upcoming' });
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');
  const card = page.locator(`[data-reservation="${data.encrypted_id}"]`);
  await expect(card).toBeVisible();
  const [y, m, d] = booked.date.split('-');
  await expect(card).toContainText(`${d}/${m}/${y} ${booked.time}`);
  await expect(card).toContainText('2 adults');
  await expect(card).toContainText('Confirmed');
  expect(await axeViolations(page, '.history-page')).toEqual([]);

  // The tabs move with the arrow keys.
  await upcoming.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Past' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(upcoming).toHaveAttribute('aria-selected', 'true');

  // Cancel asks first; Escape keeps the booking.
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByText('Your booking has been cancelled')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // The two seats are back: the time can be booked again on the restaurant page.
  await expect(await bookedTimeOnRestaurantPage(page, slug, isMobile, booked)).toBeEnabled();
});

test('ภาษาไทย: the history page in Thai', async ({ page, request }) => {
  const member = await signUpByApi(request, 'สมาชิก มาลี', freshEmail('history-th'), PASSWORD);
  await signInDevice(page, member);
  await page.goto('/profile/history?locale=th');
  await expect(page.getByRole('heading', { name: 'การจองของฉัน' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'กำลังจะมาถึง' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'รอดำเนินการ' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ที่ผ่านมา' })).toBeVisible();
  await expect(page.getByText('ยังไม่มีการจองในหมวดนี้')).toBeVisible();
});
