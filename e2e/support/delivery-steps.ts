import type { APIRequestContext, BrowserContext, Locator, Page, Response } from '@playwright/test';
import { expect } from './fixtures';

/** Shared steps of the Hungry@Home delivery journeys (booking-delivery, booking-saved-address). */

interface SeededPackage {
  id: number;
  type_code: string;
  is_delivery: boolean;
  is_bookable: boolean;
  requires_prepayment: boolean;
}

interface Detail {
  id: number;
  slug: string;
  city_id: number;
  is_allow_booking: boolean;
  map_location: { lat: number; lng: number };
  packages: SeededPackage[];
}

/** A Bangkok restaurant (baht) that delivers a bookable hah package, found through the API. */
export async function deliveringRestaurant(request: APIRequestContext) {
  for (let id = 1; id <= 150; id++) {
    const res = await request.get(`/api/v5/restaurants/${id}.json`, { headers: { 'X-HH-Language': 'en' } });
    if (res.status() !== 200) continue;
    const r = ((await res.json()) as { data: { attributes: Detail } }).data.attributes;
    if (r.city_id !== 1 || !r.is_allow_booking) continue;
    const hah = r.packages.find((p) => p.type_code === 'hah' && p.is_delivery && p.is_bookable);
    if (hah) return { ...r, hah };
  }
  throw new Error('the seed has no Bangkok restaurant delivering a hah package');
}

export function stepPath(isMobile: boolean, slug: string, step: number): RegExp {
  return new RegExp(`/restaurants/${slug}/${isMobile ? 'mobile-book' : 'book'}/step-${step}(\\?|$)`);
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** From the restaurant page's Order button to step 5 with the seats held (first open date and time). */
export async function orderToStep5(
  page: Page,
  gotoApp: (path: string) => Promise<unknown>,
  isMobile: boolean,
  slug: string,
  hahId: number,
) {
  await gotoApp(`/restaurants/${slug}`);
  const card = page
    .locator('article[data-type-code="hah"]')
    .filter({ has: page.getByRole('link', { name: 'Order' }) })
    .first();
  await card.getByRole('link', { name: 'Order' }).click();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 1));
  const flow = page.getByRole('region', { name: 'Book a table' });
  await flow.getByLabel('Adults').selectOption('2');
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, slug, 2));

  const dates = flow.locator('input[name="booking-date"]:not([disabled])');
  await expect(dates.first()).toBeAttached();
  // Not today: a slot that starts too soon may close while the test runs.
  const count = await dates.count();
  await dates.nth(count > 1 ? 1 : 0).check();
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, slug, 3));

  const times = flow.locator('input[name="booking-time"]:not([disabled])');
  await expect(times.first()).toBeAttached();
  await times.first().check();
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, slug, 4));

  const item = flow.locator(`li[data-package-id="${hahId}"]`);
  await expect(item.locator('input[type="checkbox"]')).toBeChecked();
  // An à-la-carte set needs a dish.
  const dishes = item.getByRole('combobox');
  if (await dishes.count()) await dishes.first().selectOption('1');
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, slug, 5));
  await expect(flow.getByText('Seats held for')).toBeVisible();
  return flow;
}

export async function grant(context: BrowserContext, at: { latitude: number; longitude: number }) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(at);
}

/** Pays by PromptPay when it is offered, confirms step 5 (any language) and answers the reservation POST. */
export async function confirmStep5(page: Page, flow: Locator): Promise<Response> {
  const promptpay = flow.getByRole('radio', { name: /PromptPay|พร้อมเพย์/ });
  if (await promptpay.count()) await promptpay.first().check();
  const created = page.waitForResponse(
    (res) => res.url().includes('/api/v5/reservations.json') && res.request().method() === 'POST',
  );
  await flow.locator('.booking__actions button[type="submit"]').click();
  return created;
}
