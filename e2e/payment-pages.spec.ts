import type { APIRequestContext } from '@playwright/test';
import { PAY_AT_RESTAURANT_AYCE_SLUGS } from '../server/db/seed/booking-prepayment';
import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The landing and payment result pages (issue 5): a reservation made through the
 * API is shown on landing/{encryptedId} in Thai and English with its QR code; an unknown id says so;
 * and the reservation watch saved in local storage (what a reload during payment finds) follows a
 * 3-D Secure payment authorised at the sandbox gateway and opens the landing page by itself.
 */

interface SeededPackage {
  id: number;
  type_code: string;
  requires_prepayment: boolean;
}

interface Created {
  slug: string;
  encryptedId: string;
  firebaseKey: string;
  restaurantName: string;
}

const PREPAID_AYCE_SLUG = 'silom-hotel-buffet';

function bangkokDate(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + daysAhead * 24 * 3_600_000),
  );
}

/** Books `adult` people on the slug's AYCE package (prepaid or not, as the seed says) through the API. */
async function reserve(request: APIRequestContext, slug: string, adult: number): Promise<Created> {
  const detailRes = await request.get(`/api/v5/restaurants/${slug}.json`, { headers: { 'X-HH-Language': 'en' } });
  expect(detailRes.status()).toBe(200);
  const detail = ((await detailRes.json()) as { data: { attributes: { id: number; name: string; packages: SeededPackage[] } } }).data
    .attributes;
  const ayce = detail.packages.find((p) => p.type_code === 'ayce');
  if (!ayce) throw new Error(`${slug} has no ayce package`);
  for (let day = 1; day <= 7; day++) {
    const date = bangkokDate(day);
    const timesRes = await request.get(`/api/v5/restaurants/${detail.id}/available_times.json`, {
      params: { kind: 'dine_in', party: adult, date },
    });
    const times = ((await timesRes.json()) as {
      data: { start_time?: string; attributes?: { start_time: string; packages: { restaurant_package_id: number; total_seat_left_package: number }[] }; packages?: { restaurant_package_id: number; total_seat_left_package: number }[] }[];
    }).data.map((t) => t.attributes ?? (t as { start_time: string; packages: { restaurant_package_id: number; total_seat_left_package: number }[] }));
    const slot = times.find((t) => t.packages.some((p) => p.restaurant_package_id === ayce.id && p.total_seat_left_package >= adult));
    if (!slot) continue;
    const res = await request.post('/api/v5/reservations.json', {
      headers: { 'X-HH-Language': 'en', 'Idempotency-Key': `e2e-landing-${slug}-${adult}-${Date.now()}-${Math.random()}` },
      data: {
        reservation: { date, adult, kids: 0, restaurant_id: detail.id, start_time: slot.start_time },
        packages: [{ id: ayce.id, quantity: adult }],
        guest_user: { name: 'Malee Sukjai', email: 'malee@example.com', phone: '+66812345678' },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { data: Record<string, unknown> & { attributes?: Record<string, unknown> } };
    const data = body.data.attributes ?? body.data;
    return {
      slug,
      encryptedId: String(data.encrypted_id),
      firebaseKey: String(data.firebase_key),
      restaurantName: String(data.restaurant_name),
    };
  }
  throw new Error(`no time with ${adult} seats on ${slug} in the next week`);
}


test('landing/{encryptedId} shows a pay-at-restaurant booking with its QR code, in English and Thai; axe clean', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const slug = PAY_AT_RESTAURANT_AYCE_SLUGS[isMobile ? 1 : 2];
  const r = await reserve(request, slug, 2);

  await gotoApp(`/restaurants/${slug}/landing/${r.encryptedId}?locale=en`);
  const landing = page.getByTestId('landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(landing.getByTestId('landing-restaurant')).toHaveText(r.restaurantName);
  await expect(landing.getByTestId('landing-party')).toHaveText('2 adults (2 people)');
  await expect(landing.getByTestId('landing-status')).toHaveText('Confirmed');
  await expect(landing.getByTestId('landing-total')).toContainText('฿');
  const qr = page.getByRole('img', { name: `QR code of your booking at ${r.restaurantName}` });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  await expect(page.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=/);
  await expect(page.getByRole('link', { name: 'Call the restaurant' })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await gotoApp(`/restaurants/${slug}/landing/${r.encryptedId}?locale=th`);
  await expect(page.getByRole('heading', { level: 1, name: 'การจองของคุณได้รับการยืนยันแล้ว' })).toBeVisible();
  await expect(page.getByTestId('landing-status')).toHaveText('ยืนยันแล้ว');
  await expect(page.getByRole('img', { name: /^คิวอาร์โค้ดการจองของคุณที่ / })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown landing id says the booking was not found', async ({ page, gotoApp }) => {
  await gotoApp(`/restaurants/${PAY_AT_RESTAURANT_AYCE_SLUGS[0]}/landing/AAAAAAAAAAAAAAAAAAAAAAAA?locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the restaurant' })).toBeVisible();
  await gotoApp(`/restaurants/${PAY_AT_RESTAURANT_AYCE_SLUGS[0]}/landing/AAAAAAAAAAAAAAAAAAAAAAAA?locale=th`);
  await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบการจอง' })).toBeVisible();
});

test('a saved watch resumes after a reload and opens the landing page once 3-D Secure is authorised', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  // Another party size per project: the two projects run at the same time on one server.
  const r = await reserve(request, PREPAID_AYCE_SLUG, isMobile ? 2 : 3);
  const landingUrl = `/restaurants/${r.slug}/landing/${r.encryptedId}`;

  // Card with 3-D Secure: tokenized at the sandbox (never at /api/v5), charged, waiting for the issuer.
  const token = await request.post('/sandbox-gateway/tokens', {
    data: { name: 'Malee Sukjai', number: '4000000000003063', expiration_month: 12, expiration_year: 2030, security_code: '123' },
  });
  expect(token.status()).toBe(200);
  const pay = await request.post(`/api/v5/reservations/${r.encryptedId}/payments`, {
    data: { method: 'card', token: ((await token.json()) as { id: string }).id },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  const started = (await pay.json()) as { data: { authorize_uri: string; reservation_status: string } };
  expect(started.data.reservation_status).toBe('waiting_for_payment');
  const chargeId = /charges\/([^/]+)\/authorize/.exec(started.data.authorize_uri)?.[1];
  expect(chargeId).toBeTruthy();

  // What the payment step saved before the tab was reloaded: the watch resumes at app start.
  await page.addInitScript(
    ([watch]) => window.localStorage.setItem('hh-reservation-watch', watch!),
    [JSON.stringify({ reservationId: r.firebaseKey, landingUrl, expiresAt: Date.now() + 5 * 60_000 })],
  );
  // Any page of the app: the saved watch resumes at start and shows its progress nowhere but the store.
  await gotoApp(`/restaurants/${r.slug}?locale=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('hh-reservation-watch'))).not.toBeNull();

  // The issuer authorises (the sandbox's JSON call, as its Authorize button would).
  const authorized = await request.post(`/sandbox-gateway/charges/${chargeId}/authorize`, {
    headers: { Accept: 'application/json' },
    data: { decision: 'authorize' },
  });
  expect(authorized.status()).toBe(200);

  await expect(page).toHaveURL(new RegExp(`${landingUrl}(\\?|$)`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('hh-reservation-watch'))).toBeNull();
});

test('payment-otp/{url} opens the sandbox 3-D Secure page; Authorize ends on payment-success, then the landing page', async ({
  page,
  request,
  gotoApp,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const r = await reserve(request, PREPAID_AYCE_SLUG, isMobile ? 6 : 7);
  const token = await request.post('/sandbox-gateway/tokens', {
    data: { name: 'Malee Sukjai', number: '4000000000003063', expiration_month: 12, expiration_year: 2030, security_code: '123' },
  });
  const pay = await request.post(`/api/v5/reservations/${r.encryptedId}/payments`, {
    data: { method: 'card', token: ((await token.json()) as { id: string }).id },
  });
  const authorizeUri = ((await pay.json()) as { data: { authorize_uri: string } }).data.authorize_uri;

  await gotoApp(`/restaurants/${r.slug}/payment-otp/${encodeURIComponent(authorizeUri)}?locale=en`);
  await expect(page).toHaveURL(/\/sandbox-gateway\/charges\/[^/]+\/authorize$/);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${r.slug}/payment-success/${r.encryptedId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/restaurants/${r.slug}/landing/${r.encryptedId}`), { timeout: 10_000 });
  await expect(page.getByTestId('landing-status')).toHaveText('Confirmed');
});

test('a forged payment-otp link is refused', async ({ page, gotoApp }) => {
  await gotoApp(`/restaurants/${PAY_AT_RESTAURANT_AYCE_SLUGS[0]}/payment-otp/${encodeURIComponent('https://evil.example/otp')}?locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'This verification link is not valid' })).toBeVisible();
  await expect(page).toHaveURL(/payment-otp/);
});

test('payment-failed explains a declined 3-D Secure payment from the reservation itself', async ({ page, request, gotoApp, isMobile }) => {
  test.setTimeout(60_000);
  const r = await reserve(request, PREPAID_AYCE_SLUG, isMobile ? 4 : 5);
  const token = await request.post('/sandbox-gateway/tokens', {
    data: { name: 'Malee Sukjai', number: '4000000000003063', expiration_month: 12, expiration_year: 2030, security_code: '123' },
  });
  const pay = await request.post(`/api/v5/reservations/${r.encryptedId}/payments`, {
    data: { method: 'card', token: ((await token.json()) as { id: string }).id },
  });
  const chargeId = /charges\/([^/]+)\/authorize/.exec(((await pay.json()) as { data: { authorize_uri: string } }).data.authorize_uri)?.[1];
  const failed = await request.post(`/sandbox-gateway/charges/${chargeId}/authorize`, {
    headers: { Accept: 'application/json' },
    data: { decision: 'fail' },
  });
  expect(failed.status()).toBe(200);
  await gotoApp(`/restaurants/${r.slug}/payment-failed?reservation=${r.encryptedId}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await expect(page.getByTestId('payment-failed-reason')).toHaveText(
    'Your payment was declined, so the booking was cancelled and its seats were released.',
  );
  await expect(page.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', `/restaurants/${r.slug}`);
  expect(await axeViolations(page)).toEqual([]);
});
