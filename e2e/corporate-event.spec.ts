import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A company's staff open their event's restaurant at /corporate-restaurants/{slug}: the page asks for the
 * event secret and validates it with that restaurant, then shows the event's packages; the booking made
 * from it carries the event's id (seed: event 1 'ACME-YEAR-END' at restaurant 13, its AYCE package,
 * paid at the restaurant; event 2 'SIAMTECH-DINNER' belongs to restaurant 71).
 */

async function restaurant13(request: APIRequestContext) {
  const res = await request.get('/api/v5/restaurants/13.json', { headers: { 'X-HH-Language': 'en' } });
  expect(res.status()).toBe(200);
  const a = ((await res.json()) as {
    data: { attributes: { slug: string; name: string; packages: { id: number; type_code: string; name: string }[] } };
  }).data.attributes;
  return a;
}

function stepPath(isMobile: boolean, slug: string, step: number): RegExp {
  return new RegExp(`/restaurants/${slug}/${isMobile ? 'mobile-book' : 'book'}/step-${step}(\\?|$)`);
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}


test('the event secret is asked and checked in Thai', async ({ page, request, gotoApp }) => {
  const r = await restaurant13(request);
  await gotoApp(`/corporate-restaurants/${r.slug}?locale=th`);
  const secret = page.getByLabel('รหัสลับของงาน');
  await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await expect(page.getByRole('alert')).toHaveText('กรุณากรอกรหัสลับของงาน');
  await secret.fill('NO-SUCH-EVENT');
  await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await expect(page.getByRole('alert')).toHaveText('ตรวจสอบรหัสงานไม่สำเร็จ');
  await secret.fill('SIAMTECH-DINNER');
  await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await expect(page.getByRole('alert')).toHaveText('คุณเปิดร้านอาหารของงานองค์กรไม่ถูกต้อง');
  await secret.fill('ACME-YEAR-END');
  await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await expect(page.getByText('งานขององค์กร: งานเลี้ยงปีใหม่ Acme กรุงเทพฯ')).toBeVisible();
});

test('a corporate guest opens the event with its secret and books with the event id', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const r = await restaurant13(request);
  const ayce = r.packages.find((p) => p.type_code === 'ayce')!;
  await gotoApp(`/corporate-restaurants/${r.slug}?locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: r.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Corporate event' })).toBeVisible();
  // No packages before the secret is given.
  await expect(page.locator('article.package-card')).toHaveCount(0);

  const secret = page.getByLabel('Event secret');
  await secret.fill('NO-SUCH-EVENT');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('failed validate event id');
  await secret.fill('SIAMTECH-DINNER');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('You open wrong corporate restaurant');
  await secret.fill('ACME-YEAR-END');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Corporate event: Acme Bangkok year-end party')).toBeVisible();
  // Only the event's package is offered.
  await expect(page.locator('article.package-card')).toHaveCount(1);
  await expect(page.locator('article.package-card').first()).toContainText(ayce.name);
  // A reload keeps the event for this tab.
  await page.reload();
  await expect(page.getByText('Corporate event: Acme Bangkok year-end party')).toBeVisible();

  await page.locator('article.package-card').first().getByRole('link', { name: 'Book' }).click();
  await expect(page).toHaveURL(stepPath(isMobile, r.slug, 1));
  const flow = page.getByRole('region', { name: 'Book a table' });
  await flow.getByLabel('Adults').selectOption('2');
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, r.slug, 2));
  // A week ahead: other journeys book the first days.
  const dates = flow.locator('input[name="booking-date"]:not([disabled])');
  await expect(dates.first()).toBeAttached();
  const days = await dates.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  await flow.locator(`input[name="booking-date"][value="${days[Math.min(6, days.length - 1)]}"]`).check();
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, r.slug, 3));
  await flow.locator('input[name="booking-time"]:not([disabled])').first().check();
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, r.slug, 4));
  await expect(flow.locator(`li[data-package-id="${ayce.id}"] input[type="checkbox"]`)).toBeChecked();
  await next(page);
  await expect(page).toHaveURL(stepPath(isMobile, r.slug, 5));

  await flow.getByLabel('Name', { exact: true }).fill('Acme Staff');
  await flow.getByLabel('Email', { exact: true }).fill('staff@acme.example');
  await flow.getByLabel('Phone', { exact: true }).fill('0812345678');
  const sent = page.waitForRequest((req) => req.method() === 'POST' && req.url().includes('/api/v5/reservations.json'));
  await flow.getByRole('button', { name: 'Confirm booking' }).click();
  const body = (await sent).postDataJSON() as { corporate_event_id?: number; async_booking?: boolean };
  expect(body.corporate_event_id).toBe(1);
  // The client sends what the config asks for (ASYNC_BOOKING; tests/features/booking/create-reservation.test.ts
  // follows an asynchronous answer to its reservation).
  const config = (await (await request.get('/api/v5/config.json')).json()) as { data: { use_async_booking: boolean } };
  expect(body.async_booking).toBe(config.data.use_async_booking);

  await expect(page).toHaveURL(new RegExp(`/restaurants/${r.slug}/booking-success/`));
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByTestId('confirmation-name')).toHaveText('Acme Staff');
});
