import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { expect, test } from './support/fixtures';

/**
 * The five-step booking (people, date, time, package, payment) on phone and desktop: the phone runs the
 * full-screen mobile-book pages, the desktop the sidebar next to the restaurant page.
 */

interface SeededPackage {
  id: number;
  type_code: string;
  requires_prepayment: boolean;
}

async function restaurantDetail(request: APIRequestContext, slugOrId: string | number) {
  const res = await request.get(`/api/v5/restaurants/${slugOrId}.json`, {
    headers: { 'X-HH-Language': 'en' },
  });
  if (res.status() !== 200) return null;
  const body = (await res.json()) as {
    data: { attributes: { id: number; slug: string; city_id: number; packages: SeededPackage[] } };
  };
  return body.data.attributes;
}

/** A Bangkok restaurant with a dine-in AYCE package and a delivery (hah) package, found through the API. */
async function restaurantWithAyceAndDelivery(request: APIRequestContext) {
  for (let id = 1; id <= 120; id++) {
    const r = await restaurantDetail(request, id);
    if (!r || r.city_id !== 1) continue;
    const ayce = r.packages.find((p) => p.type_code === 'ayce');
    const hah = r.packages.find((p) => p.type_code === 'hah');
    if (ayce && hah) return { slug: r.slug, ayce, hah };
  }
  throw new Error('the seed has no Bangkok restaurant with both an ayce and a hah package');
}

/** Tomorrow in Bangkok as YYYY-MM-DD. */
function tomorrowInBangkok(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 24 * 3_600_000));
  return parts;
}

function stepPath(isMobile: boolean, slug: string, step: number): RegExp {
  return new RegExp(`/restaurants/${slug}/${isMobile ? 'mobile-book' : 'book'}/step-${step}(\\?|$)`);
}


async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

test('a guest books 2 adults + 1 kid for an AYCE package tomorrow evening and sees the confirmation', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[0];
  const detail = await restaurantDetail(request, slug);
  const ayce = detail?.packages.find((p) => p.type_code === 'ayce');
  expect(ayce?.requires_prepayment).toBe(false);

  await gotoApp(`/restaurants/${slug}`);
  await page.locator(`article[data-type-code="ayce"]`).first().getByRole('link', { name: 'Book' }).click();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 1));
  const flow = page.getByRole('region', { name: 'Book a table' });
  await expect(flow.getByRole('group', { name: 'How many people?' })).toBeVisible();

  // The guard: no people yet.
  await next(page);
  await expect(page.getByText('Please select number of people first')).toBeVisible();

  await flow.getByLabel('Adults').selectOption('2');
  await flow.getByLabel('Kids').selectOption('1');
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, slug, 2));

  const date = tomorrowInBangkok();
  await flow.locator(`input[name="booking-date"][value="${date}"]`).check();
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, slug, 3));

  // The evening: the first open start time from 17:00.
  const times = flow.locator('input[name="booking-time"]:not([disabled])');
  await expect(times.first()).toBeAttached();
  const values = await times.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const evening = values.find((v) => v >= '17:00');
  expect(evening, `an evening time among ${values.join(', ')}`).toBeTruthy();
  await flow.locator(`input[name="booking-time"][value="${evening}"]`).check();
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, slug, 4));

  // The package from the restaurant page is already selected.
  await expect(flow.locator(`li[data-package-id="${ayce!.id}"] input[type="checkbox"]`)).toBeChecked();
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, slug, 5));

  await expect(flow.getByText('Seats held for')).toBeVisible();

  // A reload keeps the flow (session storage) and renews the same hold.
  const holdCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/v5/temporary_reservations')) holdCalls.push(req.method());
  });
  await page.reload();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 5));
  await expect(flow.getByText('Seats held for')).toBeVisible();
  expect(holdCalls).toEqual(['PUT']);

  const total = (await flow.getByTestId('booking-total').textContent())?.trim();
  expect(total).toMatch(/^฿[\d,]+$/);

  // The form's messages: "{field} field is required", "{value} is not valid email address".
  await flow.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(flow.getByText('Name field is required')).toBeVisible();
  await flow.getByLabel('Name', { exact: true }).fill('Somchai Jaidee');
  await flow.getByLabel('Email', { exact: true }).fill('not-an-email');
  await flow.getByLabel('Phone', { exact: true }).fill('812345678');
  await flow.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(flow.getByText('not-an-email is not valid email address')).toBeVisible();
  await expect(flow.getByText('Please put zero in front of your number eg. 0xxxxxxxxx')).toBeVisible();
  await flow.getByLabel('Email', { exact: true }).fill('somchai@example.com');
  await flow.getByLabel('Phone', { exact: true }).fill('0812345678');
  await flow.getByLabel('Special request').fill('A high chair, please');
  await flow.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(new RegExp(`/restaurants/${slug}/booking-success/`));
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  // The server's total is the one step 5 showed.
  await expect(page.getByTestId('reservation-total')).toHaveText(total!);
  await expect(page.getByText('2 adults, 1 kid')).toBeVisible();
  // The pass for the door: the diner's name and the booking reference.
  await expect(page.getByTestId('confirmation-name')).toHaveText('Somchai Jaidee');
  await expect(page.getByTestId('confirmation-reference')).toHaveText(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
});

test('a guest who switches package type mid-flow is asked to confirm the reset', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(60_000);
  const { slug, hah } = await restaurantWithAyceAndDelivery(request);

  await gotoApp(`/restaurants/${slug}`);
  await page.locator(`article[data-type-code="ayce"]`).first().getByRole('link', { name: 'Book' }).click();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 1));
  const flow = page.getByRole('region', { name: 'Book a table' });
  await flow.getByLabel('Adults').selectOption('2');
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, slug, 2));

  // On a phone the restaurant page is a page of its own; on desktop it is next to the sidebar.
  if (isMobile) await gotoApp(`/restaurants/${slug}`);
  const order = page.locator(`article[data-type-code="hah"]`).first().getByRole('link', { name: 'Order' });

  // Declining changes nothing.
  await order.click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(
    'Are you sure want to select this package ? its will reset your booking back to the first step.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 2));
  await expect(flow.getByRole('group', { name: 'Choose a date' })).toBeVisible();

  // Confirming resets the booking to step 1 with the delivery package.
  if (isMobile) await gotoApp(`/restaurants/${slug}`);
  await order.click();
  await dialog.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(page).toHaveURL(stepPath(isMobile, slug, 1));
  await expect(flow.getByLabel('Adults')).toHaveValue('0');
  const saved = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('hh-booking') ?? 'null') as {
        state: { packagePreference: string; selectedPackages: { id: number }[] };
      } | null,
  );
  expect(saved?.state.packagePreference).toBe('delivery');
  expect(saved?.state.selectedPackages.map((p) => p.id)).toEqual([hah.id]);
});

interface TimesAnswer {
  data: {
    start_time: string;
    packages: { restaurant_package_id: number; total_seat_left_package: number }[];
  }[];
}

// Exactly once with dropped responses: e2e/booking-exactly-once.spec.ts (stricter: replay headers, same id).

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('.booking')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the booking steps speak Thai and have no axe violations', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[1];
  const date = tomorrowInBangkok();
  const detail = (await restaurantDetail(request, slug))!;
  const timesRes = await request.get(
    `/api/v5/restaurants/${detail.id}/available_times.json?kind=dine_in&party=2&date=${date}`,
  );
  const time = ((await timesRes.json()) as TimesAnswer).data.map((t) => t.start_time).at(isMobile ? 0 : -1)!;

  await gotoApp(`/th/restaurants/${slug}`);
  await page.locator(`article[data-type-code="ayce"]`).first().getByRole('link', { name: 'จอง' }).click();
  const flow = page.getByRole('region', { name: 'จองโต๊ะ' });
  await expect(flow.getByRole('group', { name: 'จำนวนกี่คน?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const nextTh = () => page.getByRole('button', { name: 'ถัดไป', exact: true }).click();
  await nextTh();
  await expect(page.getByText('กรุณาเลือกจำนวนคนก่อน')).toBeVisible();
  await flow.getByLabel('ผู้ใหญ่').selectOption('2');
  await nextTh();
  await flow.locator(`input[name="booking-date"][value="${date}"]`).check();
  expect(await axeViolations(page)).toEqual([]);
  await nextTh();
  await flow.locator(`input[name="booking-time"][value="${time}"]`).check();
  await nextTh();
  await nextTh();
  await expect(flow.getByText('กันที่นั่งไว้อีก')).toBeVisible();
  await flow.getByRole('button', { name: 'ยืนยันการจอง' }).click();
  await expect(flow.getByText('กรุณากรอกชื่อ')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
